/**
 * Local write latency in headless Chromium with real IndexedDB (see local-write-measure.ts):
 * bundles local-write-page.ts, serves it from memory on a localhost origin (a secure context,
 * which crypto.randomUUID needs) and runs the measurement in the page.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import type { LocalWriteFigures } from './local-write-measure';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';

const ORIGIN = 'http://localhost:4199';

export async function measureLocalWritesInChromium(
  expenseCount: number,
  writeCount: number,
): Promise<LocalWriteFigures> {
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
    await page.waitForFunction(() => 'measureLocalWrites' in window);
    return await page.evaluate(
      ([expenses, writes]) =>
        (
          window as unknown as {
            measureLocalWrites(e: number, w: number): Promise<LocalWriteFigures>;
          }
        ).measureLocalWrites(expenses, writes),
      [expenseCount, writeCount] as const,
    );
  } finally {
    await browser.close();
  }
}
