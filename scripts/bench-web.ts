/**
 * `npm run bench:web`: how heavy and how fast the web app is. Builds it into its own folder,
 * prints the gzipped JavaScript and CSS a first visit downloads and each screen's own chunks,
 * then serves the build with the real server and runs Lighthouse (mobile, simulated throttling)
 * on /, /auth and /trips, several runs each. Targets: first-load JS under 200 KB gzipped; performance at least 95;
 * accessibility and best practices 100. Then the main-thread time of each page against a minimal
 * React page, which does not move with the machine (bench-main-thread.ts; BENCH_MAIN_THREAD=0
 * skips it, BENCH_WEB_LIGHTHOUSE=0 skips Lighthouse).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { runMainThreadBench } from './main-thread/run';
import { buildWeb, freePort, repoRoot, startServer } from './bench-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';

const OUT_DIR = 'dist/web-bench';
const outDir = resolve(repoRoot, OUT_DIR);
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? ['/', '/auth', '/trips'];
const FIRST_LOAD_JS_BUDGET_KB = 200;
// Lighthouse's simulated timings follow the machine's load, so each page is measured several
// times and the median run is reported (BENCH_WEB_RUNS=1 for a quick look).
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;

/** The JS files a chunk imports statically (what the browser must fetch before running it). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(outDir, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
    if (match[1]) found.add(`assets/${match[1]}`);
  }
  return [...found];
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return seen;
}

function reportSizes(): boolean {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('No entry script in index.html');
  const firstLoad = closure(entry);
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
  const jsBytes = [...firstLoad].reduce((sum, f) => sum + gz(f), 0);
  const cssBytes = css.reduce((sum, f) => sum + gz(f), 0);
  console.log('\nFirst load (gzipped)');
  for (const f of [...firstLoad].sort((a, b) => gz(b) - gz(a)))
    console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`);
  console.log(
    `  JS total ${kb(jsBytes)} (budget ${FIRST_LOAD_JS_BUDGET_KB} KB), CSS ${kb(cssBytes)}`,
  );

  // Screens are the chunks the entry loads with import(): their own code plus what they add.
  const entryCode = readFileSync(join(outDir, entry), 'utf8');
  const lazy = [...entryCode.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].flatMap(
    (m) => (m[1] ? [`assets/${m[1]}`] : []),
  );
  console.log('\nScreens (gzipped: own chunk, and everything it adds to the first load)');
  for (const chunk of [...new Set(lazy)].sort()) {
    const added = [...closure(chunk)].filter((f) => !firstLoad.has(f));
    const name = chunk.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    console.log(
      `  ${name.padEnd(22)} ${kb(gz(chunk)).padStart(9)} ${kb(added.reduce((s, f) => s + gz(f), 0)).padStart(9)}`,
    );
  }
  return jsBytes / 1024 < FIRST_LOAD_JS_BUDGET_KB;
}

type LighthouseRun = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const perfScore = (lhr: LighthouseRun) =>
  Math.round((lhr.categories['performance']?.score ?? 0) * 100);

/** The run whose performance score is the median of the page's runs. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => perfScore(a) - perfScore(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run to report');
  return median;
}

async function runLighthouse(baseUrl: string) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  const scores: boolean[] = [];
  try {
    console.log(`\nLighthouse (mobile, median of ${RUNS} runs by performance score)`);
    console.log(
      `  ${'page'.padEnd(8)} perf  a11y  best  seo   FCP      LCP      TBT     CLS    perf range`,
    );
    for (const path of PAGES) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { runtimeError } = result.lhr;
        // A failed trace (it happens on a busy machine) is reported and not counted.
        if (runtimeError) console.log(`  ${path.padEnd(8)} run failed: ${runtimeError.code}`);
        else runs.push(result.lhr);
      }
      if (runs.length === 0) {
        scores.push(false);
        continue;
      }
      const lhr = medianRun(runs);
      // BENCH_WEB_REPORTS=<folder> keeps the median run's full report, to dig into a low score.
      if (process.env.BENCH_WEB_REPORTS) {
        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
        mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
        writeFileSync(join(process.env.BENCH_WEB_REPORTS, `${name}.json`), JSON.stringify(lhr));
      }
      const { categories, audits } = lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? NaN)} ms`;
      const perfs = runs.map(perfScore);
      console.log(
        `  ${path.padEnd(8)} ${String(score('performance')).padEnd(5)} ${String(score('accessibility')).padEnd(5)} ${String(score('best-practices')).padEnd(5)} ${String(score('seo')).padEnd(5)} ${ms('first-contentful-paint').padEnd(8)} ${ms('largest-contentful-paint').padEnd(8)} ${ms('total-blocking-time').padEnd(7)} ${(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}  ${Math.min(...perfs)}-${Math.max(...perfs)}`,
      );
      for (const [id, audit] of Object.entries(audits)) {
        const inCategory = ['accessibility', 'best-practices'].some((c) =>
          categories[c]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
        );
        if (inCategory && audit.score !== null && audit.score < 1)
          console.log(`           ! ${id}: ${audit.title}`);
      }
      scores.push(
        score('performance') >= 95 &&
          score('accessibility') === 100 &&
          score('best-practices') === 100,
      );
    }
  } finally {
    await browser.close();
  }
  return scores.every(Boolean);
}

buildWeb(OUT_DIR);
const withinBudget = reportSizes();
const server = await startServer(outDir);
try {
  const lighthouseOk =
    process.env.BENCH_WEB_LIGHTHOUSE === '0' ? undefined : await runLighthouse(server.url);
  const mainThreadOk =
    process.env.BENCH_MAIN_THREAD === '0'
      ? undefined
      : await runMainThreadBench({ appUrl: server.url, appOutDir: outDir });
  const verdict = (ok: boolean | undefined) =>
    ok === undefined ? 'skipped' : ok ? 'met' : 'MISSED';
  console.log(
    `\nFirst-load JS budget: ${verdict(withinBudget)}; Lighthouse targets: ${verdict(lighthouseOk)}; main thread at most 2x the baseline: ${verdict(mainThreadOk)}`,
  );
} finally {
  await server.stop();
}
