import type { Owned } from '../../db/statements';
import type { WriteTx } from './mutation-context';
import { MutationRejected, notFound, tripGone, type EntityLabel } from './mutation-rejected';

/*
 * Ownership is checked before existence: a lookup answers another user's row as missing, so an
 * id cannot be probed. Expenses and itinerary items are read with the owner of their trip in the
 * same query, which also tells "someone else's id" from "free id" for a create without a second
 * lookup.
 */

export function ownsTrip(w: WriteTx, userId: string, id: string): boolean {
  return w.sql.ownedTripExists.get(id, userId) !== undefined;
}

/** The parent of a new child row: it must be the user's and not deleted, or nothing is written. */
export function requireLiveTrip(w: WriteTx, userId: string, id: string): void {
  if (!ownsTrip(w, userId, id)) throw tripGone();
}

/**
 * What a create with a device-generated id finds under that id: nothing (undefined, go ahead),
 * the user's own row (a replay), or someone else's row (refused as not found).
 */
export function ownRowOrRefuse<Row>(
  found: Owned<Row> | undefined,
  userId: string,
  entity: EntityLabel,
): Row | undefined {
  if (found === undefined) return undefined;
  if (found.ownerId !== userId) throw notFound(entity);
  return found;
}

export function ownsExpense(w: WriteTx, userId: string, id: string): boolean {
  return w.sql.expenseWithOwner.get(id)?.ownerId === userId;
}

export function ownsItineraryItem(w: WriteTx, userId: string, id: string): boolean {
  return w.sql.itemWithOwner.get(id)?.ownerId === userId;
}

export function requireDestination(w: WriteTx, id: string): void {
  if (!w.sql.destinationExists.get(id)) throw new MutationRejected(400, 'Destination not found');
}
