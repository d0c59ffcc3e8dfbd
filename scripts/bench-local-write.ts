/**
 * Local write latency in headless Chromium with real IndexedDB (see local-write-measure.ts):
 * bundles local-write-page.ts, serves it from memory on a localhost origin (a secure context,
 * which crypto.randomUUID needs) and runs the measurement in the page.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import type { LocalWriteFigures } from './local-write-measure';
import type { ListTickFigures } from './list-tick-measure';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';

const ORIGIN = 'http://localhost:4199';

/** Bundles the benchmark page, opens it in headless Chromium and runs one of its measures. */
async function inBenchPage<T>(measure: string, args: readonly [number, number]): Promise<T> {
  const bundle = await build({
    entryPoints: [resolve(import.meta.dirname, 'local-write-page.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'error',
  });
  const script = bundle.outputFiles[0]?.text;
  if (!script) throw new Error('The benchmark page did not bundle');

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) =>
      new URL(route.request().url()).pathname === '/bench.js'
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>bench</title><script type="module" src="/bench.js"></script>',
          }),
    );
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction((name) => name in window, measure);
    return await page.evaluate(
      ([name, a, b]) =>
        (window as unknown as Record<string, (a: number, b: number) => Promise<T>>)[name]!(a, b),
      [measure, ...args] as const,
    );
  } finally {
    await browser.close();
  }
}

export function measureLocalWritesInChromium(
  expenseCount: number,
  writeCount: number,
): Promise<LocalWriteFigures> {
  return inBenchPage('measureLocalWrites', [expenseCount, writeCount]);
}

/** Ticking items of one list of `itemCount` (list-tick-measure.ts). */
export function measureListTicksInChromium(
  itemCount: number,
  tickCount: number,
): Promise<ListTickFigures> {
  return inBenchPage('measureListTicks', [itemCount, tickCount]);
}
