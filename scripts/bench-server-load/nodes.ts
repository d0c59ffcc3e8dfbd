/**
 * The real server as bench:server runs it: sync-server/src/main.ts on 127.0.0.1 through
 * startServer, request logging off, sign-in limits loose enough for the benchmark's
 * registrations, serving /api only, its stdout and stderr kept in a log file that is read
 * for errors after its leg.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../bench-server';
import { tracked } from './cleanup';

const SERVER_ENV = {
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_USERNAME: '1000',
  LOG_REQUESTS: '0',
};

export interface BenchNode {
  url: string;
  pid: number;
  log: string;
  /** Ends the process and removes its folder; runs once, and at the end of the run if not before. */
  stop: () => Promise<void>;
}

function readLog(log: string): string[] {
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

/** `workDir` holds an empty `no-web` folder (no built app: /api only) and the logs. */
export async function startNode(
  workDir: string,
  name: string,
  env: Record<string, string> = {},
): Promise<BenchNode> {
  const log = join(workDir, `${name}.log`);
  let server;
  try {
    server = await startServer(join(workDir, 'no-web'), { ...SERVER_ENV, ...env }, { log });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${name}: ${message}\n${readLog(log).slice(-20).join('\n')}`);
  }
  const started = server;
  return { url: server.url, pid: server.pid, log, stop: tracked(() => started.stop()) };
}

/**
 * The lines of a node's log that report a problem. main.ts prints only its start lines with
 * LOG_REQUESTS=0, and its one expected warning is the missing web app.
 */
export function problemsIn(log: string): string[] {
  return readLog(log).filter(
    (line) =>
      /error|fail|lost|exception|warn|unhandled|deadlock|terminat/i.test(line) &&
      !line.startsWith('No built web app'),
  );
}
