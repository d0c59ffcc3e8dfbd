/*
 * The trip reads as they were written with Drizzle before they moved to compiled statements
 * (domain/trips/trip-queries.ts). Kept only as the reference the tests compare the compiled
 * reads with, byte for byte.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TripListItem } from '@shared/api/trips';
import type { TripWithDetails } from '@shared/schemas/trip';
import { destinations, expenses, itineraryItems, tripMembers, trips } from '../db/schema';
import { compareItems } from '@shared/domain/item-order';
import type { Tx } from '../domain/trips/mutation-context';
import { toExpense, toItineraryItem, toTrip, toTripDestination } from '../domain/trips/to-entities';

/** Joins the user's active membership: the trips they own and the ones shared with them. */
function memberOf(userId: string) {
  return and(
    eq(tripMembers.tripId, trips.id),
    eq(tripMembers.userId, userId),
    eq(tripMembers.status, 'active'),
  );
}

/** The user's trips, soonest first, each with its destination (null when it has none). */
export function drizzleListTrips(tx: Tx, userId: string): TripListItem[] {
  return tx
    .select({ trips, destinations })
    .from(trips)
    .innerJoin(tripMembers, memberOf(userId))
    .leftJoin(destinations, eq(destinations.id, trips.destinationId))
    .orderBy(asc(trips.startDate), asc(trips.createdAt))
    .all()
    .map((r) => ({
      ...toTrip(r.trips),
      destination: r.destinations ? toTripDestination(r.destinations) : null,
    }));
}

/** One of the user's trips with everything the trip screens show, or undefined (missing or not theirs). */
export function drizzleTripDetails(
  tx: Tx,
  userId: string,
  id: string,
): TripWithDetails | undefined {
  const found = tx
    .select({ trips, destinations })
    .from(trips)
    .innerJoin(tripMembers, memberOf(userId))
    .leftJoin(destinations, eq(destinations.id, trips.destinationId))
    .where(eq(trips.id, id))
    .get();
  if (!found) return undefined;
  const tripExpenses = tx
    .select()
    .from(expenses)
    .where(eq(expenses.tripId, id))
    .orderBy(desc(expenses.date), desc(expenses.createdAt))
    .all();
  const items = tx
    .select()
    .from(itineraryItems)
    .where(eq(itineraryItems.tripId, id))
    .all()
    // The order every device shows (shared/src/domain/item-order.ts).
    .sort(compareItems);
  return {
    ...toTrip(found.trips),
    destination: found.destinations ? toTripDestination(found.destinations) : null,
    expenses: tripExpenses.map(toExpense),
    itineraryItems: items.map(toItineraryItem),
  };
}
