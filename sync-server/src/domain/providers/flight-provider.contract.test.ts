import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightOfferSchema, type FlightSearchQuery } from '@shared/api/lookups';
import { amadeusFake } from '../../testing/amadeus-fake';
import { FakeProviderServer } from '../../testing/fake-provider-server';
import { embeddedFlights } from './embedded/embedded-flights';
import type { FlightProvider } from './flight-provider';
import { AmadeusClient } from './live/amadeus-client';
import { amadeusFlights } from './live/amadeus-flights';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await FakeProviderServer.start(amadeusFake());
});
afterAll(() => fake.stop());

const implementations: [string, () => FlightProvider, { sample: boolean }][] = [
  ['embedded generator', embeddedFlights, { sample: true }],
  [
    'Amadeus',
    () =>
      amadeusFlights(
        new AmadeusClient({
          baseUrl: fake.baseUrl,
          clientId: 'id',
          clientSecret: 'secret',
          timeoutMs: 2000,
        }),
      ),
    { sample: false },
  ],
];

const query: FlightSearchQuery = {
  origin: 'JFK',
  destination: 'LHR',
  departureDate: '2026-12-20',
  adults: 1,
};
const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe.each(implementations)('FlightProvider contract: %s', (_, make, { sample }) => {
  it('answers valid offers from origin to destination', async () => {
    const { offers } = await make().search(query);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(flightOfferSchema.parse(offer)).toEqual(offer);
      const segments = offer.itineraries[0]!.segments;
      expect(segments[0]!.departure.iataCode).toBe('JFK');
      expect(segments.at(-1)!.arrival.iataCode).toBe('LHR');
      expect(offer.validatingAirlineCodes[0]).toMatch(/^[A-Z0-9]{2}$/);
      expect(Number(offer.price.total)).toBeGreaterThan(0);
    }
  });

  it('writes ISO durations and local date-times', async () => {
    const { offers } = await make().search(query);
    for (const itinerary of offers.flatMap((o) => o.itineraries)) {
      expect(itinerary.duration).toMatch(ISO_DURATION);
      for (const s of itinerary.segments) {
        expect(s.duration).toMatch(ISO_DURATION);
        expect(s.departure.at).toMatch(LOCAL_TIME);
        expect(s.arrival.at).toMatch(LOCAL_TIME);
        expect(s.departure.at.startsWith('2026-12-2')).toBe(true);
      }
    }
  });

  it('says whether its fares are samples', async () => {
    expect((await make().search(query)).sample).toBe(sample);
  });
});
