/**
 * A throwaway PostgreSQL server for the test runner, the multi-node test and bench:server:
 * the distribution's binaries, a temporary data directory owned by an unprivileged user
 * (PostgreSQL refuses to run as root), loopback only, removed again by `stop()`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './bench-server';

export interface PostgresServer {
  /** A URL of the `postgres` database, for the superuser. */
  url: string;
  /** A new empty database; answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : null;
}

/** Root runs the server as the `postgres` account the package creates (else `nobody`). */
function asUser(): { user: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    const found = spawnSync('id', ['-u', user], { encoding: 'utf8' });
    if (found.status === 0) {
      const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
      return { user, uid: Number(found.stdout.trim()), gid: Number(gid.stdout.trim()) };
    }
  }
  throw new Error('Running as root with no postgres or nobody account to run PostgreSQL as');
}

export async function startPostgres(
  options: { bin?: string; settings?: Record<string, string> } = {},
): Promise<PostgresServer> {
  const bin = options.bin ?? findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-pg-'));
  const data = join(dir, 'data');
  const owner = asUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = owner
      ? ['runuser', ['-u', owner.user, '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8']);
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    max_connections: '300',
    ...options.settings,
  };
  const flags = Object.entries(settings)
    .map(([key, value]) => `-c ${key}=${value}`)
    .join(' ');
  run('pg_ctl', ['-D', data, '-o', flags, '-l', join(dir, 'log'), '-w', 'start']);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
