import type { Mutation } from '@shared/sync/mutations';
import type { AppDb } from './app-db';
import { applyLocal } from './local-mutators';

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

/** Guard for children: the parent trip must exist on this device. */
export function requireTrip(db: AppDb, tripId: string) {
  return async () => {
    if (!(await db.trips.get(tripId))) throw new LocalNotFoundError('Trip');
    return true;
  };
}

/** Guard for deletes: deleting what is already gone changes nothing and queues nothing. */
export function ifExists(table: { get(id: string): Promise<unknown> }, id: string) {
  return async () => (await table.get(id)) !== undefined;
}
