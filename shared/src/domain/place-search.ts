import type { Gazetteer, GazetteerAirport, GazetteerCity } from '../reference/gazetteer-rows';
import { isKnownTimeZone } from '../schemas/common';
import type { Place } from '../schemas/place';
import { foldForSearch } from './fold-search-text';
import { greatCircleMetres, type LatLng } from './travel-time';

/** One answer of the place search: the place, how to show it, and the row it came from. */
export type PlaceMatch =
  | { kind: 'city'; label: string; place: Place; city: GazetteerCity }
  | { kind: 'airport'; label: string; place: Place; airport: GazetteerAirport }
  /** One of the caller's own places (`candidates`). */
  | { kind: 'candidate'; label: string; place: Place };

export interface PlaceSearchOptions {
  /** Rank places near this point first (the trip's destination, where the traveller is). */
  near?: LatLng | null;
  /** At most this many answers; 8 unless said. */
  limit?: number;
  /**
   * The caller's own places, such as the trip's stops or a destination's suggested activities.
   * They rank above gazetteer rows that match as well (they are this trip's places).
   */
  candidates?: readonly Place[];
  /** Which gazetteer rows to search; both unless said (the trip's destination takes cities only). */
  kinds?: readonly ('city' | 'airport')[];
}

export const DEFAULT_PLACE_LIMIT = 8;

/**
 * Airports have no population: weighed like a town of this size, so the city a traveller names
 * comes before its airport, and a hub before a small town of the same name.
 */
const LARGE_AIRPORT_WEIGHT = Math.log10(100_000);
const MEDIUM_AIRPORT_WEIGHT = Math.log10(20_000);
/** A name typed in full counts as much as ten times the population. */
const EXACT_NAME_BONUS = 1;
/**
 * With `near`, each tenfold of distance beyond 10 km costs as much as a hundredfold of
 * population: the nearest match comes first unless a much larger place is only a little further.
 */
const DISTANCE_WEIGHT = 2;
const DISTANCE_SCALE_KM = 10;
/**
 * Shorter queries match inside too many names for an infix match to mean anything. Airports are
 * left out of infix matching: every one of them has 'ort' inside 'Airport'.
 */
const MIN_INFIX_LENGTH = 3;

/** One searchable gazetteer row, prepared. */
export interface PlaceIndexEntry {
  readonly kind: 'city' | 'airport';
  readonly city: GazetteerCity | undefined;
  readonly airport: GazetteerAirport | undefined;
  /** The folded names searched, '|' between them ('lisbon portela airport|lisbon'). */
  readonly text: string;
  /** Folded whole names, whose word-start suffixes are the index's keys. */
  readonly names: readonly string[];
  /** The folded names that are this place's own (not an airport's city), for an exact match. */
  readonly ownNames: readonly string[];
  readonly country: string;
  readonly countryCode: string;
  /** log10 of the population (or an airport's stand-in for it). */
  readonly weight: number;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Every word-start suffix of the searched names that begin with one letter ('sao paulo' gives
 * 'sao paulo' to the bucket of 's' and 'paulo' to that of 'p'). Sorted the first time a query
 * starts with that letter, so the names with a word starting with the query are one contiguous
 * range: sorting all 46,000 keys up front was half of building the index, and a bucket of a few
 * thousand sorts in a few milliseconds, once.
 */
export interface KeyBucket {
  keys: string[];
  /** The entry of each key. */
  entries: number[];
  sorted: boolean;
}

/**
 * The gazetteer prepared for search, built once (100 to 200 ms for the whole gazetteer on this
 * project's build machine, docs/performance.md) so that a keystroke costs a binary search and a
 * walk over the matches (about a millisecond) instead of folding 27,000 names. Built by `buildPlaceIndex`; its fields are for
 * `searchPlaces` only.
 */
export interface PlaceIndex {
  readonly entries: readonly PlaceIndexEntry[];
  /** By the first character of the key. */
  readonly buckets: ReadonlyMap<string, KeyBucket>;
  /** How many keys the buckets hold. */
  readonly keyCount: number;
  readonly airportsByCode: ReadonlyMap<string, number>;
  readonly citiesById: ReadonlyMap<string, GazetteerCity>;
}

/** The gazetteer rows a search covers. */
export type PlaceRows = Pick<Gazetteer, 'cities' | 'airports'>;

export function buildPlaceIndex(rows: PlaceRows): PlaceIndex {
  const countries = new Map<string, string>();
  const foldCountry = (name: string) => {
    let folded = countries.get(name);
    if (folded === undefined) countries.set(name, (folded = foldForSearch(name)));
    return folded;
  };
  const entries: PlaceIndexEntry[] = [];
  for (const city of rows.cities) {
    const names = [city.name, ...(city.altName ? [city.altName] : [])].map(foldForSearch);
    entries.push({
      kind: 'city',
      city,
      airport: undefined,
      text: names.join('|'),
      names,
      ownNames: names,
      country: foldCountry(city.country),
      countryCode: city.countryCode.toLowerCase(),
      weight: Math.log10(Math.max(city.population, 1000)),
      latitude: city.latitude,
      longitude: city.longitude,
    });
  }
  const airportsByCode = new Map<string, number>();
  for (const airport of rows.airports) {
    const names = [airport.name, airport.city].map(foldForSearch);
    airportsByCode.set(airport.iataCode.toLowerCase(), entries.length);
    entries.push({
      kind: 'airport',
      city: undefined,
      airport,
      text: names.join('|'),
      names,
      ownNames: names.slice(0, 1),
      country: foldCountry(airport.country),
      countryCode: airport.countryCode.toLowerCase(),
      weight: airport.large ? LARGE_AIRPORT_WEIGHT : MEDIUM_AIRPORT_WEIGHT,
      latitude: airport.latitude,
      longitude: airport.longitude,
    });
  }

  const buckets = new Map<string, KeyBucket>();
  let keyCount = 0;
  entries.forEach((entry, index) => {
    for (const name of entry.names) {
      for (let i = 0; i < name.length; i++) {
        if (i !== 0 && name[i - 1] !== ' ') continue;
        let bucket = buckets.get(name[i]!);
        if (!bucket) buckets.set(name[i]!, (bucket = { keys: [], entries: [], sorted: false }));
        bucket.keys.push(name.slice(i));
        bucket.entries.push(index);
        keyCount += 1;
      }
    }
  });
  return {
    entries,
    buckets,
    keyCount,
    airportsByCode,
    citiesById: new Map(rows.cities.map((c) => [c.id, c])),
  };
}

/** Sorts a bucket in code-unit order, the order the binary search compares in (not localeCompare). */
function sortedBucket(bucket: KeyBucket): KeyBucket {
  if (bucket.sorted) return bucket;
  const { keys, entries } = bucket;
  const order = Array.from(keys, (_key, i) => i);
  order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  bucket.keys = order.map((i) => keys[i]!);
  bucket.entries = order.map((i) => entries[i]!);
  bucket.sorted = true;
  return bucket;
}

/** The city a `gn-` id names, from the index the device already holds. */
export function cityInIndex(index: PlaceIndex, id: string): GazetteerCity | undefined {
  return index.citiesById.get(id);
}

/** The first key not below `query`. */
function lowerBound(keys: readonly string[], query: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < query) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Scored {
  tier: number;
  score: number;
  entry: number;
  candidate: Place | undefined;
}

/** Keeps the best `limit` answers seen, best first: few, so insertion beats sorting thousands. */
class Best {
  readonly items: Scored[] = [];
  constructor(private readonly limit: number) {}

  offer(item: Scored): void {
    const items = this.items;
    if (items.length === this.limit && !better(item, items[items.length - 1]!)) return;
    let i = items.length;
    while (i > 0 && better(item, items[i - 1]!)) i--;
    items.splice(i, 0, item);
    if (items.length > this.limit) items.pop();
  }
}

function better(a: Scored, b: Scored): boolean {
  return a.tier !== b.tier ? a.tier < b.tier : a.score > b.score;
}

/** Tiers, best first: the exact IATA code, then word-prefix matches, then matches inside a word. */
const TIER = {
  code: 0,
  candidatePrefix: 1,
  prefix: 2,
  candidateInfix: 3,
  infix: 4,
} as const;

interface Query {
  text: string;
  /** The part after a comma ('porto, portugal'), matched against the country. */
  country: string;
  /** The traveller wrote 'airport' ('lisbon airport'): airports only, named by the rest. */
  airportOnly: boolean;
  /**
   * Three letters typed as a code ('JFK', 'jfk'), not capitalised as the start of a name
   * ('Por', on its way to Porto, is also Pori's code): the airport with that code comes first.
   */
  code: string | null;
}

const AIRPORT_WORD = /(^| )airports?( |$)/;

function parseQuery(raw: string): Query {
  const comma = raw.indexOf(',');
  let text = foldForSearch(comma < 0 ? raw : raw.slice(0, comma));
  const country = comma < 0 ? '' : foldForSearch(raw.slice(comma + 1));
  const withoutAirport = text.replace(AIRPORT_WORD, ' ').trim();
  const airportOnly = withoutAirport !== text && withoutAirport !== '';
  if (airportOnly) text = withoutAirport;
  const typed = raw.trim();
  const code = /^(?:[A-Z0-9]{3}|[a-z0-9]{3})$/.test(typed) ? typed.toLowerCase() : null;
  return { text, country, airportOnly, code };
}

function countryMatches(country: string, countryCode: string, wanted: string): boolean {
  return (
    !wanted ||
    wanted === countryCode ||
    country.startsWith(wanted) ||
    country.includes(` ${wanted}`)
  );
}

/** Whether a word of `text` starts with `query`, else whether `query` is inside it at all. */
function matchKind(text: string, query: string): 'prefix' | 'infix' | null {
  let at = text.indexOf(query);
  if (at < 0) return null;
  while (at >= 0) {
    if (at === 0 || text[at - 1] === ' ' || text[at - 1] === '|') return 'prefix';
    at = text.indexOf(query, at + 1);
  }
  return 'infix';
}

/**
 * Places whose name matches what the traveller typed, best first: case and accents ignored
 * ('sao p' finds São Paulo), an exact IATA code first ('LIS', 'lis'; not 'Lis', capitalised as
 * the start of a name), then names with a word starting
 * with the query, then names containing it; among equals, larger places first, or with `near`,
 * a mix of size and distance that puts the nearest first. 'Porto, Portugal' also narrows by
 * country (name or ISO code after the comma).
 */
export function searchPlaces(
  index: PlaceIndex,
  rawQuery: string,
  options: PlaceSearchOptions = {},
): PlaceMatch[] {
  const query = parseQuery(rawQuery);
  const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_PLACE_LIMIT));
  if (!query.text || limit === 0) return [];
  const kinds = new Set(options.kinds ?? ['city', 'airport']);
  if (query.airportOnly) kinds.delete('city');
  const near = options.near ?? null;
  const best = new Best(limit);
  const seen = new Set<number>();

  const score = (weight: number, latitude: number, longitude: number, exact: boolean) => {
    let s = weight + (exact ? EXACT_NAME_BONUS : 0);
    if (near) {
      const km = greatCircleMetres(near, { latitude, longitude }) / 1000;
      s -= DISTANCE_WEIGHT * Math.log10(1 + km / DISTANCE_SCALE_KM);
    }
    return s;
  };
  const consider = (entryIndex: number, tier: number) => {
    if (seen.has(entryIndex)) return;
    seen.add(entryIndex);
    const e = index.entries[entryIndex]!;
    if (!kinds.has(e.kind) || !countryMatches(e.country, e.countryCode, query.country)) return;
    const exact = e.ownNames.includes(query.text);
    best.offer({
      tier,
      score: score(e.weight, e.latitude, e.longitude, exact),
      entry: entryIndex,
      candidate: undefined,
    });
  };

  // The exact IATA code: the traveller typed 'JFK' and means the airport.
  if (kinds.has('airport') && query.code) {
    const airport = index.airportsByCode.get(query.code);
    if (airport !== undefined) consider(airport, TIER.code);
  }

  for (const candidate of options.candidates ?? []) {
    const text = foldForSearch(candidate.name);
    const kind = matchKind(text, query.text);
    const country = foldForSearch(candidate.country ?? '');
    if (!kind || (query.country && !countryMatches(country, '', query.country))) continue;
    if (kind === 'infix' && query.text.length < MIN_INFIX_LENGTH) continue;
    best.offer({
      tier: kind === 'prefix' ? TIER.candidatePrefix : TIER.candidateInfix,
      score: score(0, candidate.latitude, candidate.longitude, text === query.text),
      entry: -1,
      candidate,
    });
  }

  const bucket = index.buckets.get(query.text[0]!);
  if (bucket) {
    const { keys, entries } = sortedBucket(bucket);
    for (let k = lowerBound(keys, query.text); k < keys.length; k++) {
      if (!keys[k]!.startsWith(query.text)) break;
      consider(entries[k]!, TIER.prefix);
    }
  }

  // Inside a word ('bon' finds Lisbon): only worth the walk over every name when the better
  // tiers left room.
  if (best.items.length < limit && query.text.length >= MIN_INFIX_LENGTH) {
    index.entries.forEach((e, i) => {
      if (e.kind === 'city' && !seen.has(i) && e.text.includes(query.text)) {
        consider(i, TIER.infix);
      }
    });
  }

  return best.items.map((item) =>
    item.candidate ? candidateMatch(item.candidate) : entryMatch(index.entries[item.entry]!),
  );
}

/** Every zone we hand out must be one this runtime's Intl formats (an old browser may lack one). */
function knownZone(zone: string): string | null {
  return isKnownTimeZone(zone) ? zone : null;
}

/** The place a gazetteer city is, as a trip stop or an itinerary item stores it. */
export function cityPlace(city: GazetteerCity): Place {
  return {
    name: city.name,
    country: city.country,
    address: null,
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: knownZone(city.timeZone),
    source: 'gazetteer',
    sourceId: city.id,
  };
}

/** The place an airport is; its IATA code is its id. */
export function airportPlace(airport: GazetteerAirport): Place {
  return {
    name: airport.name,
    country: airport.country,
    address: null,
    latitude: airport.latitude,
    longitude: airport.longitude,
    timeZone: knownZone(airport.timeZone),
    source: 'airport',
    sourceId: airport.iataCode,
  };
}

function entryMatch(e: PlaceIndexEntry): PlaceMatch {
  if (e.city) {
    return {
      kind: 'city',
      label: `${e.city.name}, ${e.city.country}`,
      place: cityPlace(e.city),
      city: e.city,
    };
  }
  const airport = e.airport!;
  return {
    kind: 'airport',
    label: `${airport.name} (${airport.iataCode})`,
    place: airportPlace(airport),
    airport,
  };
}

function candidateMatch(place: Place): PlaceMatch {
  return {
    kind: 'candidate',
    label: place.country ? `${place.name}, ${place.country}` : place.name,
    place,
  };
}
