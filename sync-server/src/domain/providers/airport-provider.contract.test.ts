import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportSchema } from '@shared/api/lookups';
import { amadeusFake } from '../../testing/amadeus-fake';
import { FakeProviderServer } from '../../testing/fake-provider-server';
import type { AirportProvider } from './airport-provider';
import { embeddedAirports } from './embedded/embedded-airports';
import { amadeusAirports } from './live/amadeus-airports';
import { AmadeusClient } from './live/amadeus-client';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await FakeProviderServer.start(amadeusFake());
});
afterAll(() => fake.stop());

const implementations: [string, () => AirportProvider][] = [
  ['embedded data', embeddedAirports],
  [
    'Amadeus',
    () =>
      amadeusAirports(
        new AmadeusClient({
          baseUrl: fake.baseUrl,
          clientId: 'id',
          clientSecret: 'secret',
          timeoutMs: 2000,
        }),
      ),
  ],
];

describe.each(implementations)('AirportProvider contract: %s', (_, make) => {
  it('puts the airport with that exact IATA code first', async () => {
    const [first] = await make().search('LHR', 10);
    expect(first?.iataCode).toBe('LHR');
    expect(first?.address.cityName).toBe('London');
  });

  it('finds airports by the start of the city name, ignoring case', async () => {
    const found = await make().search('lond', 10);
    expect(found.map((a) => a.iataCode)).toContain('LHR');
  });

  it('answers the Airport shape and respects the limit', async () => {
    const found = await make().search('new york', 1);
    expect(found.length).toBeLessThanOrEqual(1);
    for (const airport of found) expect(airportSchema.parse(airport)).toEqual(airport);
  });

  it('looks an airport up with its coordinates and country', async () => {
    const jfk = await make().lookup('jfk');
    expect(jfk).toMatchObject({ iataCode: 'JFK', cityName: 'New York', countryCode: 'US' });
    expect(jfk?.latitude).toBeCloseTo(40.64, 1);
    expect(jfk?.longitude).toBeCloseTo(-73.78, 1);
  });

  it('answers null for a code no airport has', async () => {
    expect(await make().lookup('QQQ')).toBeNull();
  });
});
