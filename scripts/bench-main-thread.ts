/**
 * `npm run bench:main-thread` (also the last part of `npm run bench:web`): a benchmark that does
 * not move with the machine. Builds the app (dist/web-bench, with source maps) and a minimal
 * React + React Router page with the same Vite config (dist/bench-baseline), serves both with the
 * real server on 127.0.0.1, and loads /, /auth, /trips and /trips/:id (signed in, seeded through
 * the API) and the baseline cold in headless Chromium, tracing each load. Prints each page's
 * main-thread time (scripting + style + layout) until interactive, its ratio to the baseline's,
 * and the scripting time by library. Target: every page at most 2x the baseline.
 *
 * BENCH_MAIN_THREAD_RUNS (default 5) loads per page; BENCH_MAIN_THREAD_PAGES=/,/auth for some
 * pages only; BENCH_MAIN_THREAD_TRACES=<folder> keeps the traces (open them in DevTools).
 */
import { resolve } from 'node:path';
import { buildWeb, repoRoot, startServer } from './bench-server';
import { runMainThreadBench } from './main-thread/run';

const OUT_DIR = 'dist/web-bench';

buildWeb(OUT_DIR);
const server = await startServer(resolve(repoRoot, OUT_DIR));
try {
  await runMainThreadBench({ appUrl: server.url, appOutDir: resolve(repoRoot, OUT_DIR) });
} finally {
  await server.stop();
}
