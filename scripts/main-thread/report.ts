/**
 * The main-thread benchmark's report (scripts/main-thread/run.ts measures): each page's
 * main-thread time until interactive, its ratio to the baseline page's, and where the scripting
 * time goes by library.
 */
import { LIBRARIES, LIBRARY_NOTES, type Breakdown } from './libraries';
import { EXPENSE_COUNT, ITEM_COUNT, TRIP_COUNT } from './seed';
import { INTERACTIVE_DEFINITION, median, type MainThreadTime, type Times } from './trace-analysis';

export const ms = (us: number) => us / 1000;
export const fmt = (us: number) => ms(us).toFixed(0);

/** The target of the issue: no page costs more than twice the baseline. */
export const MAX_RATIO = 2;

export interface PageSpec {
  label: string;
  origin: string;
  path: string;
  /** The probe's condition: the page's main content is in the DOM. */
  ready: string;
  outDir: string;
  session?: string;
  /** A return visit: IndexedDB and localStorage filled by a first visit, HTTP cache emptied. */
  returnVisit?: boolean;
  /** A page of the build compared against: shown, not held to the target. */
  reference?: boolean;
}

export interface LoadResult {
  time: MainThreadTime;
  /** ms from navigationStart. */
  contentReady: number;
  interactive: number;
  confirmed: boolean;
  longTasks: number;
  /**
   * Of those, the tasks whose thread time alone is over 50 ms: the page's own long tasks, where
   * `longTasks` also counts a short one stretched past 50 ms by the OS running something else.
   */
  longCpuTasks: number;
  /** Sum of long tasks' time over 50 ms, from first contentful paint to interactive (ms). */
  blocking: number;
  libraries: Breakdown;
}

const sum = (t: Times) => t.scripting + t.style + t.layout;
export const total = (t: MainThreadTime) => sum(t.cpu);
const wallTotal = (t: MainThreadTime) => sum(t.wall);

export interface PageFigures {
  spec: PageSpec;
  runs: LoadResult[];
}

function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}

function meanMap<K>(maps: readonly Map<K, number>[]): Map<K, number> {
  const sum = new Map<K, number>();
  for (const map of maps) for (const [k, v] of map) sum.set(k, (sum.get(k) ?? 0) + v);
  return new Map([...sum].map(([k, v]) => [k, v / maps.length]));
}

const pad = (text: string, width: number) => text.padStart(width);

/** How the rounds were run, for the report's heading. */
export interface ReportSetup {
  runs: number;
  viewport: { width: number; height: number };
}

/** Prints the figures; true when every page is within MAX_RATIO of the baseline. */
export function report(
  pages: PageFigures[],
  load: { before: number; after: number },
  { runs: RUNS, viewport }: ReportSetup,
): boolean {
  const baseline = pages[0];
  const baselineCpu = baseline ? median(baseline.runs.map((r) => total(r.time))) : NaN;
  const baselineWall = baseline ? median(baseline.runs.map((r) => wallTotal(r.time))) : NaN;
  const width = Math.max(24, ...pages.map((p) => p.spec.label.length));
  console.log(
    `\nMain-thread time to interactive (headless Chromium, unthrottled, ${viewport.width}x${viewport.height}; median of ${RUNS} cold loads each, in rounds; load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after)`,
  );
  console.log(`  ${INTERACTIVE_DEFINITION}`);
  console.log(
    `  Cold: a new browser context per load (empty HTTP cache, no service worker). Signed-in pages: ${TRIP_COUNT} trips, one with ${EXPENSE_COUNT} expenses and ${ITEM_COUNT} items; a first visit includes the first pull into the empty device store; a return visit finds the store filled (by a first visit in the same context) and the HTTP cache emptied.`,
  );
  console.log(
    `\n  ${'page'.padEnd(width)} ${pad('CPU', 5)} ${pad('range', 9)} ${pad('script', 6)} ${pad('style', 5)} ${pad('layout', 6)} ${pad('ratio', 6)} | ${pad('wall', 5)} ${pad('ratio', 6)} | ${pad('content', 7)} ${pad('inter.', 6)} ${pad('long', 4)} ${pad('cpu', 3)} ${pad('block', 5)}`,
  );
  let ok = true;
  for (const { spec, runs } of pages) {
    if (runs.length === 0) {
      console.log(`  ${spec.label.padEnd(width)} no successful load`);
      ok = false;
      continue;
    }
    const totals = runs.map((r) => total(r.time));
    const ratio = median(totals) / baselineCpu;
    if (spec !== baseline?.spec && !spec.reference && !(ratio <= MAX_RATIO)) ok = false;
    const m = (pick: (r: LoadResult) => number) => median(runs.map(pick));
    const wall = m((r) => wallTotal(r.time));
    const unconfirmed = runs.filter((r) => !r.confirmed).length;
    console.log(
      `  ${spec.label.padEnd(width)} ${pad(fmt(median(totals)), 5)} ${pad(`${fmt(Math.min(...totals))}-${fmt(Math.max(...totals))}`, 9)} ${pad(fmt(m((r) => r.time.cpu.scripting)), 6)} ${pad(fmt(m((r) => r.time.cpu.style)), 5)} ${pad(fmt(m((r) => r.time.cpu.layout)), 6)} ${pad(`${ratio.toFixed(2)}x`, 6)} | ${pad(fmt(wall), 5)} ${pad(`${(wall / baselineWall).toFixed(2)}x`, 6)} | ${pad(m((r) => r.contentReady).toFixed(0), 7)} ${pad(m((r) => r.interactive).toFixed(0), 6)} ${pad(m((r) => r.longTasks).toFixed(0), 4)} ${pad(m((r) => r.longCpuTasks).toFixed(0), 3)} ${pad(m((r) => r.blocking).toFixed(0), 5)}${runs.length < RUNS ? `  (${runs.length} of ${RUNS} loads)` : ''}${unconfirmed ? `  (${unconfirmed} without a full quiet window in the trace)` : ''}`,
    );
  }
  console.log(
    [
      "  ms. CPU = scripting + style + layout while the main thread ran (its thread time); range = min-max of CPU; ratio = CPU / the baseline's;",
      '  wall = the same in wall-clock time, as DevTools shows it; on a busy machine it also counts the time the OS gave the core to another process;',
      '  content = content drawn, inter. = interactive (ms after navigationStart); long = tasks over 50 ms; cpu = those of them whose own',
      '  thread time is over 50 ms (not only stretched by other processes); block = their wall time over 50 ms after first contentful paint',
      '  (an unthrottled TBT). Each column is its own median.',
    ].join('\n'),
  );

  console.log(
    '\nWhere the scripting goes: CPU profile samples (every 0.2 ms or so) of the same loads by library, in ms of thread time per load (mean of the loads)',
  );
  console.log(`  ${LIBRARY_NOTES}`);
  for (const { spec, runs } of pages) {
    if (runs.length === 0) continue;
    const byLibrary = meanMap(runs.map((r) => r.libraries.byLibrary));
    const bySource = meanMap(runs.map((r) => r.libraries.bySource));
    const byFunction = meanMap(runs.map((r) => r.libraries.byFunction));
    const sampled = [...byLibrary.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\n  ${spec.label}: ${fmt(median(runs.map((r) => total(r.time))))} ms CPU on the main thread, ${fmt(median(runs.map((r) => r.time.cpu.scripting)))} ms of it scripting; ${fmt(sampled)} ms of JavaScript sampled`,
    );
    for (const library of LIBRARIES) {
      const us = byLibrary.get(library) ?? 0;
      if (us === 0 && (library === 'GC' || library === 'other')) continue;
      const sources = [...bySource]
        .filter(([key]) => key.startsWith(`${library}\u0000`))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .filter(([, v]) => v >= 500)
        .map(([key, v]) => `${key.split('\u0000')[1]} ${fmt(v)}`);
      console.log(
        `    ${library.padEnd(15)} ${pad(fmt(us), 5)} ms ${pad(`${((100 * us) / sampled).toFixed(0)}%`, 4)}${sources.length ? `   ${sources.join(', ')}` : ''}`,
      );
    }
    const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`    top functions, self time (ms):`);
    for (const [name, us] of top) console.log(`      ${pad((us / 1000).toFixed(1), 5)}  ${name}`);
    const inclusive = meanMap(runs.map((r) => r.libraries.inclusive));
    const topInclusive = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`    top functions, with what they call (ms; React DOM's own frames left out):`);
    for (const [name, us] of topInclusive) {
      console.log(`      ${pad((us / 1000).toFixed(1), 5)}  ${name}`);
    }
    const probe = mean(runs.map((r) => r.time.cpu.probe));
    if (probe >= 500) console.log(`    (the probe's own ${fmt(probe)} ms are left out)`);
  }
  console.log(
    `\nMain thread (CPU) at most ${MAX_RATIO}x the baseline on every page: ${ok ? 'met' : 'MISSED'}`,
  );
  return ok;
}
