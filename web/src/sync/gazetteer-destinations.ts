import { gazetteerDestination } from '@shared/domain/gazetteer-destination';
import { cityInIndex, type PlaceIndex } from '@shared/domain/place-search';
import { isGazetteerId, type GazetteerCity } from '@shared/reference/gazetteer-rows';
import type { AppDb } from '../db/app-db';

/**
 * Where the gazetteer comes from: lib/places/gazetteer-loader.ts in a page. Passed in rather than
 * imported, because the service worker runs the sync engine too and its build inlines every
 * dynamic import: importing the loader here would put the whole gazetteer into the worker.
 */
export type LoadPlaceIndex = () => Promise<PlaceIndex>;

/**
 * The traveller picked a gazetteer city as a trip's destination: keep its destination row on
 * the device at once, so the trip form and the trip page show it, offline too. The server
 * builds its own row from its own gazetteer when the trip reaches it (the same function).
 */
export async function rememberGazetteerDestination(db: AppDb, city: GazetteerCity): Promise<void> {
  await db.destinations.put(gazetteerDestination(city, new Date().toISOString()));
}

/**
 * Gives every trip on the device whose destination is a gazetteer city ('gn-…') its destination
 * row: GET /api/destinations lists only the curated ones, so a trip pulled from another device
 * or a companion would otherwise have a destination this device cannot name. Loads the
 * gazetteer only when a row is missing. Answers how many rows it added.
 */
export async function ensureGazetteerDestinations(
  db: AppDb,
  loadIndex: LoadPlaceIndex,
): Promise<number> {
  const ids = new Set<string>();
  for (const trip of await db.trips.toArray()) {
    if (trip.destinationId && isGazetteerId(trip.destinationId)) ids.add(trip.destinationId);
  }
  if (ids.size === 0) return 0;
  const wanted = [...ids];
  const present = await db.destinations.bulkGet(wanted);
  const missing = wanted.filter((_id, i) => present[i] === undefined);
  if (missing.length === 0) return 0;
  const index = await loadIndex();
  const createdAt = new Date().toISOString();
  const rows = missing.flatMap((id) => {
    const city = cityInIndex(index, id);
    // An id this app's gazetteer lacks (a newer app's data): the trip shows no destination name.
    return city ? [gazetteerDestination(city, createdAt)] : [];
  });
  await db.destinations.bulkPut(rows);
  return rows.length;
}
