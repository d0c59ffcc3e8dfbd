import { Hono } from 'hono';
import { flightSearchQuerySchema, type FlightSearchResponse } from '@shared/api/lookups';
import { describeZodError } from '@shared/api/error';
import type { AirportProvider } from '../domain/providers/airport-provider';
import type { FlightProvider } from '../domain/providers/flight-provider';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { callProvider, publicCache } from './lookups';

const DAY_MS = 86_400_000;

/** GET /api/flights/search?origin&destination&departureDate&adults[&returnDate] (SPEC 7). */
export function flightRoutes(flights: FlightProvider, airports: AirportProvider) {
  const app = new Hono<AppEnv>();
  app.use(publicCache);
  app.get('/search', async (c) => {
    const parsed = flightSearchQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, describeZodError(parsed.error).message);
    const query = parsed.data;
    if (query.origin === query.destination) {
      throw new ApiError(400, 'Origin and destination must be different airports');
    }
    // The traveller's "today" may be up to a day behind the server's UTC date (UTC-12).
    const earliest = new Date(c.get('now')().getTime() - DAY_MS).toISOString().slice(0, 10);
    if (query.departureDate < earliest) {
      throw new ApiError(400, 'departureDate must not be in the past');
    }
    if (query.returnDate && query.returnDate < query.departureDate) {
      throw new ApiError(400, 'returnDate must not be before departureDate');
    }
    for (const code of [query.origin, query.destination]) {
      const found = await callProvider(c, () => airports.lookup(code));
      if (!found) throw new ApiError(400, `Unknown airport code ${code}`);
    }
    const answer = await callProvider(c, () => flights.search(query));
    return sendJson<FlightSearchResponse>(c, { data: answer.offers, sample: answer.sample });
  });
  return app;
}
