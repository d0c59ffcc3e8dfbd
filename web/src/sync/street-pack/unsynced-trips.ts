import type { AppDb } from '../../db/app-db';
import { tripIdOfChange } from '../../db/lost-trips';

/** What the outbox holds back from the server, as far as street packs care. */
export interface UnsyncedTrips {
  /** Trips made on this device whose creation has not reached the server: it has no pack yet. */
  notOnServer: ReadonlySet<string>;
  /** Whether the server may know other places of this trip than the device does. */
  hasChanges(tripId: string): boolean;
}

/**
 * Reads the outbox for the street packs (decision 012). A pack needs only its trip on the
 * server: a change waiting in the outbox (stuck behind a refusal, or just made offline) must
 * not hold back the packs of every trip. A trip whose changes have not all gone out gets the
 * pack of the places the server knows now, and is asked again once they have (see
 * `askedPlacesKey`). A change whose trip cannot be told (a row already deleted here) counts
 * for every trip: at worst one more If-None-Match each, answered 304.
 */
export async function unsyncedTrips(db: AppDb): Promise<UnsyncedTrips> {
  const notOnServer = new Set<string>();
  const changed = new Set<string>();
  let unknown = false;
  for (const change of await db.outbox.toArray()) {
    if (change.name === 'createTrip') {
      notOnServer.add(change.args.id);
      continue;
    }
    const tripId = await tripIdOfChange(db, change);
    if (tripId === undefined) unknown = true;
    else changed.add(tripId);
  }
  return { notOnServer, hasChanges: (tripId) => unknown || changed.has(tripId) };
}

/**
 * The places key a pack is asked for and kept under. While the trip has changes the server
 * lacks, the pack may be of other places than the device's, so it is kept under a key that
 * no synced trip has: the first round after the outbox empties asks again with If-None-Match.
 */
export function askedPlacesKey(placesKey: string, unsynced: boolean): string {
  return unsynced ? `unsynced ${placesKey}` : placesKey;
}
