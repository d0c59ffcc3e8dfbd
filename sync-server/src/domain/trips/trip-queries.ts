import type { TripListItem } from '@shared/api/trips';
import type { TripWithDetails } from '@shared/schemas/trip';
import { compareItems } from '@shared/domain/item-order';
import type { Db, SqlHandle } from '../../db/connection';
import type { TripWithDestinationRow } from '../../db/trip-read-statements';
import { toEmbeddedDestination, toExpense, toItineraryItem, toTrip } from './to-entities';

function toTripListItem(row: TripWithDestinationRow): TripListItem {
  return { ...toTrip(row), destination: toEmbeddedDestination(row) };
}

/** The user's trips (owned and shared with them), soonest first, each with its destination. */
export async function listTrips(db: Db, userId: string): Promise<TripListItem[]> {
  return (await db.$statements.tripsOfMember.all({ userId })).map(toTripListItem);
}

/**
 * One of the user's trips with everything the trip screens show (GET /api/trips/:id), or
 * undefined (missing or not theirs), read inside a snapshot the caller holds
 * (trip-answer-cache.ts reads its stamp in the same one).
 */
export async function readTripDetails(
  sql: SqlHandle,
  userId: string,
  id: string,
): Promise<TripWithDetails | undefined> {
  const statements = sql.$statements;
  // Membership is checked in the same query as the id, so another user's trip answers exactly
  // like a missing one.
  const found = await statements.tripOfMember.get({ userId, id });
  if (!found) return undefined;
  const expenses = await statements.expensesOfTrip.all(id);
  const items = await statements.itemsOfTrip.all(id);
  return {
    ...toTripListItem(found),
    expenses: expenses.map(toExpense),
    // The order every device shows (shared/src/domain/item-order.ts).
    itineraryItems: items.sort(compareItems).map(toItineraryItem),
  };
}

/** `readTripDetails` in a snapshot of its own, so trip, expenses and items describe one moment. */
export function tripDetails(
  db: Db,
  userId: string,
  id: string,
): Promise<TripWithDetails | undefined> {
  return db.read((tx) => readTripDetails(tx, userId, id));
}
