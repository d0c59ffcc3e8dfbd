import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach } from 'vitest';
import { TEST_DATABASE_URL } from '../../sync-server/src/testing/test-database';
import type { Fetchable } from './harness';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The real server as its own process on a database of its own, as production runs it. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Answers once the process has exited. */
  exited: Promise<void>;
}

/** `databaseEnv`: DATABASE_PATH (SQLite), or DATABASE_URL (PostgreSQL) and where files go. */
async function spawnServer(
  databaseEnv: Record<string, string>,
  staticRoot: string,
): Promise<ServerProcess> {
  // Whatever database this shell points at, the child gets only the one it is given.
  const { DATABASE_URL: _url, DATABASE_PATH: _path, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      ...databaseEnv,
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

/** Runs one statement as the test runner's PostgreSQL user (creating or dropping a database). */
async function onTestPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Folders, databases and server processes for the tests of one file, removed and killed after
 * each test. Servers get SIGKILL: a test has read what it checks before it ends.
 */
export function serversPerTest() {
  const running: ServerProcess[] = [];
  const dirs: string[] = [];
  /** PostgreSQL databases made here, with the folder each one's server keeps its files in. */
  const postgres = new Map<string, { name: string; dir: string }>();
  afterEach(async () => {
    for (const server of running.splice(0)) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    for (const { name } of postgres.values()) {
      await onTestPostgres(`drop database if exists "${name}" with (force)`);
    }
    postgres.clear();
  });
  return {
    folder(prefix: string): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    /**
     * A new, empty database for `spawn`: a SQLite file in `dir`, or on the PostgreSQL leg
     * (WAYFARER_TEST_DATABASE_URL set) a PostgreSQL database of its own, answered as its URL.
     * Either is also what openDatabase takes, to look inside; spawning again with the same one
     * restarts the server on the same data.
     */
    async database(dir: string): Promise<string> {
      if (!TEST_DATABASE_URL) return join(dir, 'wayfarer.db');
      const name = `wf_${randomBytes(6).toString('hex')}`;
      await onTestPostgres(`create database "${name}"`);
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      postgres.set(url.href, { name, dir });
      return url.href;
    },
    /** The server on `database` (from `database()`), serving the web app at `staticRoot`. */
    async spawn(database: string, staticRoot: string): Promise<ServerProcess> {
      const onPostgres = postgres.get(database);
      // With no database file, documents and photos go to the folder the database was made for.
      const env: Record<string, string> = onPostgres
        ? {
            DATABASE_URL: database,
            DOCUMENTS_DIR: join(onPostgres.dir, 'documents'),
            PHOTOS_DIR: join(onPostgres.dir, 'photos'),
          }
        : { DATABASE_PATH: database };
      const server = await spawnServer(env, staticRoot);
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
