/**
 * What the web benchmarks share: building the app into its own folder and serving a folder with
 * the real server (its static files, gzip and cache headers, and /api) on 127.0.0.1, each server
 * with a throwaway database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

/** Builds the web app with the project's Vite config into `outDir` (relative to the repo). */
export function buildWeb(outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    { cwd: repoRoot, env: { ...process.env, WEB_OUT_DIR: outDir }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The build failed');
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface BenchServer {
  url: string;
  /** The server process, for benchmarks that read its memory and CPU time from /proc. */
  pid: number;
  /** Ends the server and removes its database; resolves once the process has exited. */
  stop(): Promise<void>;
}

/**
 * The real server (sync-server/src/main.ts) serving `staticRoot`, with a fresh database;
 * `env` adds variables (e.g. looser sign-in rate limits for a benchmark that registers a lot,
 * or a DATABASE_URL). `options.log` names a file that gets the server's stdout and stderr,
 * which are otherwise dropped.
 */
export async function startServer(
  staticRoot: string,
  env: Record<string, string> = {},
  options: { log?: string } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wayfarer-bench-'));
  const port = await freePort();
  const log = options.log === undefined ? undefined : openSync(options.log, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dataDir, 'bench.db'),
      STATIC_ROOT: staticRoot,
      ...env,
    },
    stdio: log === undefined ? 'ignore' : ['ignore', log, log],
  });
  // The child has its own copy of the descriptor.
  if (log !== undefined) closeSync(log);
  let exited = false;
  const exit = new Promise<void>((done) => server.once('exit', () => done()));
  void exit.then(() => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 150 && !up && !exited; i++) {
    up = await fetch(`${url}/api/user`).then(
      () => true,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!up || server.pid === undefined) {
    await stop();
    throw new Error(`The server did not start (run npm run serve to see why)`);
  }
  return { url, pid: server.pid, stop };
}
