/**
 * The shape of the built-in gazetteer (gazetteer-data.json, written by
 * scripts/generate-gazetteer.ts) and its decoding into typed rows. Holds no data itself, so code
 * that only needs the types (place search, the destination built from a city) never pulls the
 * data into its bundle.
 */

/** Cities of at least this many people are in the gazetteer (GeoNames' own 'cities15000' cut). */
export const GAZETTEER_MIN_POPULATION = 15_000;

/** A gazetteer city's id wherever the product stores one (a trip's `destinationId`, a place's `sourceId`). */
export const GAZETTEER_ID_PREFIX = 'gn-';

/**
 * One city as stored: tuples, not objects, to keep the file small (see the generator).
 * [GeoNames id, name, ISO country code, latitude, longitude, population, index into `zones`,
 * alternate name (only when GeoNames has one)].
 */
export type CityTuple = [number, string, string, number, number, number, number, string?];

/**
 * One airport as stored: [IATA code, name, city it serves, ISO country code, latitude, longitude,
 * index into `zones`, 1 for a large airport or 0 for a medium one].
 */
export type AirportTuple = [string, string, string, string, number, number, number, number];

/** gazetteer-data.json as written by the generator. */
export interface GazetteerData {
  /** Whom the data comes from, kept with it. */
  credit: string;
  /** The IANA zones the rows refer to by index. */
  zones: string[];
  /** English country name by ISO code. */
  countries: Record<string, string>;
  /** Largest first. */
  cities: CityTuple[];
  /** Large airports first, then by code. */
  airports: AirportTuple[];
}

export interface GazetteerCity {
  /** `gn-<GeoNames id>`: how a trip names it as its destination. */
  readonly id: string;
  readonly geonamesId: number;
  readonly name: string;
  /** Another name GeoNames gives (rare), also searched. */
  readonly altName: string | null;
  readonly countryCode: string;
  /** The country's English name ('Portugal'). */
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
  /** The IANA zone at the coordinates. */
  readonly timeZone: string;
}

export interface GazetteerAirport {
  readonly iataCode: string;
  readonly name: string;
  /** The city it serves ('Lisbon'). */
  readonly city: string;
  readonly countryCode: string;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
  /** A large (hub) airport rather than a medium one. */
  readonly large: boolean;
}

export interface Gazetteer {
  readonly credit: string;
  /** Largest first. */
  readonly cities: readonly GazetteerCity[];
  readonly airports: readonly GazetteerAirport[];
}

/** 'gn-2735943' for GeoNames id 2735943. */
export function gazetteerId(geonamesId: number): string {
  return `${GAZETTEER_ID_PREFIX}${geonamesId}`;
}

/** The GeoNames id in a `gn-` id; null for any other id (a curated destination's 'lisbon'). */
export function geonamesIdOf(id: string): number | null {
  if (!id.startsWith(GAZETTEER_ID_PREFIX)) return null;
  const digits = id.slice(GAZETTEER_ID_PREFIX.length);
  return /^[1-9][0-9]{0,11}$/.test(digits) ? Number(digits) : null;
}

export function isGazetteerId(id: string): boolean {
  return geonamesIdOf(id) !== null;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

function fail(what: string, index: number): never {
  throw new Error(`The gazetteer's ${what} row ${index} is malformed`);
}

function lookup<T>(table: readonly T[] | Record<string, T>, key: number | string): T | undefined {
  return (table as Record<string | number, T | undefined>)[key];
}

/**
 * Turns the stored tuples into typed rows, checking each (a few type tests per row, a few
 * milliseconds for the whole file), so a damaged file fails loudly where it is loaded rather than
 * as a wrong zone on a trip.
 */
export function decodeGazetteer(data: unknown): Gazetteer {
  const d = data as Partial<Record<keyof GazetteerData, unknown>> | null;
  if (
    !d ||
    !isString(d.credit) ||
    !Array.isArray(d.zones) ||
    !Array.isArray(d.cities) ||
    !Array.isArray(d.airports) ||
    typeof d.countries !== 'object' ||
    d.countries === null
  ) {
    throw new Error('The gazetteer data is malformed');
  }
  const zones = d.zones as unknown[];
  const countries = d.countries as Record<string, unknown>;
  const zoneAt = (i: unknown) => (isNumber(i) ? lookup(zones, i) : undefined);
  const countryOf = (code: unknown) => (isString(code) ? lookup(countries, code) : undefined);

  const cities = (d.cities as unknown[]).map((raw, i): GazetteerCity => {
    if (!Array.isArray(raw)) fail('city', i);
    const [id, name, code, latitude, longitude, population, zone, altName] = raw as unknown[];
    const timeZone = zoneAt(zone);
    const country = countryOf(code);
    if (
      !isNumber(id) ||
      !isString(name) ||
      !isString(code) ||
      !isString(country) ||
      !isNumber(latitude) ||
      !isNumber(longitude) ||
      !isNumber(population) ||
      !isString(timeZone) ||
      (altName !== undefined && !isString(altName))
    ) {
      fail('city', i);
    }
    return {
      id: gazetteerId(id),
      geonamesId: id,
      name,
      altName: altName ?? null,
      countryCode: code,
      country,
      latitude,
      longitude,
      population,
      timeZone,
    };
  });

  const airports = (d.airports as unknown[]).map((raw, i): GazetteerAirport => {
    if (!Array.isArray(raw)) fail('airport', i);
    const [iataCode, name, city, code, latitude, longitude, zone, large] = raw as unknown[];
    const timeZone = zoneAt(zone);
    const country = countryOf(code);
    if (
      !isString(iataCode) ||
      !isString(name) ||
      !isString(city) ||
      !isString(code) ||
      !isString(country) ||
      !isNumber(latitude) ||
      !isNumber(longitude) ||
      !isString(timeZone) ||
      !isNumber(large)
    ) {
      fail('airport', i);
    }
    return {
      iataCode,
      name,
      city,
      countryCode: code,
      country,
      latitude,
      longitude,
      timeZone,
      large: large === 1,
    };
  });

  return { credit: d.credit, cities, airports };
}
