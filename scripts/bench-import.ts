/**
 * `npm run bench:import`: how well and how fast a boarding-pass picture is read on the device.
 * Draws BENCH_IMPORT_IMAGES (default 60, at least 50) made-up boarding passes as PDF417, Aztec
 * and QR pictures, clean and spoiled (turned, shrunk, washed out, grainy, a whole phone photo),
 * builds a page with the app's barcode reader and Vite config, and in headless Chromium picks
 * each picture in a file input. Prints:
 * - the decode rate (the pass's exact text found), overall and by variant; target at least 95%;
 * - the time from the pick to the texts (median and p95), and in the same run the reader alone
 *   on the same file on the page (the floor: no worker, no drawing, no transfer);
 * - the size of what the first image loads: the reader's worker script and its WebAssembly.
 * Timings follow the machine's load; only figures of one run compare. No assertions.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './bench-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';
import {
  IMAGE_VARIANTS,
  boardingPassImages,
  type BoardingPassImage,
} from './import-fixtures/boarding-pass-images';
import { buildPageWithAppConfig } from './main-thread/baseline-build';
import { repoRoot } from './bench-server';

const COUNT = Math.max(50, Number(process.env.BENCH_IMPORT_IMAGES ?? 60));
const TARGET_RATE = 0.95;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at] ?? Number.NaN;
}

/** The reader's files as the build names them: its worker's script and its WebAssembly. */
function decoderFiles(outDir: string): { file: string; bytes: number; gzipped: number }[] {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => /^decode-worker-.*\.js$/.test(f) || /^zxing_reader-.*\.wasm$/.test(f))
    .map((f) => {
      const path = join(assets, f);
      return { file: f, bytes: statSync(path).size, gzipped: gzipSync(readFileSync(path)).length };
    });
}

interface Measured {
  image: BoardingPassImage;
  found: boolean;
  error: string | null;
  pickMs: number;
  bareFound: boolean;
  bareMs: number;
}

async function measure(url: string, images: BoardingPassImage[]): Promise<Measured[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(url)) foreign.push(request.url());
    });
    await page.goto(url);
    const results: Measured[] = [];
    // The first pick fetches and compiles the reader: done once before timing, as the app's
    // second and later picks would find it ready.
    for (const image of [images[0], ...images]) {
      if (!image) continue;
      await page.evaluate(() => (window.lastPick = null));
      await page.setInputFiles('#pick', {
        name: `${image.name}.${image.mimeType === 'image/jpeg' ? 'jpg' : 'png'}`,
        mimeType: image.mimeType,
        buffer: image.bytes,
      });
      const pick = await page.waitForFunction(() => window.lastPick, undefined, {
        timeout: 60_000,
      });
      const { texts, error, ms } = (await pick.jsonValue()) as {
        texts: string[];
        error: string | null;
        ms: number;
      };
      const bare = await page.evaluate(() => window.bareDecode());
      results.push({
        image,
        found: texts.includes(image.text),
        error,
        pickMs: ms,
        bareFound: bare.texts.includes(image.text),
        bareMs: bare.ms,
      });
    }
    if (foreign.length > 0) console.log(`Requests to other origins: ${foreign.join(', ')}`);
    else console.log('Requests to other origins: none');
    return results.slice(1);
  } finally {
    await browser.close();
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'wayfarer-import-bench-'));
try {
  console.log(`Drawing ${COUNT} boarding-pass pictures...`);
  const images = await boardingPassImages(COUNT);
  await buildPageWithAppConfig(join(repoRoot, 'scripts/import-bench/page'), outDir, {
    sourcemap: false,
  });
  const server = await startServer(outDir);
  let results: Measured[];
  try {
    results = await measure(server.url, images);
  } finally {
    await server.stop();
  }

  const rate = (list: Measured[], key: 'found' | 'bareFound') =>
    list.filter((r) => r[key]).length / Math.max(1, list.length);
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const overall = rate(results, 'found');
  console.log(
    `\nDecode rate: ${pct(overall)} (${results.filter((r) => r.found).length}/${results.length}; target ${pct(TARGET_RATE)}${overall >= TARGET_RATE ? ', met' : ', NOT met'}); reader alone ${pct(rate(results, 'bareFound'))}`,
  );
  for (const variant of IMAGE_VARIANTS) {
    const some = results.filter((r) => r.image.variant === variant);
    if (some.length > 0)
      console.log(`  ${variant.padEnd(13)} ${pct(rate(some, 'found'))} of ${some.length}`);
  }
  for (const missed of results.filter((r) => !r.found)) {
    console.log(`  missed ${missed.image.name}${missed.error ? ` (${missed.error})` : ''}`);
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  const pick = results.map((r) => r.pickMs);
  const bare = results.map((r) => r.bareMs);
  console.log(
    `\nPick to result: median ${ms(quantile(pick, 0.5))}, p95 ${ms(quantile(pick, 0.95))}`,
  );
  console.log(
    `Reader alone (floor): median ${ms(quantile(bare, 0.5))}, p95 ${ms(quantile(bare, 0.95))}`,
  );
  const photos = results.filter((r) => r.image.variant === 'photo');
  console.log(
    `  phone photos only (${photos.length}): pick median ${ms(
      quantile(
        photos.map((r) => r.pickMs),
        0.5,
      ),
    )}, reader alone ${ms(
      quantile(
        photos.map((r) => r.bareMs),
        0.5,
      ),
    )}`,
  );
  const others = results.filter((r) => r.image.variant !== 'photo');
  console.log(
    `  other pictures (${others.length}): pick median ${ms(
      quantile(
        others.map((r) => r.pickMs),
        0.5,
      ),
    )}, reader alone ${ms(
      quantile(
        others.map((r) => r.bareMs),
        0.5,
      ),
    )}`,
  );

  const files = decoderFiles(outDir);
  const total = files.reduce((s, f) => s + f.bytes, 0);
  const totalGz = files.reduce((s, f) => s + f.gzipped, 0);
  console.log(`\nLazily loaded decoder: ${kb(total)} (${kb(totalGz)} gzipped)`);
  for (const f of files) console.log(`  ${f.file}: ${kb(f.bytes)} (${kb(f.gzipped)} gzipped)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
