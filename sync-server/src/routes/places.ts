import { Hono } from 'hono';
import { describeZodError } from '@shared/api/error';
import { placeSearchQuerySchema, type PlaceSearchResponse } from '@shared/api/places';
import type { PlaceSearchProvider } from '../domain/providers/place-search-provider';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { callProvider, publicCache } from './lookups';

/**
 * GET /api/places/search?q=&lat=&lng=&mode=typeahead|search (issue 24). Public like the airport
 * search: the answer is about the world, not about anyone, and the same for every traveller
 * (which is also why one cached answer serves them all). A geocoder that fails answers 502, one
 * too slow 504, one that asks us to wait (or our own share of Nominatim, used up) 429 with
 * Retry-After; the web then shows its offline results alone.
 */
export function placeRoutes(places: PlaceSearchProvider) {
  const app = new Hono<AppEnv>();
  app.use(publicCache);
  app.get('/search', async (c) => {
    const parsed = placeSearchQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, describeZodError(parsed.error).message);
    const answer = await callProvider(c, () => places.search(parsed.data));
    return sendJson<PlaceSearchResponse>(c, { ...answer, searchOnline: places.searchOnline });
  });
  return app;
}
