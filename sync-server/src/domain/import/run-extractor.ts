import { spawn } from 'node:child_process';

/** One run of kitinerary-extractor over one file's bytes. */
export interface ExtractorRun {
  /** The program's path, as the operator configured it (KITINERARY_EXTRACTOR). */
  binary: string;
  bytes: Uint8Array;
  /** 'YYYY-MM-DD': bookings are on or after this day (a boarding pass gives a day of the year). */
  contextDate: string;
  timeoutMs: number;
  maxOutputBytes: number;
}

export type ExtractorOutcome =
  | { kind: 'ok'; stdout: string }
  /** The program is not there, or may not be run. */
  | { kind: 'missing' }
  | { kind: 'timeout' }
  | { kind: 'output-too-large' }
  /** It exited with an error or was killed by a signal; `detail` is for the log, not for people. */
  | { kind: 'failed'; detail: string };

/**
 * Runs the extractor with the file on its standard input: no shell (the arguments are an array,
 * none of them from the request but the checked date), nothing written to disk, an environment
 * of its own (none of the server's settings or secrets), killed past `timeoutMs` or once its
 * output passes `maxOutputBytes`.
 */
export function runExtractor(run: ExtractorRun): Promise<ExtractorOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const chunks: Buffer[] = [];
    let outputBytes = 0;
    const child = spawn(run.binary, ['--context-date', run.contextDate, '--output', 'JsonLd'], {
      shell: false,
      // What it says on stderr may quote the traveller's file: never kept, never logged.
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { LANG: 'C.UTF-8', TZ: 'UTC', PATH: '/usr/bin:/bin' },
    });
    const settle = (outcome: ExtractorOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), run.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      settle(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? { kind: 'missing' }
          : { kind: 'failed', detail: error.message },
      );
    });
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > run.maxOutputBytes) settle({ kind: 'output-too-large' });
      else chunks.push(chunk);
    });
    child.on('close', (code, signal) => {
      if (code === 0) settle({ kind: 'ok', stdout: Buffer.concat(chunks).toString('utf8') });
      else settle({ kind: 'failed', detail: `exited with ${signal ?? `code ${code}`}` });
    });
    // It may stop reading early (a crash, or killed): what it did not read is of no use.
    child.stdin.on('error', () => {});
    child.stdin.end(run.bytes);
  });
}
