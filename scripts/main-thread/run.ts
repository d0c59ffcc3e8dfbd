/**
 * The main-thread benchmark (see scripts/bench-main-thread.ts): cold loads of the app's pages and
 * of a minimal React page built the same way, in one headless Chromium, each load traced; prints
 * every page's main-thread time until interactive, its ratio to the baseline's and where the
 * scripting time goes by library. The ratio is the figure that does not move with the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { repoRoot, startServer } from '../bench-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-launch';
import { buildBaseline } from './baseline-build';
import { breakdown, FrameResolver } from './libraries';
import { probeScript, QUIET_MESSAGE } from './probe';
import { fmt, ms, report, total, type LoadResult, type PageFigures, type PageSpec } from './report';
import { EXPENSE_COUNT, seedUser, SESSION_COOKIE, TRIP_COUNT } from './seed';
import {
  cpuProfileOf,
  findMainThread,
  interactiveAt,
  LONG_TASK_US,
  mainThreadTime,
  tasksOf,
  type TraceEvent,
} from './trace-analysis';

const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 5);
/** BENCH_MAIN_THREAD_PAGES=/,/auth measures only those (the baseline always). */
const ONLY = process.env.BENCH_MAIN_THREAD_PAGES?.split(',');

/**
 * Whether a load's label ('/trips first visit', '/ (before)') is of the page asked for: the page
 * itself and its variants, so that '/' is not every page and '/trips' not '/trips/:id'.
 */
function pageMatches(label: string, page: string): boolean {
  return label === page || label.startsWith(`${page} `);
}
/** BENCH_MAIN_THREAD_TRACES=<folder> keeps every load's trace (gzipped JSON, for DevTools). */
const TRACES_DIR = process.env.BENCH_MAIN_THREAD_TRACES;
const DEFAULT_BASELINE_OUT_DIR = resolve(repoRoot, 'dist/bench-baseline');
const LOAD_TIMEOUT_MS = 30_000;
const ATTEMPTS = 2;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
];

/** A phone-sized page, as Lighthouse's mobile runs use (412 x 823 CSS pixels). */
const CONTEXT_OPTIONS = {
  serviceWorkers: 'block',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Traces `during`. The trace stays in the browser until the end (ReturnAsStream): sending it
 * while the page loads would have the browser and this process compete with the page for the
 * machine's cores.
 */
async function record(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const complete = new Promise<string | undefined>((done) =>
    cdp.once('Tracing.tracingComplete', ({ stream }) => done(stream)),
  );
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    streamFormat: 'json',
    traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: CATEGORIES },
  });
  try {
    await during();
  } finally {
    await cdp.send('Tracing.end');
  }
  const handle = await complete;
  if (!handle) throw new Error('The trace came without a stream');
  const parts: string[] = [];
  for (let i = 0; i < 100_000; i++) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle });
    parts.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle });
  const trace = JSON.parse(parts.join('')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(trace) ? trace : trace.traceEvents;
}

/** Opens `url` and resolves once the probe has seen the content and a quiet main thread. */
async function load(page: Page, url: string): Promise<void> {
  const quiet = page.waitForEvent('console', {
    predicate: (message) => message.text() === QUIET_MESSAGE,
    timeout: LOAD_TIMEOUT_MS,
  });
  await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
  await quiet;
}

async function measure(
  browser: Browser,
  cdp: CDPSession,
  spec: PageSpec,
  resolver: FrameResolver,
  run: number,
): Promise<LoadResult> {
  const url = `${spec.origin}${spec.path}`;
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    if (spec.session) {
      await context.addCookies([{ name: SESSION_COOKIE, value: spec.session, url: spec.origin }]);
    }
    await context.addInitScript({ content: probeScript(spec.ready) });
    if (spec.returnVisit) {
      const first = await context.newPage();
      await load(first, url);
      await first.close();
    }
    const page = await context.newPage();
    if (spec.returnVisit) {
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
    }
    const events = await record(cdp, async () => {
      await load(page, url);
      // Room for the last trace events of the quiet window.
      await page.waitForTimeout(200);
    });
    if (TRACES_DIR) {
      mkdirSync(TRACES_DIR, { recursive: true });
      const name = `${spec.label.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}`;
      writeFileSync(
        join(TRACES_DIR, `${name}.json.gz`),
        gzipSync(JSON.stringify({ traceEvents: events })),
      );
    }
    return analyse(events, url, resolver);
  } finally {
    await context.close();
  }
}

function analyse(events: TraceEvent[], url: string, resolver: FrameResolver): LoadResult {
  const thread = findMainThread(events, url);
  const { pid, tid, navigationStart } = thread;
  const tasks = tasksOf(events, pid, tid);
  const traceEnd = Math.max(
    ...events.filter((e) => e.pid === pid && e.tid === tid).map((e) => e.ts + (e.dur ?? 0)),
  );
  const seen = interactiveAt(tasks, thread.contentReady, traceEnd);
  const interactive = seen ?? interactiveAt(tasks, thread.contentReady, Infinity) ?? traceEnd;
  const blockingFrom = thread.firstContentfulPaint ?? navigationStart;
  const long = tasks.filter(
    (t) => t.dur > LONG_TASK_US && t.ts + t.dur > navigationStart && t.ts < interactive,
  );
  return {
    time: mainThreadTime(events, pid, tid, navigationStart, interactive),
    contentReady: ms(thread.contentReady - navigationStart),
    interactive: ms(interactive - navigationStart),
    confirmed: seen !== undefined,
    longTasks: long.length,
    longCpuTasks: long.filter((t) => t.dur * t.cpuShare > LONG_TASK_US).length,
    blocking: ms(
      long
        .filter((t) => t.ts + t.dur > blockingFrom)
        .reduce(
          (sum, t) => sum + Math.max(0, t.ts + t.dur - Math.max(t.ts, blockingFrom) - LONG_TASK_US),
          0,
        ),
    ),
    libraries: breakdown(
      cpuProfileOf(events, pid, tid),
      tasks,
      resolver,
      navigationStart,
      interactive,
    ),
  };
}

export interface MainThreadBenchOptions {
  /** The app served by the real server, built with source maps into appOutDir. */
  appUrl: string;
  appOutDir: string;
  /** Where the baseline page is built (absolute); dist/bench-baseline unless given. */
  baselineOutDir?: string;
  /** Another build of the app (e.g. before a change), measured in the same rounds for comparison. */
  compare?: { label: string; url: string; outDir: string };
}

/** The app's pages, served from `origin` (a fresh user with trips is seeded there). */
async function appSpecs(
  app: { origin: string; outDir: string },
  suffix: string,
  reference = false,
): Promise<PageSpec[]> {
  const { session, detailTripId } = await seedUser(app.origin);
  const page = { ...app, ...(reference ? { reference } : {}) };
  const tripPage = (label: string, path: string, ready: string) => [
    { ...page, label: `${label} first visit${suffix}`, path, ready, session },
    { ...page, label: `${label} return visit${suffix}`, path, ready, session, returnVisit: true },
  ];
  return [
    {
      ...page,
      label: `/${suffix}`,
      path: '/',
      // The explorer's first pass of cards, not its placeholders.
      ready: `document.querySelectorAll('main button[aria-label*=", "]').length >= 9 && !document.querySelector('[data-testid="destination-placeholder"]')`,
    },
    {
      ...page,
      label: `/auth${suffix}`,
      path: '/auth',
      ready: `!!document.querySelector('form input[name="username"]') && !!document.querySelector('form input[name="password"]')`,
    },
    ...tripPage(
      '/trips',
      '/trips',
      `document.querySelectorAll('main article').length >= ${TRIP_COUNT}`,
    ),
    // The plan's first day; before decision 015 the page drew every section at once, so a build
    // without the trip's tabs is ready only once its expense list is drawn too.
    ...tripPage(
      '/trips/:id',
      `/trips/${detailTripId}`,
      `!!document.querySelector('section[aria-label="Day 1"] li') && (!!document.querySelector('[role="tablist"][aria-label="Trip sections"]') || document.querySelectorAll('ul[aria-label="Expenses"] > li').length >= ${EXPENSE_COUNT})`,
    ),
  ];
}

/** Runs the benchmark and prints it; true when every page is within MAX_RATIO of the baseline. */
export async function runMainThreadBench({
  appUrl,
  appOutDir,
  baselineOutDir = DEFAULT_BASELINE_OUT_DIR,
  compare,
}: MainThreadBenchOptions): Promise<boolean> {
  await buildBaseline(baselineOutDir);
  const baselineServer = await startServer(baselineOutDir);
  try {
    const baselineSpec: PageSpec = {
      label: 'baseline',
      origin: baselineServer.url,
      outDir: baselineOutDir,
      path: '/',
      ready: `document.querySelectorAll('main article').length >= 20`,
    };
    const current = await appSpecs({ origin: appUrl, outDir: appOutDir }, '');
    const reference = compare
      ? await appSpecs({ origin: compare.url, outDir: compare.outDir }, ` (${compare.label})`, true)
      : [];
    // With a build to compare, each of its pages is loaded just before the same page of this one,
    // so that both meet the same moment of a busy machine.
    const specs: PageSpec[] = [
      baselineSpec,
      ...current.flatMap((spec, i) => (reference[i] ? [reference[i], spec] : [spec])),
    ].filter((s) => s.label === 'baseline' || !ONLY || ONLY.some((o) => pageMatches(s.label, o)));

    const resolvers = new Map<string, FrameResolver>();
    const resolverFor = (spec: PageSpec) => {
      const resolver = resolvers.get(spec.origin) ?? new FrameResolver(spec.origin, spec.outDir);
      resolvers.set(spec.origin, resolver);
      return resolver;
    };
    const pages: PageFigures[] = specs.map((spec) => ({ spec, runs: [] }));
    const loadBefore = loadavg()[0] ?? NaN;
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const cdp = await browser.newBrowserCDPSession();
      console.log(
        `\nMain thread: ${RUNS} rounds of ${specs.length} cold loads (${specs.map((s) => s.label).join(', ')})`,
      );
      // Rounds rather than one page after another: a busy spell of the machine then weighs on
      // every page, not on one, and the ratios hold.
      for (let run = 0; run < RUNS; run++) {
        const line: string[] = [];
        for (const page of pages) {
          // A second attempt when a load fails: now and then a freshly started renderer commits
          // the navigation before tracing has reached it, and the trace lacks its start.
          for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
              const result = await measure(browser, cdp, page.spec, resolverFor(page.spec), run);
              page.runs.push(result);
              line.push(`${page.spec.label} ${fmt(total(result.time))}`);
              break;
            } catch (error) {
              const retry = attempt < ATTEMPTS;
              if (!retry) line.push(`${page.spec.label} FAILED`);
              console.log(
                `  ! ${page.spec.label}, round ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${retry ? ' (measured again)' : ''}`,
              );
            }
          }
        }
        console.log(`  round ${run + 1}: ${line.join(', ')} (ms)`);
      }
    } finally {
      await browser.close();
    }
    return report(
      pages,
      { before: loadBefore, after: loadavg()[0] ?? NaN },
      { runs: RUNS, viewport: CONTEXT_OPTIONS.viewport },
    );
  } finally {
    await baselineServer.stop();
  }
}
