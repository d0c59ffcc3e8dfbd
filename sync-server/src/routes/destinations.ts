import { Hono } from 'hono';
import type { ActivitiesResponse, SearchResponse } from '@shared/api/lookups';
import { SEARCH_MIN_CHARS } from '@shared/constants';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { keptEtag, sendKept } from '../http/kept-answer';
import { sendJson } from '../http/json-answer';
import { activitiesFor } from '../domain/destinations/activities/catalog';
import { searchDestinations } from '../domain/destinations/search-destinations';
import {
  matchesEtag,
  type DestinationListCache,
} from '../domain/destinations/destination-list-cache';
import type { DestinationSearchProvider } from '../domain/providers/destination-search-provider';
import { isValidCoordinate } from '../domain/providers/geo';
import { callProvider, publicCache, requiredText } from './lookups';

/** Names of place providers a client may have seen results from (SPEC 7 `{provider}`). */
const PLACE_PROVIDER_NAMES = new Set(['amadeus', 'city-timezones']);

function coordinate(value: string | undefined, name: string, max: number): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > max) {
    throw new ApiError(400, `${name} must be a number between -${max} and ${max}`);
  }
  return n;
}

export function destinationRoutes(places: DestinationSearchProvider, list: DestinationListCache) {
  const app = new Hono<AppEnv>();

  // Served from memory (Destination[] as JSON). Public and the same for everyone, so unlike the
  // rest of /api browsers may keep it, but must ask again each time (no-cache): they then send
  // its ETag, and a device that has this version gets a 304 instead of the whole list (8 KB
  // gzipped) at every start and every return online.
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const { answer, etag } = await list.get();
    if (matchesEtag(c.req.header('If-None-Match'), etag)) {
      c.header('ETag', keptEtag(c, answer, etag));
      return c.body(null, 304);
    }
    return sendKept(c, answer, 'application/json', etag);
  });

  app.get('/search', publicCache, async (c) => {
    const query = requiredText(c, 'query', SEARCH_MIN_CHARS);
    const results = await callProvider(c, () => searchDestinations(c.get('db'), places, query));
    return sendJson<SearchResponse>(c, { results });
  });

  /**
   * One path, two meanings (SPEC 7): `{id}` of one of our destinations, or `{provider}` with
   * coordinates for a global place. Provider names are never used as destination ids.
   */
  app.get('/:id/activities', publicCache, async (c) => {
    const id = c.req.param('id');
    if (id === places.name || PLACE_PROVIDER_NAMES.has(id)) {
      const latitude = coordinate(c.req.query('latitude'), 'latitude', 90);
      const longitude = coordinate(c.req.query('longitude'), 'longitude', 180);
      if (!isValidCoordinate(latitude, longitude)) throw new ApiError(400, 'Invalid coordinates');
      if (id !== places.name) {
        throw new ApiError(404, `Activities from ${id} are not available on this server`);
      }
      const data = await callProvider(c, () => places.activities(latitude, longitude));
      return sendJson<ActivitiesResponse>(c, { data });
    }
    const row = await c.get('db').$statements.destinationById.get(id);
    if (!row) throw new ApiError(404, 'Destination not found');
    return sendJson<ActivitiesResponse>(c, { data: activitiesFor(id) });
  });

  return app;
}
