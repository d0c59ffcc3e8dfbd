import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Fetchable } from './harness';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The real server as its own process on a database file, as production runs it. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Answers once the process has exited. */
  exited: Promise<void>;
}

export async function spawnServer(
  databasePath: string,
  staticRoot: string,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATABASE_PATH: databasePath, STATIC_ROOT: staticRoot },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`Server exited early:\n${output}`)));
  });
  return { baseUrl, child, exited };
}

/** Requests the harness addresses to http://localhost go to the process's real port. */
export function overHttp(baseUrl: () => string): Fetchable {
  return {
    request: (input, init) => fetch(input.replace('http://localhost', baseUrl()), init),
  };
}

/** Registers over HTTP; answers the user id and the session cookie. */
export async function registerOverHttp(baseUrl: string, username: string) {
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username, password: 'secret123' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const user = (await res.json()) as { id: string };
  return { userId: user.id, cookie };
}
