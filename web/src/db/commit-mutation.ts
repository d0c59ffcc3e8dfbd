import type { Mutation } from '@shared/sync/mutations';
import type { AppDb } from './app-db';
import { applyLocal } from './local-mutators';
import { canEdit, roleOf } from './trip-role';

/** A change refers to a row this device does not have (deleted meanwhile, or a wrong id). */
export class LocalNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'LocalNotFoundError';
  }
}

/**
 * The one way a change enters the store: its local effect and its outbox entry are written in the
 * same Dexie transaction, so neither can exist without the other. `guard` runs first inside that
 * transaction: it throws to refuse the change, or answers false when there is nothing to do.
 */
export async function commitMutation(
  db: AppDb,
  mutation: Mutation,
  guard: () => Promise<boolean> = async () => true,
): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction('rw', db.mutationTables, async () => {
    if (!(await guard())) return;
    await applyLocal(db, mutation, at);
    await db.outbox.add({ ...mutation, createdAt: at });
  });
}

/** A change this user's role on the trip does not allow; nothing is queued. */
export class ReadOnlyTripError extends Error {
  constructor(message = "Viewers can't change this trip") {
    super(message);
    this.name = 'ReadOnlyTripError';
  }
}

/** A change the server's rules would refuse (shared/src/sync); nothing is queued. */
export class InvalidChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidChangeError';
  }
}

/**
 * Guard for a change to a trip or its children: the trip must exist on this device and this
 * user must be its owner or an editor (`owner: true`: its owner), or nothing is queued.
 */
export function requireTrip(db: AppDb, tripId: string, { owner = false } = {}) {
  return async () => {
    const trip = await db.trips.get(tripId);
    if (!trip) throw new LocalNotFoundError('Trip');
    const role = roleOf(trip, await db.members.where('tripId').equals(tripId).toArray(), db.userId);
    if (owner && role !== 'owner') throw new ReadOnlyTripError("Only the trip's owner can do that");
    if (!canEdit(role)) throw new ReadOnlyTripError();
    return true;
  };
}

/**
 * Guard for deleting a trip's item or expense: deleting what is already gone changes nothing and
 * queues nothing; otherwise this user must be allowed to edit its trip.
 */
export function ifChildExists(
  db: AppDb,
  table: { get(id: string): Promise<{ tripId: string } | undefined> },
  id: string,
) {
  return async () => {
    const row = await table.get(id);
    return row ? requireTrip(db, row.tripId)() : false;
  };
}

/** Guard for deleting a trip: gone already is nothing to do; otherwise its owner's alone. */
export function ifOwnTrip(db: AppDb, id: string) {
  return async () => {
    if (!(await db.trips.get(id))) return false;
    return requireTrip(db, id, { owner: true })();
  };
}
