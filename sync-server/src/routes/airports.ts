import { Hono } from 'hono';
import type { Airport } from '@shared/api/lookups';
import { AIRPORT_KEYWORD_MIN } from '@shared/constants';
import type { AirportProvider } from '../domain/providers/airport-provider';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { callProvider, publicCache, requiredText } from './lookups';

const AIRPORT_RESULTS = 10;

/** GET /api/airports/search?keyword= (SPEC 7). */
export function airportRoutes(airports: AirportProvider) {
  const app = new Hono<AppEnv>();
  app.use(publicCache);
  app.get('/search', async (c) => {
    const keyword = requiredText(c, 'keyword', AIRPORT_KEYWORD_MIN);
    const data = await callProvider(c, () => airports.search(keyword, AIRPORT_RESULTS));
    return sendJson<{ data: Airport[] }>(c, { data });
  });
  return app;
}
