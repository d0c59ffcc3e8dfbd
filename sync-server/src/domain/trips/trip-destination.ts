import { gazetteerDestination } from '@shared/domain/gazetteer-destination';
import { isGazetteerId } from '@shared/reference/gazetteer-rows';
import type { WriteTx } from '../writes/mutation-context';
import { requireDestination } from '../writes/trip-access';

/**
 * The destination a trip names must exist. A curated one is seeded; a city of the built-in
 * gazetteer ('gn-<GeoNames id>') gets its row the first time a trip names it, built here from
 * the server's own copy of the gazetteer: the device sends only the id, and nothing it might
 * say about the place is believed. The row goes in the caller's write transaction, before the
 * trip that refers to it. An id that is neither (a forged 'gn-999999999' too) is refused.
 *
 * `GET /api/destinations` lists only the curated ones (destination-statements.ts).
 */
export async function requireTripDestination(w: WriteTx, id: string, now: string): Promise<void> {
  if (isGazetteerId(id) && !(await w.sql.destinationExists.get(id))) {
    // About 1.5 MB of data: loaded by the first trip to such a city, not at every start.
    const { findGazetteerCity } = await import('@shared/reference/gazetteer');
    const city = findGazetteerCity(id);
    if (city) {
      const row = gazetteerDestination(city, now);
      // Its zone is not stored: readers take it from the coordinates (catalog/time-zones.ts).
      await w.sql.insertDestination.run({
        id: row.id,
        name: row.name,
        country: row.country,
        description: row.description,
        imageUrl: row.imageUrl,
        category: row.category,
        featured: 0,
        latitude: row.latitude,
        longitude: row.longitude,
        visaRequirements: row.visaRequirements,
        travelDocuments: row.travelDocuments,
        climate: row.climate,
        bestMonths: row.bestMonths,
        createdAt: row.createdAt,
      });
    }
  }
  await requireDestination(w, id);
}
