import { z } from 'zod';
import type { LatLng } from '@shared/domain/travel-time';
import type { LivePlace } from '@shared/api/places';
import { fetchJson } from '../http-json';
import { ProviderError } from '../provider-error';
import { NO_LIVE_ANSWER, type PlaceSearchProvider } from '../place-search-provider';
import { OSM_CREDIT, toLivePlace } from './osm-place';
import { LIVE_PLACE_LIMIT } from './photon-places';
import { RequestSpacing } from './request-spacing';

export const NOMINATIM = 'nominatim';
export const DEFAULT_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
export const NOMINATIM_ATTRIBUTION = `${OSM_CREDIT}, Nominatim`;
/** The usage policy's "absolute maximum of 1 request per second", for the whole application. */
export const NOMINATIM_INTERVAL_MS = 1000;
/** How long a 429 without Retry-After pauses every request. */
const DEFAULT_PAUSE_SECONDS = 60;
/** Half-width of the box results near the traveller are preferred in (about 50 km). */
const VIEWBOX_DEGREES = 0.5;

export interface NominatimOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Required by the usage policy: the application and a way to reach its operator. */
  userAgent: string;
  /** Time between two requests of this process; more than 1000 when several processes share it. */
  intervalMs?: number;
  /** A request waits at most this long for its turn, else 429 (request-spacing.ts says why). */
  maxWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Nominatim's `format=jsonv2` with `addressdetails=1`; lat and lon are strings. */
const nominatimAnswerSchema = z.array(
  z.object({
    osm_type: z.string().optional(),
    osm_id: z.number().optional(),
    lat: z.string(),
    lon: z.string(),
    name: z.string().optional(),
    display_name: z.string().optional(),
    address: z.record(z.string(), z.string()).optional(),
  }),
);

/** 'lon1,lat1,lon2,lat2' around a point, inside the world's bounds. */
function viewbox({ latitude, longitude }: LatLng): string {
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));
  return [
    clamp(longitude - VIEWBOX_DEGREES, 180),
    clamp(latitude + VIEWBOX_DEGREES, 90),
    clamp(longitude + VIEWBOX_DEGREES, 180),
    clamp(latitude - VIEWBOX_DEGREES, 90),
  ].join(',');
}

/**
 * OpenStreetMap's Nominatim (`GET {base}/search?format=jsonv2`), asked only when the traveller
 * presses 'Search online': its usage policy forbids type-ahead, so a `typeahead` request gets
 * nothing from here. Every request names the application and its operator (User-Agent), and at
 * most one leaves per second for the whole process (RequestSpacing); a 429 stops every request
 * for as long as its Retry-After says. Answers are cached by the caller (place-search-cache.ts),
 * as the policy also asks.
 */
export function nominatimPlaces(options: NominatimOptions): PlaceSearchProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const intervalMs = options.intervalMs ?? NOMINATIM_INTERVAL_MS;
  const spacing = new RequestSpacing({
    provider: NOMINATIM,
    intervalMs,
    maxWaitMs: options.maxWaitMs ?? 3 * intervalMs,
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return {
    name: NOMINATIM,
    searchOnline: true,
    async search({ q, near, mode }) {
      if (mode === 'typeahead') return NO_LIVE_ANSWER;
      const params = new URLSearchParams({
        q,
        format: 'jsonv2',
        limit: String(LIVE_PLACE_LIMIT),
        addressdetails: '1',
        'accept-language': 'en',
      });
      // A preference, not a bound: places elsewhere are still found.
      if (near) params.set('viewbox', viewbox(near));
      await spacing.turn();
      let answer: z.infer<typeof nominatimAnswerSchema> | null;
      try {
        answer = await fetchJson({
          provider: NOMINATIM,
          url: `${base}/search?${params}`,
          init: { headers: { 'User-Agent': options.userAgent, Accept: 'application/json' } },
          timeoutMs: options.timeoutMs,
          schema: nominatimAnswerSchema,
        });
      } catch (error) {
        if (error instanceof ProviderError && error.status === 429) {
          const seconds = error.retryAfterSeconds ?? DEFAULT_PAUSE_SECONDS;
          spacing.pauseFor(seconds);
          throw new ProviderError(NOMINATIM, 'busy', 'nominatim asked us to slow down', {
            cause: error,
            status: 429,
            retryAfterSeconds: seconds,
          });
        }
        throw error;
      }
      const results = (answer ?? [])
        .map((r) => {
          const a = r.address ?? {};
          const street = a.road ?? a.pedestrian ?? a.footway;
          const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet;
          return toLivePlace({
            // An address has no name of its own: its street line stands for it.
            name: r.name || (street || city ? undefined : r.display_name?.split(',')[0]),
            street,
            housenumber: a.house_number,
            city,
            country: a.country,
            countryCode: a.country_code,
            latitude: Number(r.lat),
            longitude: Number(r.lon),
            osmType: r.osm_type ?? '',
            osmId: r.osm_id ?? 0,
          });
        })
        .filter((place): place is LivePlace => place !== null);
      return { results, attribution: NOMINATIM_ATTRIBUTION, provider: NOMINATIM };
    },
  };
}
