import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '@shared/api/lookups';
import { AIRCRAFT } from '@shared/reference/aircraft';
import { airportIndex } from '../airport-index';
import { airlineDirectory } from './carriers';
import { COUNTRY_CARRIERS, SHORT_HAUL_CARRIERS } from './carriers';
import { embeddedFlights } from '../embedded-flights';
import { HUBS } from './hubs';
import { flightMinutes } from './generate-offers';

const flights = embeddedFlights();
const search = (origin: string, destination: string, adults = 1, returnDate?: string) =>
  flights.search({
    origin,
    destination,
    departureDate: '2026-12-20',
    adults,
    ...(returnDate ? { returnDate } : {}),
  });

function minutes(iso: string): number {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(iso);
  return Number(m?.[1] ?? 0) * 60 + Number(m?.[2] ?? 0);
}

/** Minutes between two local times in their own zones, through the instants they stand for. */
async function elapsed(offer: FlightOffer): Promise<number> {
  const index = await airportIndex();
  const segments = offer.itineraries[0]!.segments;
  const first = segments[0]!;
  const last = segments.at(-1)!;
  const zoneOffset = (code: string, local: string) => {
    const tz = index.lookup(code)!.timeZone!;
    const asUtc = Date.parse(`${local}Z`);
    const shown = new Date(asUtc).toLocaleString('sv-SE', { timeZone: tz }).replace(' ', 'T');
    return Date.parse(`${shown}Z`) - asUtc;
  };
  const dep =
    Date.parse(`${first.departure.at}Z`) - zoneOffset(first.departure.iataCode, first.departure.at);
  const arr =
    Date.parse(`${last.arrival.at}Z`) - zoneOffset(last.arrival.iataCode, last.arrival.at);
  return (arr - dep) / 60_000;
}

describe('sample flight generator', () => {
  it('is deterministic for a route and date', async () => {
    expect(await search('SYD', 'NRT')).toEqual(await search('SYD', 'NRT'));
    expect(await search('SYD', 'NRT')).not.toEqual(await search('SYD', 'HND'));
  });

  it('offers direct flights on a trunk route and connections through a hub on the way', async () => {
    const { offers } = await search('JFK', 'LHR');
    const direct = offers.filter((o) => o.itineraries[0]!.segments.length === 1);
    const connecting = offers.filter((o) => o.itineraries[0]!.segments.length === 2);
    expect(direct.length).toBeGreaterThanOrEqual(2);
    for (const o of connecting) {
      const hub = o.itineraries[0]!.segments[0]!.arrival.iataCode;
      expect(Object.keys(HUBS)).toContain(hub);
      expect(o.validatingAirlineCodes[0]).toBe(HUBS[hub]);
    }
    expect(offers.map((o) => Number(o.price.total))).toEqual(
      [...offers.map((o) => Number(o.price.total))].sort((a, b) => a - b),
    );
  });

  it('times flights from great-circle distance, and local times agree with the durations', async () => {
    const { offers } = await search('LHR', 'JFK');
    const direct = offers.find((o) => o.itineraries[0]!.segments.length === 1)!;
    // About 5,540 km at 800 km/h plus 30 minutes.
    expect(minutes(direct.itineraries[0]!.duration)).toBe(flightMinutes(5540));
    for (const offer of offers)
      expect(await elapsed(offer)).toBe(minutes(offer.itineraries[0]!.duration));
    // Each local time says its airport's zone, which a plan's calendar reads it in.
    const [leg] = direct.itineraries[0]!.segments;
    expect(leg!.departure.timeZone).toBe('Europe/London');
    expect(leg!.arrival.timeZone).toBe('America/New_York');
  });

  it('flies wide-bodies long-haul, smaller aircraft short-haul, all named in the aircraft table', async () => {
    const long = await search('LAX', 'SYD');
    const short = await search('ZRH', 'GVA');
    for (const s of long.offers
      .flatMap((o) => o.itineraries[0]!.segments)
      .filter((s) => minutes(s.duration) > 600)) {
      expect(AIRCRAFT[s.aircraft.code as keyof typeof AIRCRAFT]?.category).toBe('Wide-body');
    }
    for (const s of short.offers.flatMap((o) => o.itineraries[0]!.segments)) {
      expect(Object.keys(AIRCRAFT)).toContain(s.aircraft.code);
      expect(AIRCRAFT[s.aircraft.code as keyof typeof AIRCRAFT].category).not.toBe('Wide-body');
    }
  });

  it('uses carriers of the countries involved or of the connecting hub', async () => {
    const { offers } = await search('LIS', 'GRU');
    for (const o of offers) {
      const segments = o.itineraries[0]!.segments;
      const allowed =
        segments.length === 1
          ? [...COUNTRY_CARRIERS.PT!, ...COUNTRY_CARRIERS.BR!]
          : [HUBS[segments[0]!.arrival.iataCode]];
      expect(allowed).toContain(o.validatingAirlineCodes[0]);
    }
  });

  it('prices by distance and passengers', async () => {
    const short = (await search('LIS', 'MAD')).offers[0]!;
    const long = (await search('LIS', 'SYD')).offers[0]!;
    expect(Number(long.price.total)).toBeGreaterThan(Number(short.price.total) * 3);
    const four = (await search('LIS', 'MAD', 4)).offers[0]!;
    expect(Number(four.price.total)).toBeCloseTo(Number(short.price.total) * 4, 1);
  });

  it('knows every carrier it can choose in the airline data', () => {
    const directory = airlineDirectory();
    const codes = [
      ...Object.values(COUNTRY_CARRIERS).flat(),
      ...Object.values(SHORT_HAUL_CARRIERS).flat(),
      ...Object.values(HUBS),
    ];
    for (const code of codes) expect(directory.name(code), code).toBeTruthy();
  });
});
