/// <reference lib="webworker" />
/**
 * The service worker: the app shell and every screen's code are precached so the whole app
 * opens with no network; lookups are kept in runtime caches so they read offline. Writes are
 * never intercepted here: the outbox in IndexedDB owns them (no Workbox background sync). On a
 * Background Sync event the worker flushes that outbox with the pages' own sync engine.
 *
 * Updates wait: a new worker stays 'waiting' until the page, after the user accepted the
 * 'A new version is available' toast, sends it SKIP_WAITING, and sends the worker still in
 * charge RELEASE_FOR_UPDATE, on which that one aborts its lookups in flight so as not to hold
 * the switch. Only Workbox's own precache cleanup deletes anything; runtime caches and IndexedDB
 * survive every update.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { stampCachedAt } from './app/pwa/cache-stamp';
import { userIdFromTag } from './sync/background-sync';
import { flushInWorker } from './sync/worker-flush';
import {
  FLIGHTS_NETWORK_TIMEOUT_SECONDS,
  NAVIGATION_DENYLIST,
  RUNTIME_CACHES,
  runtimeCacheFor,
  type RuntimeCacheKind,
} from './lib/lookup-routes';
import { isCacheUrlsMessage } from './app/pwa/first-visit-cache';
import { AbortableFetches, isReleaseForUpdateMessage } from './app/pwa/release-on-update';
import { keepShared, SHARE_TARGET_PATH, SHARED_IMPORT_PATH } from './app/pwa/share-target';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any route typed into a fresh tab, online or not, gets the precached shell; the router decides.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
);

// A file shared to the installed app: kept here (no network needed), then Import opens with it.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname === SHARE_TARGET_PATH &&
    request.method === 'POST',
  async ({ request }) => {
    try {
      await keepShared(await request.formData(), self.caches);
    } catch {
      // Nothing readable was shared: /import says there is nothing to import.
    }
    return Response.redirect(SHARED_IMPORT_PATH, 303);
  },
  'POST',
);

/** Stamps the time of storing, so the flights screen can say 'results saved on ...'. */
const stampCachedAtPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => stampCachedAt(response, new Date()),
};

/** Aborted when the traveller accepts an update, so that this worker lets the new one in. */
const ownFetches = new AbortableFetches();

function plugins(kind: RuntimeCacheKind): WorkboxPlugin[] {
  const rule = RUNTIME_CACHES[kind];
  return [
    ownFetches.plugin,
    // Only complete successful answers: an error or an opaque reply must not replace good data.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: rule.maxEntries,
      maxAgeSeconds: rule.maxAgeSeconds,
      purgeOnQuotaError: true,
    }),
  ];
}

const strategies: Record<RuntimeCacheKind, Strategy> = {
  destinations: new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.destinations.cacheName,
    plugins: plugins('destinations'),
  }),
  visa: new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.visa.cacheName,
    plugins: plugins('visa'),
  }),
  airports: new CacheFirst({
    cacheName: RUNTIME_CACHES.airports.cacheName,
    plugins: plugins('airports'),
  }),
  flights: new NetworkFirst({
    cacheName: RUNTIME_CACHES.flights.cacheName,
    networkTimeoutSeconds: FLIGHTS_NETWORK_TIMEOUT_SECONDS,
    // The stamp goes last, after the cacheability check has passed.
    plugins: [...plugins('flights'), stampCachedAtPlugin],
  }),
  images: new CacheFirst({
    cacheName: RUNTIME_CACHES.images.cacheName,
    plugins: plugins('images'),
  }),
  photos: new CacheFirst({
    cacheName: RUNTIME_CACHES.photos.cacheName,
    plugins: plugins('photos'),
  }),
};

// One route decides for every request; anything it does not claim goes straight to the network,
// and an uncached lookup while offline fails at once so the screen can say it needs a connection.
registerRoute(
  ({ request, url }) => runtimeCacheFor(request.method, url, self.location.origin) !== null,
  (options) => {
    const kind = runtimeCacheFor(options.request.method, options.url, self.location.origin);
    if (!kind) return fetch(options.request);
    return strategies[kind].handle(options);
  },
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
  // Sent to this worker while a new one waits: its lookups and downloads in flight would hold
  // the switch (release-on-update.ts). The outbox's flush is left to finish.
  if (isReleaseForUpdateMessage(data)) ownFetches.abortAll();
  // The page's first visit, loaded before this worker controlled it (first-visit-cache.ts):
  // each lookup among those URLs goes through its own caching strategy, as if fetched now.
  if (isCacheUrlsMessage(data)) {
    const done = data.payload.urlsToCache.map(async (href) => {
      const url = new URL(href, self.location.origin);
      const kind = runtimeCacheFor('GET', url, self.location.origin);
      if (!kind) return;
      await strategies[kind].handle({ event, request: new Request(url) }).catch(() => undefined);
    });
    event.waitUntil(Promise.all(done));
  }
});

/** The Background Sync event; TypeScript's worker library does not declare it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// A page left changes it could not send and asked for this (see background-sync.ts). Rejecting
// the promise tells the browser to fire the event again later, with its own backoff.
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  const userId = userIdFromTag(sync.tag);
  if (!userId) return;
  sync.waitUntil(
    flushInWorker(userId, {
      fetchImpl: (input, init) => fetch(input, init),
      locks: self.navigator.locks,
    }).then((result) => {
      if (result === 'retry') throw new Error('Changes are still waiting; the network failed');
    }),
  );
});

// The first worker takes charge of the open page at once, so lookups are cached from the first
// visit. An update only gets here after the user accepted it (SKIP_WAITING above).
clientsClaim();
