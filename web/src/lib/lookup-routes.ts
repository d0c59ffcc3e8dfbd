/**
 * Which requests the service worker answers from its runtime caches, and how. Kept apart from
 * the worker so the rules (above all: what is never cached) are unit tested.
 *
 * Only same-origin GET lookups are listed. Everything else, in particular /api/user, /api/login,
 * /api/register, /api/logout, /api/sync/** (the live-updates stream /api/sync/events included)
 * and every write, is left to the network untouched: the outbox owns writes, and a session
 * answer must never come from a cache.
 */
export type RuntimeCacheKind =
  'destinations' | 'visa' | 'airports' | 'flights' | 'images' | 'photos';

export interface RuntimeCacheRule {
  cacheName: string;
  maxEntries: number;
  maxAgeSeconds: number;
}

const DAY = 24 * 60 * 60;

export const RUNTIME_CACHES: Record<RuntimeCacheKind, RuntimeCacheRule> = {
  // Destinations, search results and activities change now and then: answer from cache at once,
  // refresh in the background.
  destinations: { cacheName: 'lookups-destinations', maxEntries: 150, maxAgeSeconds: 14 * DAY },
  // Visa rules change rarely but do change: stale-while-revalidate keeps them current.
  visa: { cacheName: 'lookups-visa', maxEntries: 200, maxAgeSeconds: 30 * DAY },
  // Airports are reference data: cache first.
  airports: { cacheName: 'lookups-airports', maxEntries: 100, maxAgeSeconds: 30 * DAY },
  // Fares move by the hour: network first, the cache is only an offline fallback.
  flights: { cacheName: 'lookups-flights', maxEntries: 30, maxAgeSeconds: 3 * DAY },
  images: { cacheName: 'images', maxEntries: 80, maxAgeSeconds: 60 * DAY },
  // Destination photos (decision 007): their URLs carry a version, so cache first is never stale.
  // A photo is 20 to 150 KB; 120 of them (every destination once, and room for a second size
  // after a rotation) stay around 10 MB, and the oldest go first.
  photos: { cacheName: 'photos', maxEntries: 120, maxAgeSeconds: 90 * DAY },
};

/** How long a flight search waits for the network before answering from the cache. */
export const FLIGHTS_NETWORK_TIMEOUT_SECONDS = 4;

const DESTINATION_LOOKUP =
  /^\/api\/destinations(\/search|\/photos|\/[^/]+\/activities|\/[^/]+\/photo)?$/;
const VISA_LOOKUP = /^\/api\/visa\/[^/]+\/[^/]+$/;
const AIRPORT_LOOKUP = /^\/api\/airports\/[^/]+(\/[^/]+)?$/;
const FLIGHT_SEARCH = /^\/api\/flights\/search$/;

/** The runtime cache for a request, or null when the service worker must not touch it. */
export function runtimeCacheFor(method: string, url: URL, origin: string): RuntimeCacheKind | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (path.startsWith('/images/photos/')) return 'photos';
  if (path.startsWith('/images/')) return 'images';
  if (DESTINATION_LOOKUP.test(path)) return 'destinations';
  if (VISA_LOOKUP.test(path)) return 'visa';
  if (AIRPORT_LOOKUP.test(path)) return 'airports';
  if (FLIGHT_SEARCH.test(path)) return 'flights';
  return null;
}

/** Navigations under these prefixes are server answers, never the app shell. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/images\//];
