/**
 * `npm run bench:map`: how long the trip map takes to open, offline, beside the itinerary list of
 * the same trip in the same run. Target: the map no slower than twice the list.
 *
 * Builds the app (dist/web-bench-map, or BENCH_OUT_DIR; BENCH_MAP_SKIP_BUILD=1 uses the folder as
 * it is), serves it with the real server on 127.0.0.1 and seeds a 10-day trip with 40 activities
 * at places (scripts/map/seed-map-trip.ts). Each round, in headless Chromium (Debian's,
 * scripts/chromium-launch.ts), a new browser context signs in, lets the service worker install
 * and the trip arrive on the device, then goes offline and opens, each in a new tab,
 * /trips/:id/itinerary and /trips/:id/map (their order alternating between rounds): from the
 * navigation's start to the 40 rows listed, and to the map's first complete frame with its 40
 * pins. Every tab is a cold open of the installed app: code from the service worker's precache,
 * data from IndexedDB, nothing from the network. BENCH_MAP_RUNS (default 5) rounds; medians and
 * ranges are printed, with the sizes of the map's chunks as built.
 *
 * It prints figures and asserts nothing: timings on a shared machine are not a test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildWeb, repoRoot, startServer } from './bench-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';
import { PLACED_ITEMS, seedMapTrip, SESSION_COOKIE } from './map/seed-map-trip';

const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);
const OUT_DIR = resolve(repoRoot, process.env.BENCH_OUT_DIR ?? 'dist/web-bench-map');
const TIMEOUT_MS = 60_000;
/** A phone: the itinerary is the list alone (a wide screen would draw the map beside it). */
const VIEWPORT = { width: 412, height: 823 };

type Screen = 'list' | 'map';

/**
 * Runs in every tab before the app: notes, in ms since the navigation started, the first moment
 * each screen is drawn (a MutationObserver checks after each change of the document). A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
function probe(count: number): string {
  return `(() => {
    const drawn = {
      list: () => document.querySelectorAll('[aria-label^="Edit activity "]').length >= ${count},
      map: () =>
        document.querySelector('.wf-map[data-state="ready"]') !== null &&
        document.querySelectorAll('.wf-map-pin').length >= ${count},
    };
    const marks = {};
    window.benchMarks = marks;
    const check = () => {
      for (const [name, test] of Object.entries(drawn)) {
        if (marks[name] === undefined && test()) marks[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  })();`;
}

async function timeToDrawn(page: Page, url: string, screen: Screen): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  try {
    const handle = await page.waitForFunction(
      (name) => (window as unknown as { benchMarks?: Record<string, number> }).benchMarks?.[name],
      screen,
      { timeout: TIMEOUT_MS, polling: 50 },
    );
    return Number(await handle.jsonValue());
  } catch (error) {
    // Say what the tab showed instead, so a change to the screens is found at once.
    const shown = await page.evaluate(() => ({
      url: location.pathname,
      rows: document.querySelectorAll('[aria-label^="Edit activity "]').length,
      pins: document.querySelectorAll('.wf-map-pin').length,
      map: document.querySelector('.wf-map')?.getAttribute('data-state') ?? null,
      text: document.body.innerText.slice(0, 300),
    }));
    throw new Error(`${screen} was not drawn: ${JSON.stringify(shown)}`, { cause: error });
  }
}

interface Round {
  list: number;
  map: number;
}

async function round(
  browser: Browser,
  base: string,
  session: string,
  tripId: string,
  order: Screen[],
): Promise<Round> {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true });
  try {
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: base }]);
    await context.addInitScript({ content: probe(PLACED_ITEMS) });
    // Install: the service worker precaches the app; the first sync brings the trip.
    const setup = await context.newPage();
    await setup.goto(`${base}/trips`);
    await setup.getByText('Ten days in Portugal').first().waitFor({ timeout: TIMEOUT_MS });
    await setup.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    });
    await setup.close();
    await context.setOffline(true);
    const result: Partial<Round> = {};
    for (const screen of order) {
      const page = await context.newPage();
      const path = screen === 'map' ? 'map' : 'itinerary';
      result[screen] = await timeToDrawn(page, `${base}/trips/${tripId}/${path}`, screen);
      await page.close();
    }
    return { list: result.list ?? NaN, map: result.map ?? NaN };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const range = (values: number[]) =>
  `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;

function gzipped(path: string) {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The map's files as built: MapLibre with the map's code and world, its worker, its styles. */
function mapFiles(outDir: string) {
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((f) => !f.endsWith('.map'));
  const withMapLibre = files.filter(
    (f) =>
      f.endsWith('.js') &&
      !f.startsWith('maplibre-gl-worker') &&
      readFileSync(join(assets, f), 'utf8').includes('maplibregl-canvas'),
  );
  const worker = files.find((f) => f.startsWith('maplibre-gl-worker') && f.endsWith('.js'));
  const css = files.filter((f) => f.startsWith('trip-map') && f.endsWith('.css'));
  return [...withMapLibre, ...(worker ? [worker] : []), ...css].map((f) => ({
    file: f,
    ...gzipped(join(assets, f)),
  }));
}

if (!process.env.BENCH_MAP_SKIP_BUILD) buildWeb(OUT_DIR);
const server = await startServer(OUT_DIR);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { session, tripId } = await seedMapTrip(server.url);
  const rounds: Round[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  for (let i = 0; i < RUNS; i++) {
    const order: Screen[] = i % 2 === 0 ? ['list', 'map'] : ['map', 'list'];
    const result = await round(browser, server.url, session, tripId, order);
    rounds.push(result);
    console.info(
      `round ${i + 1}: list ${ms(result.list)}, map ${ms(result.map)} (${order.join(' then ')})`,
    );
  }
  const list = rounds.map((r) => r.list);
  const map = rounds.map((r) => r.map);
  const ratios = rounds.map((r) => r.map / r.list);
  console.info(
    `\nOffline cold opens of a ${PLACED_ITEMS}-item, 10-day trip, ${RUNS} rounds, median (min-max):`,
  );
  console.info(`  itinerary list drawn   ${range(list)}`);
  console.info(`  map with its pins      ${range(map)}`);
  console.info(
    `  map / list             ${(median(map) / median(list)).toFixed(2)}x of the medians; per round ${ratios.map((r) => r.toFixed(2)).join(', ')} (target: at most 2x)`,
  );
  console.info(`  load average           ${loadBefore.toFixed(1)} -> ${loadavg()[0]?.toFixed(1)}`);
  console.info('\nThe map’s files as built (precached; none is in the first load):');
  for (const f of mapFiles(OUT_DIR)) {
    console.info(`  ${f.file.padEnd(38)} ${kb(f.raw).padStart(9)} raw, ${kb(f.gzip)} gzipped`);
  }
  const world = join(repoRoot, 'web/src/features/trip-map/base-map/world-110m.json');
  const w = gzipped(world);
  console.info(
    `  of which the world (world-110m.json)   ${kb(statSync(world).size).padStart(9)} raw, ${kb(w.gzip)} gzipped`,
  );
} finally {
  await browser.close();
  await server.stop();
}
