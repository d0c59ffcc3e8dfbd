/**
 * On a first visit the page fetches its lookups (the destinations list, the first pictures)
 * before the service worker exists: it is registered once the page is idle, so that it does not
 * compete with the first screen. Those answers would then never reach the runtime caches, and
 * the same screen opened offline later would say it needs a connection. Once the new worker
 * controls the page, the page names what it already loaded and the worker fetches into its
 * caches whichever of those are lookups (it alone decides, with `runtimeCacheFor`).
 *
 * The message has the shape workbox-routing's own cache listener uses.
 */
export const CACHE_URLS = 'CACHE_URLS';

export interface CacheUrlsMessage {
  type: typeof CACHE_URLS;
  payload: { urlsToCache: string[] };
}

export function isCacheUrlsMessage(data: unknown): data is CacheUrlsMessage {
  if (!data || typeof data !== 'object' || !('type' in data) || data.type !== CACHE_URLS) {
    return false;
  }
  const payload = 'payload' in data ? data.payload : undefined;
  return (
    !!payload &&
    typeof payload === 'object' &&
    'urlsToCache' in payload &&
    Array.isArray(payload.urlsToCache) &&
    payload.urlsToCache.every((url) => typeof url === 'string')
  );
}

/** What the page fetched from its own origin so far, as the browser's resource timing lists it. */
export function loadedFromOrigin(win: Pick<Window, 'performance' | 'location'>): string[] {
  const origin = win.location.origin;
  const urls = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/`));
  return [...new Set(urls)];
}

/** The part of workbox-window's Workbox this needs (so tests can fake it). */
export interface ControllableWorker {
  readonly controlling: Promise<unknown>;
  messageSW(message: CacheUrlsMessage): Promise<unknown>;
}

/**
 * Call right after registering when no worker controlled the page before: once the new worker
 * takes control, it is told what the page loaded without it.
 */
export async function cacheWhatLoadedBeforeControl(
  wb: ControllableWorker,
  win: Pick<Window, 'performance' | 'location'>,
): Promise<void> {
  await wb.controlling;
  const urlsToCache = loadedFromOrigin(win);
  if (urlsToCache.length > 0) await wb.messageSW({ type: CACHE_URLS, payload: { urlsToCache } });
}
