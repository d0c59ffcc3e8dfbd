/**
 * Place search benchmark (`npm run bench:places`): per-keystroke latency of searchPlaces over the
 * whole built-in gazetteer, for what a traveller types on the way to a place
 * (places/places-measure.ts), beside the floor of a bare Array.filter with String.includes over
 * the same names in the same run; the one-time cost of decoding the data and building the index;
 * and the size of the gazetteer's chunk as the app ships it.
 *
 * Measured in Node, then in headless Chromium (Debian's, scripts/chromium-launch.ts): the page
 * is bundled with esbuild and served from memory, as bench-local-write.ts does. `--node-only`
 * skips the browser. The chunk's size is read from the last build (dist/web, or WEB_OUT_DIR);
 * without one, from an esbuild bundle of the module, which the output says.
 *
 * It prints figures and asserts nothing: timings on a shared machine are not a test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';
import { measurePlaces, type LatencyFigures, type PlacesFigures } from './places/places-measure';

const ROUNDS = Number(process.env.BENCH_PLACES_ROUNDS ?? 30);
const ORIGIN = 'http://localhost:4198';
const repoRoot = resolve(import.meta.dirname, '..');

const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const latency = (f: LatencyFigures) => `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)}`;

function report(where: string, f: PlacesFigures) {
  console.info(`\n${where}: ${f.rows} rows, ${f.keys} index keys, ${ROUNDS} rounds`);
  if (f.importMs !== undefined) console.info(`  import the module           ${ms(f.importMs)}`);
  console.info(`  decode the stored rows      ${ms(f.decodeMs)}`);
  console.info(`  build the index (once)      ${ms(f.buildMs)}`);
  console.info(`  first round of keystrokes   ${latency(f.firstRound)}`);
  console.info(`  searchPlaces per keystroke  ${latency(f.search)}`);
  console.info(`  ... with near (Lisbon)      ${latency(f.searchNear)}`);
  console.info(`  floor: filter + includes    ${latency(f.filterIncludes)}`);
  console.info(`  slowest prefix              '${f.slowest.prefix}', p95 ${ms(f.slowest.p95)}`);
}

async function bundled(entry: string): Promise<string> {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'error',
  });
  const script = bundle.outputFiles[0]?.text;
  if (!script) throw new Error(`${entry} did not bundle`);
  return script;
}

async function inChromium(): Promise<PlacesFigures> {
  const script = await bundled(resolve(import.meta.dirname, 'places/places-page.ts'));
  const gazetteer = await bundled(resolve(repoRoot, 'shared/src/reference/gazetteer.ts'));
  const scripts: Record<string, string> = { '/bench.js': script, '/gazetteer.js': gazetteer };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const body = scripts[new URL(route.request().url()).pathname];
      return body !== undefined
        ? route.fulfill({ contentType: 'text/javascript', body })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>bench</title><script type="module" src="/bench.js"></script>',
          });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'measurePlaces' in window);
    return await page.evaluate(
      ([rounds, url]) =>
        (
          window as unknown as {
            measurePlaces(rounds: number, url: string): Promise<PlacesFigures>;
          }
        ).measurePlaces(rounds, url),
      [ROUNDS, '/gazetteer.js'] as const,
    );
  } finally {
    await browser.close();
  }
}

/** The built gazetteer chunk, or an esbuild bundle of the module when there is no build. */
async function chunkSize(): Promise<{ raw: number; gzip: number; from: string }> {
  const assets = resolve(repoRoot, process.env.WEB_OUT_DIR ?? 'dist/web', 'assets');
  const built = existsSync(assets)
    ? readdirSync(assets).find((f) => /^gazetteer-.*\.js$/.test(f))
    : undefined;
  if (built) {
    const bytes = readFileSync(resolve(assets, built));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, from: built };
  }
  const bundle = await build({
    entryPoints: [resolve(repoRoot, 'shared/src/reference/gazetteer.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    logLevel: 'error',
  });
  const bytes = bundle.outputFiles[0]!.contents;
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    from: 'an esbuild bundle (no build found; run `npx vite build` for the real chunk)',
  };
}

const size = await chunkSize();
console.info(`Gazetteer chunk: ${kb(size.raw)} raw, ${kb(size.gzip)} gzipped (${size.from})`);
const importStart = performance.now();
const { loadGazetteer } = await import('../shared/src/reference/gazetteer');
const importMs = performance.now() - importStart;
report('Node', { ...measurePlaces(loadGazetteer, () => performance.now(), ROUNDS), importMs });
if (!process.argv.includes('--node-only')) report('Chromium', await inChromium());
