/**
 * Which library a CPU-profile sample's time belongs to. A sample counts for its innermost
 * JavaScript frame that has a script URL (a built-in such as Array.prototype.map counts for the
 * code that called it); that frame's function is looked up in the built chunk's source map and
 * bucketed by the original file's path. Function positions, not sample positions: V8's profile
 * knows where each function starts, and the minified chunks are a handful of long lines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { PROBE_URL, taskAt, type CpuProfile, type ProfileNode, type Task } from './trace-analysis';

export const LIBRARIES = [
  'React DOM',
  'router',
  'Chakra/Emotion',
  'Dexie',
  'zod',
  'our code',
  'other',
  'GC',
] as const;
export type Library = (typeof LIBRARIES)[number];

export const LIBRARY_NOTES =
  'React DOM = react, react-dom, scheduler; router = react-router(-dom); Chakra/Emotion = ' +
  '@chakra-ui, @emotion, @ark-ui, @zag-js, @pandacss, stylis, @floating-ui; Dexie = dexie, ' +
  'dexie-react-hooks; our code = web/src, shared/src (the baseline: its page); GC = samples ' +
  'V8 spent collecting garbage, which it does not attribute to a caller.';

const PACKAGES: ReadonlyArray<readonly [Library, RegExp]> = [
  ['React DOM', /^(react|react-dom|scheduler)$/],
  ['router', /^(react-router|react-router-dom)$/],
  ['Chakra/Emotion', /^(@chakra-ui|@emotion|@ark-ui|@zag-js|@pandacss|@floating-ui)\/|^stylis$/],
  ['Dexie', /^(dexie|dexie-react-hooks)$/],
  ['zod', /^zod$/],
];

export interface Attribution {
  library: Library;
  /** The package or file it came from (e.g. `@emotion/serialize`, `web/src/app/theme.ts`). */
  source: string;
  /** The function: its name in the original source where the map has it, and where it is. */
  functionName: string;
}

/** The package of a path inside node_modules, `@scope/name` or `name`. */
function packageOf(path: string): string | undefined {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  return /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path.slice(at))?.[1];
}

export function libraryOfSource(path: string): { library: Library; source: string } {
  const normalized = path.replaceAll('\\', '/');
  const pkg = packageOf(normalized);
  if (pkg) {
    const found = PACKAGES.find(([, pattern]) => pattern.test(pkg));
    return { library: found?.[0] ?? 'other', source: pkg };
  }
  const own = /(?:^|\/)((?:web|shared)\/src\/.*|scripts\/baseline-page\/.*)$/.exec(normalized);
  if (own?.[1]) return { library: 'our code', source: own[1] };
  // Bundler helpers (rolldown's runtime, Vite's preload helper) and anything unknown.
  return { library: 'other', source: normalized.replace(/^(\.\.\/)+/, '') || '(unknown)' };
}

/**
 * Further than this from the last mapped position before it, a position is in code the map
 * does not cover: Vite's preload helper and rolldown's runtime are emitted without mappings,
 * and the mapping before them would name the wrong file. Mapped minified code has a mapping
 * every few characters.
 */
const UNMAPPED_GAP = 40;

interface Segment {
  column: number;
  /** null for a segment that marks code without an original. */
  source: string | null;
  line: number;
}

/** A chunk's source map as, per generated line, its segments in column order. */
function segmentsOf(mapFile: string): Segment[][] {
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines: Segment[][] = [];
  consumer.eachMapping((m) => {
    const line = (lines[m.generatedLine - 1] ??= []);
    line.push({
      column: m.generatedColumn,
      source: (m.source as string | null) ?? null,
      line: m.originalLine ?? 0,
    });
  });
  for (const line of lines) line?.sort((a, b) => a.column - b.column);
  return lines;
}

function segmentAt(segments: readonly Segment[], column: number): Segment | undefined {
  let low = 0;
  let high = segments.length - 1;
  let found: Segment | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const segment = segments[mid];
    if (!segment) break;
    if (segment.column <= column) {
      found = segment;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found && column - found.column <= UNMAPPED_GAP ? found : undefined;
}

/** Resolves frames of scripts served from one build folder, with the build's source maps. */
export class FrameResolver {
  private readonly maps = new Map<string, Segment[][] | null>();
  private readonly cache = new Map<string, Attribution>();

  constructor(
    private readonly origin: string,
    private readonly outDir: string,
  ) {}

  private mapFor(path: string): Segment[][] | null {
    if (!this.maps.has(path)) {
      const file = join(this.outDir, `${path}.map`);
      this.maps.set(path, existsSync(file) ? segmentsOf(file) : null);
    }
    return this.maps.get(path) ?? null;
  }

  resolve(node: ProfileNode): Attribution {
    const { url = '', lineNumber = 0, columnNumber = 0, functionName } = node.callFrame;
    const key = `${url}:${lineNumber}:${columnNumber}:${functionName}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const found = this.lookUp(url, lineNumber, columnNumber, functionName);
    this.cache.set(key, found);
    return found;
  }

  private lookUp(url: string, line: number, column: number, name: string): Attribution {
    const minified = name || '(anonymous)';
    if (!url.startsWith(this.origin)) {
      return { library: 'other', source: url || '(no script)', functionName: minified };
    }
    const path = new URL(url).pathname.replace(/^\//, '');
    const map = this.mapFor(path);
    if (!map) {
      // Our own classic scripts in index.html (first-load-preload.js, zod-config.js) have no map.
      return { library: 'our code', source: path, functionName: `${minified} (${path})` };
    }
    if (line === 0 && column === 0 && !name) {
      // A chunk's top level: with modules hoisted into one scope it is every module's top-level
      // statements at once, which a function position cannot tell apart.
      return {
        library: 'other',
        source: `top level of ${path}`,
        functionName: `(top level of ${path})`,
      };
    }
    const segment = segmentAt(map[line] ?? [], column);
    if (!segment?.source) {
      return {
        library: 'other',
        source: 'bundler helpers (unmapped)',
        functionName: `${minified} (unmapped, ${path})`,
      };
    }
    const { library, source } = libraryOfSource(segment.source);
    const file = segment.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return { library, source, functionName: `${minified} (${file}:${segment.line})` };
  }
}

export interface Breakdown {
  /** µs of samples by library. */
  byLibrary: Map<Library, number>;
  /** µs of samples by package or file, for the libraries' detail. */
  bySource: Map<string, number>;
  /** µs of self time by function. */
  byFunction: Map<string, number>;
  /**
   * µs of total time (with callees) by function, React DOM's own frames left out: what the
   * work React schedules, and the modules' evaluation, consist of.
   */
  inclusive: Map<string, number>;
  /** µs of samples that ran the probe (left out of everything above). */
  probe: number;
}

const add = <K>(map: Map<K, number>, key: K, us: number) => map.set(key, (map.get(key) ?? 0) + us);

/**
 * Buckets the samples of [from, to] by the library of their innermost frame with a URL. A
 * sample stands for the time to the next one, times its task's cpuShare (the time the thread ran).
 */
export function breakdown(
  profile: CpuProfile,
  tasks: readonly Task[],
  resolver: FrameResolver,
  from: number,
  to: number,
): Breakdown {
  const result: Breakdown = {
    byLibrary: new Map(),
    bySource: new Map(),
    byFunction: new Map(),
    inclusive: new Map(),
    probe: 0,
  };
  for (const sample of profile.samples) {
    if (sample.ts < from || sample.ts >= to) continue;
    let node = profile.nodes.get(sample.nodeId);
    const leaf = node?.callFrame.functionName;
    if (!node || leaf === '(idle)' || leaf === '(program)' || leaf === '(root)') continue;
    const us = sample.dur * (taskAt(tasks, sample.ts)?.cpuShare ?? 1);
    if (leaf === '(garbage collector)') {
      add(result.byLibrary, 'GC', us);
      continue;
    }
    while (node && !node.callFrame.url) {
      node = node.parent === undefined ? undefined : profile.nodes.get(node.parent);
    }
    if (node?.callFrame.url?.endsWith(PROBE_URL)) {
      result.probe += us;
      continue;
    }
    const found = node
      ? resolver.resolve(node)
      : { library: 'other' as const, source: '(native)', functionName: leaf ?? '?' };
    add(result.byLibrary, found.library, us);
    add(result.bySource, `${found.library}\u0000${found.source}`, us);
    add(result.byFunction, found.functionName, us);
    const seen = new Set<string>();
    for (let frame: ProfileNode | undefined = node; frame;) {
      if (frame.callFrame.url) {
        const { library, functionName } = resolver.resolve(frame);
        if (library !== 'React DOM' && !seen.has(functionName)) {
          seen.add(functionName);
          add(result.inclusive, functionName, us);
        }
      }
      frame = frame.parent === undefined ? undefined : profile.nodes.get(frame.parent);
    }
  }
  return result;
}
