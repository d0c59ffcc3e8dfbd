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
 * BENCH_OUT_DIR=<folder> builds the app there (and the baseline beside it, <folder>-baseline)
 * instead of dist/, so that a run does not overwrite a build someone else is testing.
 * BENCH_MAIN_THREAD_COMPARE=<folder> also measures another build (e.g. a copy of the folder made
 * before a change, with its source maps), each of its pages in the same round just before this
 * build's, labelled BENCH_MAIN_THREAD_COMPARE_LABEL (default "before"): on a busy machine only
 * figures of the same run compare.
 */
import { resolve } from 'node:path';
import { buildWeb, repoRoot, startServer } from './bench-server';
import { runMainThreadBench } from './main-thread/run';

const OUT_DIR = resolve(repoRoot, process.env.BENCH_OUT_DIR ?? 'dist/web-bench');
const BASELINE_OUT_DIR = process.env.BENCH_OUT_DIR ? `${OUT_DIR}-baseline` : undefined;

const COMPARE_DIR = process.env.BENCH_MAIN_THREAD_COMPARE;

buildWeb(OUT_DIR);
const server = await startServer(OUT_DIR);
const compareServer = COMPARE_DIR ? await startServer(resolve(COMPARE_DIR)) : undefined;
try {
  await runMainThreadBench({
    appUrl: server.url,
    appOutDir: OUT_DIR,
    ...(BASELINE_OUT_DIR ? { baselineOutDir: BASELINE_OUT_DIR } : {}),
    ...(COMPARE_DIR && compareServer
      ? {
          compare: {
            label: process.env.BENCH_MAIN_THREAD_COMPARE_LABEL ?? 'before',
            url: compareServer.url,
            outDir: resolve(COMPARE_DIR),
          },
        }
      : {}),
  });
} finally {
  await server.stop();
  await compareServer?.stop();
}
