/**
 * Reads a Chromium trace of one page load (Tracing domain, JSON events) and answers what the
 * main-thread benchmark reports: when the page became interactive, how much renderer main-thread
 * time went into scripting, style and layout until then, the long tasks, and the CPU profile's
 * samples of that window (for the breakdown by library). Pure: no browser, no files.
 *
 * Interactive (TTI-like, see INTERACTIVE_DEFINITION): the probe (probe.ts) marks
 * `bench:content-ready` once the page's main content is in the DOM and a frame has been drawn
 * after it. From that mark, interactive is the end of the last long task (over 50 ms) before the
 * first 500 ms that hold no long task; the mark itself when no long task follows it.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

export const CONTENT_MARK = 'bench:content-ready';
export const PROBE_URL = 'bench-probe.js';
export const LONG_TASK_US = 50_000;
export const QUIET_WINDOW_US = 500_000;

export const INTERACTIVE_DEFINITION =
  "interactive = the page's main content is in the DOM (a selector per page) and a frame has " +
  'been drawn after it, then the main thread runs no task over 50 ms for 500 ms (TTI-like ' +
  'quiet window; interactive is the end of the last long task before that window). Main-thread ' +
  'time = self time of scripting (script evaluation and compilation, function calls, timers, ' +
  'events, microtasks, GC), style (style recalculation, style sheet parsing) and layout events ' +
  "on the page's renderer main thread, from navigationStart to interactive.";

export type Category = 'scripting' | 'style' | 'layout' | 'other';

const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']);
const LAYOUT = new Set(['Layout']);
const SCRIPTING = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
  'MinorGC',
  'MajorGC',
  'GCEvent',
  'BlinkGC.AtomicPhase',
  'ParseScriptOnBackground',
]);
/** Rendering and loading work that is neither script, style nor layout. */
const OTHER = new Set([
  'RunTask',
  'ParseHTML',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'UpdateLayerTree',
  'Decode Image',
  'Decode LazyPixelRef',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'ResourceReceivedData',
]);

/** The category an event's own time counts in; undefined: the category of the event around it. */
export function categoryOf(name: string): Category | undefined {
  if (STYLE.has(name)) return 'style';
  if (LAYOUT.has(name)) return 'layout';
  if (OTHER.has(name)) return 'other';
  if (SCRIPTING.has(name) || /^v8\.|^V8\./i.test(name) || /GC/.test(name)) return 'scripting';
  return undefined;
}

export interface MainThread {
  pid: number;
  tid: number;
  /** navigationStart of the measured document, µs (trace clock). */
  navigationStart: number;
  /** The probe's mark, µs. */
  contentReady: number;
  firstContentfulPaint: number | undefined;
}

/** The renderer main thread that drew the measured page, found through the probe's mark. */
export function findMainThread(events: readonly TraceEvent[], url: string): MainThread {
  const mark = events.find((e) => e.name === CONTENT_MARK);
  if (!mark) throw new Error(`The trace has no ${CONTENT_MARK} mark`);
  const { pid, tid } = mark;
  const navigations = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === pid &&
      e.tid === tid &&
      e.args?.data?.['documentLoaderURL'] === url &&
      e.ts <= mark.ts,
  );
  const navigation = navigations.at(-1);
  if (!navigation) throw new Error(`No navigationStart for ${url} in the page's renderer`);
  const fcp = events.find(
    (e) =>
      e.name === 'firstContentfulPaint' &&
      e.pid === pid &&
      e.ts >= navigation.ts &&
      e.args?.data?.['navigationId'] === navigation.args?.data?.['navigationId'],
  );
  return {
    pid,
    tid,
    navigationStart: navigation.ts,
    contentReady: mark.ts,
    firstContentfulPaint: fcp?.ts,
  };
}

export interface Task {
  ts: number;
  dur: number;
  /**
   * The share of the task's wall time the thread actually ran (its thread time over its wall
   * time). Below 1 when the OS gave the core to another process: on a small machine the
   * browser's other processes and the local server, busy with the page's requests, take it.
   */
  cpuShare: number;
}

/** Top-level tasks of a thread (RunTask), in order. */
export function tasksOf(events: readonly TraceEvent[], pid: number, tid: number): Task[] {
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid)
    .map((e) => {
      const dur = e.dur ?? 0;
      const tdur = (e as { tdur?: number }).tdur;
      return {
        ts: e.ts,
        dur,
        cpuShare: tdur === undefined || dur === 0 ? 1 : Math.min(1, tdur / dur),
      };
    })
    .sort((a, b) => a.ts - b.ts);
}

/** The task running at `ts`, if any (tasks in order, as tasksOf answers them). */
export function taskAt(tasks: readonly Task[], ts: number): Task | undefined {
  let low = 0;
  let high = tasks.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const task = tasks[mid];
    if (!task) break;
    if (task.ts > ts) high = mid - 1;
    else if (task.ts + task.dur <= ts) low = mid + 1;
    else return task;
  }
  return undefined;
}

/**
 * From `from` (the content mark), the end of the last long task before the first quiet window:
 * QUIET_WINDOW_US in which no long task starts. undefined when the trace ends before such a
 * window could be seen (the load was stopped too early).
 */
export function interactiveAt(tasks: readonly Task[], from: number, traceEnd: number) {
  const long = tasks.filter((t) => t.dur > LONG_TASK_US);
  let at = from;
  for (;;) {
    // A long task running across `at` pushes it to that task's end.
    const across = long.find((t) => t.ts < at && t.ts + t.dur > at);
    if (across) {
      at = across.ts + across.dur;
      continue;
    }
    const next = long.find((t) => t.ts >= at && t.ts < at + QUIET_WINDOW_US);
    if (!next) break;
    at = next.ts + next.dur;
  }
  return at + QUIET_WINDOW_US <= traceEnd ? at : undefined;
}

export interface Times {
  scripting: number;
  style: number;
  layout: number;
  /** Paint, HTML parsing, task overhead: reported, not in the total. */
  other: number;
  /** The probe's own script (MutationObserver, timers), left out of every figure. */
  probe: number;
}

export interface MainThreadTime {
  /** Wall-clock self time, as DevTools shows it. */
  wall: Times;
  /** The same scaled by each task's cpuShare: the time the thread really ran. */
  cpu: Times;
}

interface Node {
  event: TraceEvent;
  end: number;
  category: Category;
  probe: boolean;
  cpuShare: number;
  /** Clipped time of the children closed so far, wall and CPU. */
  childWall: number;
  childCpu: number;
}

function isProbe(event: TraceEvent): boolean {
  const url = event.args?.data?.['url'];
  return typeof url === 'string' && url.endsWith(PROBE_URL);
}

/** An event's thread time over its wall time, when it has a thread time. */
function ownCpuShare(event: TraceEvent): number | undefined {
  const tdur = (event as { tdur?: number }).tdur;
  const dur = event.dur ?? 0;
  return tdur === undefined || dur <= 0 ? undefined : Math.min(1, tdur / dur);
}

const noTime = (): Times => ({ scripting: 0, style: 0, layout: 0, other: 0, probe: 0 });

/**
 * Self time (an event's duration less its children's) by category, of the thread's complete
 * events clipped to [from, to], µs. An event of no known category counts in its parent's. The
 * CPU figure uses each event's thread time (its wall time times its thread time over wall time;
 * an event without a thread time of its own takes its parent's ratio).
 */
export function mainThreadTime(
  events: readonly TraceEvent[],
  pid: number,
  tid: number,
  from: number,
  to: number,
): MainThreadTime {
  const own = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined)
    .filter((e) => e.ts < to && e.ts + (e.dur ?? 0) > from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals: MainThreadTime = { wall: noTime(), cpu: noTime() };
  const clip = (start: number, end: number) =>
    Math.max(0, Math.min(end, to) - Math.max(start, from));
  const stack: Node[] = [];
  const pop = () => {
    const node = stack.pop();
    if (!node) return;
    const wall = clip(node.event.ts, node.end);
    const cpu = wall * node.cpuShare;
    const key = node.probe ? 'probe' : node.category;
    totals.wall[key] += Math.max(0, wall - node.childWall);
    totals.cpu[key] += Math.max(0, cpu - node.childCpu);
    const parent = stack.at(-1);
    if (parent) {
      parent.childWall += wall;
      parent.childCpu += cpu;
    }
  };
  for (const event of own) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) pop();
    const parent = stack.at(-1);
    stack.push({
      event,
      // Events of different categories can overlap their parent's end by a rounding microsecond.
      end: Math.min(event.ts + (event.dur ?? 0), parent?.end ?? Infinity),
      category: categoryOf(event.name) ?? parent?.category ?? 'other',
      probe: (parent?.probe ?? false) || isProbe(event),
      cpuShare: ownCpuShare(event) ?? parent?.cpuShare ?? 1,
      childWall: 0,
      childCpu: 0,
    });
  }
  while (stack.length > 0) pop();
  return totals;
}

export interface Sample {
  ts: number;
  /** µs until the next sample of the thread (the time this sample stands for). */
  dur: number;
  nodeId: number;
}

export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

export interface CpuProfile {
  nodes: Map<number, ProfileNode>;
  samples: Sample[];
}

/** The CPU profile (disabled-by-default-v8.cpu_profiler) of one thread, samples in time order. */
export function cpuProfileOf(events: readonly TraceEvent[], pid: number, tid: number): CpuProfile {
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  if (!start) return { nodes, samples: [] };
  let ts = Number(start.args?.data?.['startTime'] ?? start.ts);
  const raw: { ts: number; nodeId: number }[] = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== start.id) continue;
    const data = e.args?.data as
      | {
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((nodeId, i) => {
      ts += deltas[i] ?? 0;
      raw.push({ ts, nodeId });
    });
  }
  raw.sort((a, b) => a.ts - b.ts);
  const samples = raw.map((s, i) => ({
    ...s,
    // The gap to the next sample, capped: a thread that sleeps is sampled as (idle) anyway.
    dur: Math.min(10_000, Math.max(0, (raw[i + 1]?.ts ?? s.ts) - s.ts)),
  }));
  return { nodes, samples };
}

/** µs, median of a list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
