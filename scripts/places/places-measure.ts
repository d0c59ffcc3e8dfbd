/**
 * The place search measurement, run the same way in Node and in a Chromium page
 * (bench-places.ts): nothing here is Node- or browser-specific.
 */
import { buildPlaceIndex, searchPlaces } from '../../shared/src/domain/place-search';
import type { Gazetteer } from '../../shared/src/reference/gazetteer-rows';

/** What a traveller types, one keystroke at a time, on the way to a place. */
export const TYPED_PREFIXES = [
  'L',
  'Li',
  'Lis',
  'Lisb',
  'Lisbo',
  'P',
  'Po',
  'Por',
  'Port',
  'Porto',
  'S',
  'Sã',
  'São',
  'São ',
  'São P',
  'N',
  'Ne',
  'New',
  'New ',
  'New Y',
  'J',
  'JF',
  'JFK',
  'K',
  'Ky',
  'Kyo',
  'Ber',
  'Zuri',
  'Mun',
  'Bangk',
  'Heathrow',
  'Lisbon airport',
] as const;

export interface LatencyFigures {
  p50: number;
  p95: number;
  max: number;
}

export interface PlacesFigures {
  /** Importing the gazetteer module: fetching it (from memory or disk), parsing and running it, ms. */
  importMs?: number;
  rows: number;
  keys: number;
  /** Decoding the stored tuples into rows, ms. */
  decodeMs: number;
  /** Building the search index from the rows, ms. */
  buildMs: number;
  /**
   * The first round of keystrokes, on a fresh index and a cold JIT: each first letter also sorts
   * its bucket of keys (place-search.ts), once.
   */
  firstRound: LatencyFigures;
  /** searchPlaces over every keystroke of every prefix, ms per keystroke, after the first round. */
  search: LatencyFigures;
  /** The same with `near` (Lisbon): every match also pays a distance. */
  searchNear: LatencyFigures;
  /** The floor: Array.filter with String.includes over the same names, lower-cased once beforehand. */
  filterIncludes: LatencyFigures;
  /** The slowest prefix of searchPlaces, and its p95. */
  slowest: { prefix: string; p95: number };
}

function figures(samples: number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

export function measurePlaces(
  decode: () => Gazetteer,
  now: () => number,
  rounds: number,
): PlacesFigures {
  let t = now();
  const gazetteer = decode();
  const decodeMs = now() - t;
  t = now();
  const index = buildPlaceIndex(gazetteer);
  const buildMs = now() - t;
  const names = [
    ...gazetteer.cities.map((c) => c.name.toLowerCase()),
    ...gazetteer.airports.map((a) => a.name.toLowerCase()),
  ];
  const near = { latitude: 38.72, longitude: -9.14 };

  const firstRound: number[] = [];
  const search: number[] = [];
  const searchNear: number[] = [];
  const filterIncludes: number[] = [];
  const perPrefix = new Map<string, number[]>();
  let sink = 0;
  // Round 0 warms the JIT and sorts the buckets; it is reported apart.
  for (let round = 0; round <= rounds; round++) {
    for (const prefix of TYPED_PREFIXES) {
      const lower = prefix.toLowerCase();
      let start = now();
      sink += searchPlaces(index, prefix).length;
      const plain = now() - start;
      start = now();
      sink += searchPlaces(index, prefix, { near }).length;
      const withNear = now() - start;
      start = now();
      sink += names.filter((name) => name.includes(lower)).length;
      const floor = now() - start;
      if (round === 0) {
        firstRound.push(plain);
        continue;
      }
      search.push(plain);
      searchNear.push(withNear);
      filterIncludes.push(floor);
      perPrefix.set(prefix, [...(perPrefix.get(prefix) ?? []), plain]);
    }
  }
  if (sink < 0) throw new Error('unreachable: keeps the work from being optimised away');
  const slowest = [...perPrefix]
    .map(([prefix, samples]) => ({ prefix, p95: figures(samples).p95 }))
    .sort((a, b) => b.p95 - a.p95)[0]!;
  return {
    rows: gazetteer.cities.length + gazetteer.airports.length,
    keys: index.keyCount,
    decodeMs,
    buildMs,
    firstRound: figures(firstRound),
    search: figures(search),
    searchNear: figures(searchNear),
    filterIncludes: figures(filterIncludes),
    slowest,
  };
}
