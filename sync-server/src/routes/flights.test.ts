import { afterEach, describe, expect, it } from 'vitest';
import { flightSearchResponseSchema } from '@shared/api/lookups';
import { amadeusFake } from '../testing/amadeus-fake';
import { FakeProviderServer } from '../testing/fake-provider-server';
import { testApp } from '../testing/test-app';
import { AmadeusClient } from '../domain/providers/live/amadeus-client';
import { amadeusFlights } from '../domain/providers/live/amadeus-flights';

const clock = () => new Date('2026-11-22T12:00:00Z');
const search = (query: string) => testApp({ clock }).client().get(`/api/flights/search?${query}`);
let fake: FakeProviderServer | undefined;
afterEach(() => fake?.stop());

async function message(res: Response) {
  return ((await res.json()) as { message: string }).message;
}

describe('GET /api/flights/search', () => {
  it('answers sample offers, the same for the same route and date', async () => {
    const query = 'origin=jfk&destination=LHR&departureDate=2026-12-20&adults=1';
    const first = await search(query);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const body = flightSearchResponseSchema.parse(await first.json());
    expect(body.sample).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(flightSearchResponseSchema.parse(await (await search(query)).json())).toEqual(body);
  });

  it('prices by passengers and adds the return itinerary when asked', async () => {
    const one = flightSearchResponseSchema.parse(
      await (await search('origin=LIS&destination=CDG&departureDate=2026-12-20&adults=1')).json(),
    );
    const three = flightSearchResponseSchema.parse(
      await (await search('origin=LIS&destination=CDG&departureDate=2026-12-20&adults=3')).json(),
    );
    expect(Number(three.data[0]!.price.total)).toBeCloseTo(Number(one.data[0]!.price.total) * 3, 1);
    const round = flightSearchResponseSchema.parse(
      await (
        await search(
          'origin=LIS&destination=CDG&departureDate=2026-12-20&returnDate=2026-12-27&adults=1',
        )
      ).json(),
    );
    for (const offer of round.data) {
      expect(offer.itineraries).toHaveLength(2);
      expect(offer.itineraries[1]!.segments[0]!.departure.iataCode).toBe('CDG');
      expect(offer.itineraries[1]!.segments[0]!.departure.at.startsWith('2026-12-27')).toBe(true);
    }
  });

  it.each([
    ['origin=JFK&destination=LHR&departureDate=2026-12-20', 'adults'],
    [
      'origin=JF&destination=LHR&departureDate=2026-12-20&adults=1',
      'origin must be a 3-letter airport code',
    ],
    ['origin=JFK&destination=LHR&departureDate=20-12-2026&adults=1', 'departureDate'],
    ['origin=JFK&destination=LHR&departureDate=2026-12-20&adults=10', 'adults'],
    [
      'origin=JFK&destination=JFK&departureDate=2026-12-20&adults=1',
      'Origin and destination must be different airports',
    ],
    [
      'origin=JFK&destination=LHR&departureDate=2026-11-01&adults=1',
      'departureDate must not be in the past',
    ],
    [
      'origin=JFK&destination=LHR&departureDate=2026-12-20&returnDate=2026-12-19&adults=1',
      'returnDate must not be before departureDate',
    ],
    ['origin=JFK&destination=QQQ&departureDate=2026-12-20&adults=1', 'Unknown airport code QQQ'],
  ])('refuses %s', async (query, expected) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(await message(res)).toContain(expected);
  });

  it('accepts today for a traveller whose date is behind UTC', async () => {
    const res = await search('origin=JFK&destination=LHR&departureDate=2026-11-21&adults=1');
    expect(res.status).toBe(200);
  });

  it('serves live offers, not marked as samples, when Amadeus is configured', async () => {
    fake = await FakeProviderServer.start(amadeusFake());
    const client = new AmadeusClient({
      baseUrl: fake.baseUrl,
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 2000,
    });
    const app = testApp({ clock, providers: { flights: amadeusFlights(client) } });
    const res = await app
      .client()
      .get('/api/flights/search?origin=JFK&destination=LHR&departureDate=2026-12-20&adults=2');
    const body = flightSearchResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ sample: false, data: [{ price: { total: '612.40' } }] });
    // Amadeus gives no zones; the embedded airport data names them for the plan's calendar.
    const [segment] = body.data[0]!.itineraries[0]!.segments;
    expect(segment!.departure.timeZone).toBe('America/New_York');
    expect(segment!.arrival.timeZone).toBe('Europe/London');
    const call = fake.requests.find((r) => r.path === '/v2/shopping/flight-offers')!;
    expect(Object.fromEntries(call.query)).toMatchObject({
      adults: '2',
      currencyCode: 'USD',
      departureDate: '2026-12-20',
    });
  });

  it('answers 504 when the flight provider hangs', async () => {
    fake = await FakeProviderServer.start(() => ({ hang: true }));
    const client = new AmadeusClient({
      baseUrl: fake.baseUrl,
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 150,
    });
    const app = testApp({ clock, providers: { flights: amadeusFlights(client) } });
    const res = await app
      .client()
      .get('/api/flights/search?origin=JFK&destination=LHR&departureDate=2026-12-20&adults=1');
    expect(res.status).toBe(504);
    expect(await message(res)).toMatch(/amadeus data service did not answer in time/);
  });
});
