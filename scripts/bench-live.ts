/**
 * `npm run bench:live`: what the live-updates channel (GET /api/sync/events) costs and gives.
 *
 * (a) Latency: the same traveller on two headless Chromium devices, both on one trip's screen.
 *     Device A adds expenses through the form; B's page records when each row enters its DOM
 *     (MutationObserver). Both pages stamp `performance.timeOrigin + performance.now()`, one
 *     machine and one clock. Printed beside a plain `fetch('/api/user')` round trip from B and
 *     B's own pull round trip, so the figure reads against this machine's speed.
 * (b) Idle cost: the real server as a child process holding 1,000 open event streams: its RSS
 *     before and after (/proc/<pid>/status), its CPU time over 30 s idle with them open
 *     (/proc/<pid>/stat), and how long one change takes to reach all of them.
 *
 * All traffic goes to 127.0.0.1; every loop is bounded and the script stops by itself.
 * BENCH_LIVE_WRITES and BENCH_LIVE_CONNECTIONS change the counts.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, expect, type Page } from '@playwright/test';
import { AuthPage } from '../web/e2e/pages/auth-page';
import { TripFormPage } from '../web/e2e/pages/trip-form-page';
import { TripPage } from '../web/e2e/pages/trip-page';
import { buildWeb, repoRoot, startServer } from './bench-server';
import { measureIdleStreams } from './bench-live/idle-streams';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';

const OUT_DIR = 'dist/web-bench-live';
const WARM_UP_WRITES = 5;
const WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 50);
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 1000);
const IDLE_MS = 30_000;
const BASELINE_IDLE_MS = 10_000;
const BASELINE_FETCHES = 50;
const PASSWORD = 'secret123';
/** A row that never shows up fails the run instead of hanging it. */
const ROW_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** The real server on 127.0.0.1 with a throwaway database, rate limits loosened for the many sign-ups. */
function startLiveServer() {
  return startServer(resolve(repoRoot, OUT_DIR), {
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_USERNAME: '1000',
  });
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`.padStart(9);
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------
// (a) Write on A to row on B

/** What the init scripts keep on each page's window. */
interface BenchWindow {
  /** Index of a "Bench write <i>" row to the moment it entered the DOM. */
  __seen: Record<string, number>;
  __waitSeen(index: number, timeoutMs: number): Promise<number | null>;
  /** Every form submit on the page. */
  __submits: number[];
  /** Sync requests: path, start and end. */
  __requests: Array<{ path: string; start: number; end: number }>;
}

/** Runs in both pages before the app: stamps submits, sync requests and new bench rows. */
function instrumentPage() {
  const w = window as unknown as BenchWindow;
  const now = () => performance.timeOrigin + performance.now();
  w.__seen = {};
  w.__submits = [];
  w.__requests = [];
  const waiting = new Map<string, (at: number) => void>();
  document.addEventListener('submit', () => w.__submits.push(now()), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const path = new URL(entry.name).pathname;
      if (!path.startsWith('/api/sync/')) continue;
      w.__requests.push({
        path,
        start: performance.timeOrigin + entry.startTime,
        end: performance.timeOrigin + entry.startTime + entry.duration,
      });
    }
  }).observe({ type: 'resource', buffered: true });
  new MutationObserver((records) => {
    const at = now();
    for (const record of records) {
      for (const node of record.addedNodes) {
        const text = node.textContent ?? '';
        if (!text.includes('Bench write')) continue;
        for (const match of text.matchAll(/Bench write (\d+)\b/g)) {
          const index = match[1];
          if (index === undefined || index in w.__seen) continue;
          w.__seen[index] = at;
          waiting.get(index)?.(at);
          waiting.delete(index);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  w.__waitSeen = (index, timeoutMs) =>
    new Promise((done) => {
      const key = String(index);
      const seen = w.__seen[key];
      if (seen !== undefined) return done(seen);
      const timer = setTimeout(() => done(null), timeoutMs);
      waiting.set(key, (at) => {
        clearTimeout(timer);
        done(at);
      });
    });
}

async function signIn(pageA: Page, pageB: Page) {
  const username = `bench_${randomUUID().slice(0, 8)}`;
  const authA = new AuthPage(pageA);
  await authA.open();
  await authA.register({ username, password: PASSWORD });
  await expect(pageA).toHaveURL(/\/$/, { timeout: 30_000 });
  const authB = new AuthPage(pageB);
  await authB.open();
  await authB.login(username, PASSWORD);
  await expect(pageB).toHaveURL(/\/$/, { timeout: 30_000 });
}

interface LatencyFigures {
  total: number[];
  afterPush: number[];
  userFetch: number[];
  pullRoundTrip: number[];
}

async function measureLatency(baseURL: string): Promise<LatencyFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const devices = await Promise.all(
      [0, 1].map(async () => {
        const context = await browser.newContext({ baseURL });
        // tsx names inner functions with an `__name` helper the page lacks; a no-op stands in.
        await context.addInitScript({
          content: `globalThis.__name ??= (f) => f;(${instrumentPage.toString()})();`,
        });
        return context.newPage();
      }),
    );
    const [pageA, pageB] = devices as [Page, Page];
    await signIn(pageA, pageB);
    const tripId = await new TripFormPage(pageA).create({
      destination: 'Kyoto, Japan',
      title: 'Live benchmark',
      startDate: '2026-11-02',
      endDate: '2026-11-04',
    });
    const tripA = new TripPage(pageA);
    const tripB = new TripPage(pageB);
    await expect
      .poll(async () => (await pageA.request.get(`/api/trips/${tripId}`)).status(), {
        timeout: 30_000,
      })
      .toBe(200);
    await tripB.open(tripId);
    await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Live benchmark', {
      timeout: 30_000,
    });

    const figures: LatencyFigures = { total: [], afterPush: [], userFetch: [], pullRoundTrip: [] };
    const pullsBefore = await pageB.evaluate(
      () => (window as unknown as BenchWindow).__requests.length,
    );
    for (let i = 0; i < WARM_UP_WRITES + WRITES; i++) {
      // B stamps every bench row as it enters the DOM, so asking before or after A writes is alike.
      const seen = pageB.evaluate(
        ([index, timeout]) => (window as unknown as BenchWindow).__waitSeen(index, timeout),
        [i, ROW_TIMEOUT_MS] as const,
      );
      await tripA.addExpense({ amount: '12.34', description: `Bench write ${i}` });
      const seenAt = await seen;
      if (seenAt === null) throw new Error(`Device B never showed write ${i}`);
      const { submitAt, pushEnd } = await pageA.evaluate((at) => {
        const w = window as unknown as BenchWindow;
        const submit = w.__submits.at(-1) ?? NaN;
        const push = w.__requests.find(
          (r) => r.path === '/api/sync/push' && r.start >= submit && r.end <= at,
        );
        return { submitAt: submit, pushEnd: push?.end ?? NaN };
      }, seenAt);
      if (i >= WARM_UP_WRITES) {
        figures.total.push(seenAt - submitAt);
        if (Number.isFinite(pushEnd)) figures.afterPush.push(seenAt - pushEnd);
      }
      // Each write starts from quiet devices: both have finished the syncs this one set off.
      await new Promise((r) => setTimeout(r, 250));
    }

    figures.pullRoundTrip = await pageB.evaluate(
      (from) =>
        (window as unknown as BenchWindow).__requests
          .slice(from)
          .filter((r) => r.path === '/api/sync/pull')
          .map((r) => r.end - r.start),
      pullsBefore,
    );
    figures.userFetch = await pageB.evaluate(async (count) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        const res = await fetch('/api/user', { credentials: 'same-origin' });
        await res.text();
        times.push(performance.now() - start);
      }
      return times;
    }, BASELINE_FETCHES);
    return figures;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log('Building the web app…');
  buildWeb(OUT_DIR);

  const server = await startLiveServer();
  let latency: LatencyFigures;
  try {
    latency = await measureLatency(server.url);
  } finally {
    await server.stop();
  }
  const row = (name: string, values: readonly number[]) =>
    console.log(
      `  ${name.padEnd(44)} ${ms(quantile(values, 0.5))} ${ms(quantile(values, 0.95))}   n=${values.length}`,
    );
  console.log(`\n(a) Write on device A to the row on device B (headless Chromium, one machine)`);
  console.log(`  ${''.padEnd(44)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  row('form submitted on A → row in B’s DOM', latency.total);
  row('  of which A’s push answered → row on B', latency.afterPush);
  row('baseline: fetch /api/user from B', latency.userFetch);
  row('baseline: B’s pull round trip', latency.pullRoundTrip);
  console.log('  (A sends its outbox 300 ms after a write: the engine debounces bursts of edits.)');

  console.log(`\n(b) Server cost of ${CONNECTIONS.toLocaleString('en')} idle event streams`);
  const idle = await measureIdleStreams({
    start: startLiveServer,
    connections: CONNECTIONS,
    idleMs: IDLE_MS,
    baselineIdleMs: BASELINE_IDLE_MS,
    password: PASSWORD,
  });
  const added = idle.rssOpen - idle.rssBefore;
  const cpuShare = (idle.idleCpu / IDLE_MS) * 100;
  const lines: Array<[string, string]> = [
    ['RSS before', mb(idle.rssBefore)],
    [
      `RSS with ${CONNECTIONS} streams open`,
      `${mb(idle.rssOpen)} (+${mb(added)}, ${((added * 1024) / CONNECTIONS / 1024).toFixed(1)} KB each)`,
    ],
    ['RSS after closing them', mb(idle.rssClosed)],
    [`time to open all ${CONNECTIONS}`, `${idle.openMs.toFixed(0)} ms`],
    [
      `CPU over ${IDLE_MS / 1000} s idle with them open`,
      `${idle.idleCpu.toFixed(0)} ms (${cpuShare.toFixed(2)} % of one core; one heartbeat each)`,
    ],
    [
      'CPU idle with none open (after closing)',
      `${((idle.baselineCpuPerSecond * IDLE_MS) / 1000).toFixed(0)} ms per ${IDLE_MS / 1000} s`,
    ],
    [
      `one write → all ${CONNECTIONS} streams told`,
      idle.fanOutMs === null ? 'not measured' : `${idle.fanOutMs.toFixed(0)} ms`,
    ],
  ];
  for (const [name, value] of lines) console.log(`  ${name.padEnd(44)} ${value}`);
}

await main();
