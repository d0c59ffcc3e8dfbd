import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Builds the web app into `outDir` (relative to the repository) stamped with `buildId`. */
export function buildWeb(outDir: string, buildId: string): string {
  const result = spawnSync(
    process.execPath,
    [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: repoRoot,
      env: { ...process.env, WEB_OUT_DIR: outDir, VITE_BUILD_ID: buildId },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Build ${buildId} failed:\n${result.stderr}`);
  return resolve(repoRoot, outDir);
}

function freePort(): Promise<number> {
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

/**
 * A server of our own whose web app can be replaced while it runs, as a deployment does: it
 * serves a symlink that `deploy()` re-points atomically. `env` adds settings (a lower limit).
 */
export async function startSwappableServer(firstBuild: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-update-'));
  const live = join(dir, 'live');
  symlinkSync(firstBuild, live);
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'update.db'),
      STATIC_ROOT: live,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
    const up = await fetch(`${url}/api/user`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    deploy(build: string) {
      const next = join(dir, 'live-next');
      symlinkSync(build, next);
      renameSync(next, live);
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
