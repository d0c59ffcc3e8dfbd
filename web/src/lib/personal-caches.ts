import { RUNTIME_CACHES } from './lookup-routes';

/**
 * Service worker caches that hold what one traveller asked for: their flight searches (routes
 * and dates) and visa checks (their passport). The other lookups (destinations, airports, images,
 * photos) are the same for everyone and stay, so the next visitor still has them offline.
 */
export const PERSONAL_CACHES = [RUNTIME_CACHES.flights.cacheName, RUNTIME_CACHES.visa.cacheName];

/** Deletes the personal caches, when a traveller erases their copy on signing out. */
export async function erasePersonalCaches(
  cacheStorage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  // Absent outside a secure context: there is then nothing cached to erase.
  if (!cacheStorage) return;
  await Promise.all(PERSONAL_CACHES.map((name) => cacheStorage.delete(name)));
}
