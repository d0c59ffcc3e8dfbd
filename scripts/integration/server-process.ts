import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import type { Fetchable } from './harness';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The real server as its own process on a database file, as production runs it. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Answers once the process has exited. */
  exited: Promise<void>;
}

async function spawnServer(databasePath: string, staticRoot: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      STATIC_ROOT: staticRoot,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        // It listens on 127.0.0.1 only: tests never leave this machine.
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`Server exited early:\n${output}`)));
  });
  return { baseUrl, child, exited };
}

/**
 * Folders and server processes for the tests of one file, removed and killed after each test.
 * Servers get SIGKILL: a test has read what it checks before it ends.
 */
export function serversPerTest() {
  const running: ServerProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    folder(prefix: string): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async spawn(databasePath: string, staticRoot: string): Promise<ServerProcess> {
      const server = await spawnServer(databasePath, staticRoot);
      running.push(server);
      return server;
    },
  };
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
