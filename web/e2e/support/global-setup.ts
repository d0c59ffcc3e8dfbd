import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

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

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not start in time:\n${log()}`);
}

/**
 * The fake Wikimedia (sync-server/src/testing/wikimedia-fake.ts) in its own process, so the
 * server's photo provider has something to find without the internet. Resolves to its base URL.
 */
function startFakeWikimedia(): Promise<{ url: string; process: ChildProcess }> {
  const fake = spawn(
    process.execPath,
    ['--import', 'tsx', 'sync-server/src/testing/wikimedia-fake-main.ts'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((done, fail) => {
    let out = '';
    fake.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) done({ url: line.trim(), process: fake });
    });
    fake.once('exit', (code) => fail(new Error(`The fake Wikimedia exited (${code})`)));
  });
}

/**
 * The operator's street tiles for the tests: made-up streets around Lisbon and Porto written as
 * a PMTiles archive by the server's own writer (sync-server/src/testing/street-tiles-fixture.ts),
 * so trips there get a street pack (trip-map-offline-streets.spec.ts) and trips elsewhere an
 * honest 'not covered'.
 */
function writeStreetTiles(dataDir: string): string {
  const path = join(dataDir, 'streets.pmtiles');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'sync-server/src/testing/write-street-fixture.ts', path],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`The street tiles fixture failed:\n${result.stderr}`);
  return path;
}

/**
 * KDE's kitinerary-extractor, which the server runs for booking files the device cannot read
 * (decision 022): KITINERARY_EXTRACTOR when set, else where Debian's libkpimitinerary-bin puts
 * it. .ci/run installs it; without it the server's reader is off and booking-import-server.spec.ts
 * fails saying so.
 */
function kitineraryExtractor(): string | undefined {
  if (process.env.KITINERARY_EXTRACTOR) return process.env.KITINERARY_EXTRACTOR;
  for (const arch of readdirSync('/usr/lib')) {
    for (const kf of ['kf5', 'kf6']) {
      const path = join('/usr/lib', arch, 'libexec', kf, 'kitinerary-extractor');
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/** Starts the real server with the built app on a free port and a throwaway database. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const staticRoot = resolve(repoRoot, process.env.WEB_OUT_DIR ?? 'dist/web');
  if (!existsSync(join(staticRoot, 'index.html'))) {
    throw new Error(
      'The web app is not built: run `npm run build` first (npm test does it for you).',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'wayfarer-e2e-'));
  const port = await freePort();
  const streetTiles = writeStreetTiles(dataDir);
  const wikimedia = await startFakeWikimedia();
  const extractor = kitineraryExtractor();
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dataDir, 'e2e.db'),
      STATIC_ROOT: staticRoot,
      // Every spec signs up from the same address; the limits themselves are covered by server tests.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_USERNAME: '1000',
      // The suite makes tens of thousands of requests; their log lines would only pile up here.
      LOG_REQUESTS: '0',
      // Destination photos from the fake Wikimedia: Paris and Athens have one (photos.spec.ts).
      PHOTOS_PROVIDER: 'wikimedia',
      WIKIMEDIA_BASE_URL: wikimedia.url,
      PHOTOS_DIR: join(dataDir, 'photos'),
      STREET_TILES_SOURCE: streetTiles,
      ...(extractor ? { KITINERARY_EXTRACTOR: extractor } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/api/user`, server, () => output).catch((error: unknown) => {
    wikimedia.process.kill('SIGTERM');
    throw error;
  });
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (server.exitCode === null) server.kill('SIGKILL');
    wikimedia.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
