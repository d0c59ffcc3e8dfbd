import { z } from 'zod';
import { isGazetteerId } from '@shared/reference/gazetteer-rows';
import { destinationSchema } from '@shared/schemas/destination';
import type { AppDb } from '../db/app-db';

const destinationsSchema = z.array(destinationSchema);

const PATH = '/api/destinations';

/** Makes `request` for `path`, or hands over a copy of the answer the page already has for it. */
export type ShareFirstLoad = (path: string, request: () => Promise<Response>) => Promise<Response>;

/**
 * Refreshes the device's copy of GET /api/destinations, so that a trip can be created offline.
 * Answers false when the server could not be reached (the cached copy stays as it was).
 * `shareFirstLoad` makes the request one the page's start shares (lib/first-load-responses.ts):
 * on '/' the explorer draws its cards from the same answer, so a start asks once.
 */
export async function refreshDestinations(
  db: AppDb,
  fetchImpl: typeof fetch,
  shareFirstLoad: ShareFirstLoad = (_path, request) => request(),
): Promise<boolean> {
  let res: Response;
  try {
    res = await shareFirstLoad(PATH, () => fetchImpl(PATH, { credentials: 'include' }));
  } catch {
    return false;
  }
  if (!res.ok) throw new Error(`Refreshing destinations failed: ${res.status}`);
  const destinations = destinationsSchema.parse(await res.json());
  await db.transaction('rw', db.destinations, async () => {
    // Replace, so a destination the server no longer offers leaves the select too. Gazetteer
    // cities ('gn-…') stay: the list never has them, and trips on the device go there.
    await db.destinations.filter((d) => !isGazetteerId(d.id)).delete();
    await db.destinations.bulkPut(destinations);
  });
  return true;
}
