import { and, eq, getTableColumns } from 'drizzle-orm';
import { destinations, expenses, itineraryItems, trips } from '../../db/schema';
import type { Tx } from './mutation-context';
import { MutationRejected, tripGone } from './mutation-rejected';

/*
 * Every lookup filters by owner in the same query as the id. Ownership is checked before
 * existence, so another user's id is indistinguishable from a missing one and cannot be probed.
 */

export function ownedTrip(tx: Tx, userId: string, id: string) {
  return tx
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.userId, userId)))
    .get();
}

/** The parent of a new child row: it must be the user's and not deleted, or nothing is written. */
export function requireLiveTrip(tx: Tx, userId: string, id: string) {
  const trip = ownedTrip(tx, userId, id);
  if (!trip) throw tripGone();
  return trip;
}

export function ownedExpense(tx: Tx, userId: string, id: string) {
  return tx
    .select(getTableColumns(expenses))
    .from(expenses)
    .innerJoin(trips, eq(trips.id, expenses.tripId))
    .where(and(eq(expenses.id, id), eq(trips.userId, userId)))
    .get();
}

export function ownedItineraryItem(tx: Tx, userId: string, id: string) {
  return tx
    .select(getTableColumns(itineraryItems))
    .from(itineraryItems)
    .innerJoin(trips, eq(trips.id, itineraryItems.tripId))
    .where(and(eq(itineraryItems.id, id), eq(trips.userId, userId)))
    .get();
}

/** Any user's row with this id, for telling "someone else's id" from "free id" on create. */
export function anyRowWithId(
  tx: Tx,
  table: typeof trips | typeof expenses | typeof itineraryItems,
  id: string,
) {
  return tx.select({ id: table.id }).from(table).where(eq(table.id, id)).get() !== undefined;
}

export function requireDestination(tx: Tx, id: string): void {
  const found = tx
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.id, id))
    .get();
  if (!found) throw new MutationRejected(400, 'Destination not found');
}
