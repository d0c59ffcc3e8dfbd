import { readFileSync } from 'node:fs';

/**
 * What Linux says of a process, for the benchmarks that run the real server as a child: its
 * resident memory and its CPU time so far, read from /proc (a few microseconds each).
 */

/** Resident set size in kB (VmRSS of /proc/<pid>/status). */
export function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error('No VmRSS');
  return Number(match[1]);
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const CLK_TCK = 100;

/** User plus system CPU time of the process so far, in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLK_TCK;
}
