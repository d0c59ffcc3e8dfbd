import { z } from 'zod';
import { destinationSchema } from '@shared/schemas/destination';
import type { AppDb } from '../db/app-db';

const destinationsSchema = z.array(destinationSchema);

/**
 * Refreshes the device's copy of GET /api/destinations, so that a trip can be created offline.
 * Answers false when the server could not be reached (the cached copy stays as it was).
 */
export async function refreshDestinations(db: AppDb, fetchImpl: typeof fetch): Promise<boolean> {
  let res: Response;
  try {
    res = await fetchImpl('/api/destinations', { credentials: 'include' });
  } catch {
    return false;
  }
  if (!res.ok) throw new Error(`Refreshing destinations failed: ${res.status}`);
  const destinations = destinationsSchema.parse(await res.json());
  await db.transaction('rw', db.destinations, async () => {
    // Replace, so a destination the server no longer offers leaves the select too.
    await db.destinations.clear();
    await db.destinations.bulkPut(destinations);
  });
  return true;
}
