import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { compareCodeUnits } from '@shared/domain/code-unit-order';
import { compareItems } from '@shared/domain/item-order';
import { compareStops } from '@shared/domain/stop-for-day';
import type { Destination, TripDestination } from '@shared/schemas/destination';
import type { Expense } from '@shared/schemas/expense';
import type { Trip, TripWithDetails } from '@shared/schemas/trip';
import type { TripMember, TripRole } from '@shared/schemas/trip-member';
import type { TripStop } from '@shared/schemas/trip-stop';
import type { AppDb } from './app-db';
import { useDb } from '../session/db-context';
import { roleOf } from './trip-role';
import { useLiveQuerySliced } from './use-live-query-sliced';

export interface TripListItem extends Trip {
  destination: TripDestination | null;
  /** The trip's own changes are not on the server yet. */
  pending: boolean;
  /** Who is on it now, the owner first (empty until the server has said). */
  members: TripMember[];
  /** The names of its further stops, in order (its destination is the first stop). */
  stopNames: string[];
}

export interface TripDetails extends TripWithDetails {
  pending: boolean;
  /** Ids of this trip's itinerary items, expenses and stops that are not on the server yet. */
  pendingIds: Set<string>;
  /**
   * The trip's further stops (its destination is the first), by the day one arrives, then the
   * traveller's order, then id. `stopForDay` (shared/src/domain/stop-for-day.ts) tells which
   * one a day is spent at.
   */
  stops: TripStop[];
  /** Everyone who is or was on the trip (`active` tells which), the owner first. */
  members: TripMember[];
  /** This user's role, which decides what the screens offer. */
  myRole: TripRole;
}

/** The owner first, then in the order they joined. */
const byRoleThenJoined = (a: TripMember, b: TripMember) =>
  Number(b.role === 'owner') - Number(a.role === 'owner') ||
  compareCodeUnits(a.joinedAt, b.joinedAt);

/**
 * Ids of rows that a queued outbox entry creates, changes or deletes. Read with toArray (one
 * getAll, and a read Dexie's live-query cache can share) rather than a cursor over each entry.
 */
export async function queryPendingIds(db: AppDb): Promise<Set<string>> {
  // A day note changes its trip's row (decision 018): the trip is what waits.
  return new Set(
    (await db.outbox.toArray()).map((entry) =>
      entry.name === 'setDayNote' ? entry.args.tripId : entry.args.id,
    ),
  );
}

export function toTripDestination(d: Destination): TripDestination {
  const { name, country, imageUrl, description, climate, bestMonths } = d;
  const { visaRequirements, travelDocuments } = d;
  return {
    name,
    country,
    imageUrl,
    description,
    climate,
    bestMonths,
    visaRequirements,
    travelDocuments,
    timeZone: d.timeZone ?? null,
  };
}

async function destinationOf(db: AppDb, trip: Trip): Promise<TripDestination | null> {
  if (!trip.destinationId) return null;
  const d = await db.destinations.get(trip.destinationId);
  return d ? toTripDestination(d) : null;
}

/** The user's trips by start date, with destination and pending mark. */
export async function queryTrips(db: AppDb): Promise<TripListItem[]> {
  const [trips, destinations, pending, members, stops] = await Promise.all([
    db.trips.orderBy('startDate').toArray(),
    db.destinations.toArray(),
    queryPendingIds(db),
    db.members.toArray(),
    db.stops.toArray(),
  ]);
  const stopsOf = new Map<string, TripStop[]>();
  for (const stop of stops.sort(compareStops)) {
    stopsOf.set(stop.tripId, [...(stopsOf.get(stop.tripId) ?? []), stop]);
  }
  const byId = new Map(destinations.map((d) => [d.id, d]));
  const membersOf = new Map<string, TripMember[]>();
  for (const m of members.filter((row) => row.active).sort(byRoleThenJoined)) {
    membersOf.set(m.tripId, [...(membersOf.get(m.tripId) ?? []), m]);
  }
  return trips.map((trip) => {
    const d = trip.destinationId ? byId.get(trip.destinationId) : undefined;
    return {
      ...trip,
      destination: d ? toTripDestination(d) : null,
      pending: pending.has(trip.id),
      members: membersOf.get(trip.id) ?? [],
      stopNames: (stopsOf.get(trip.id) ?? []).map((stop) => stop.place.name),
    };
  });
}

const byDateThenCreated = (a: Expense, b: Expense) =>
  compareCodeUnits(a.date, b.date) || compareCodeUnits(a.createdAt, b.createdAt);

/**
 * Where the id range of a trip's expenses is cut into slices (ids are UUIDs, so hex digits spread
 * them evenly; any other id still falls in exactly one slice, since the slices cover every key).
 */
const EXPENSE_SLICE_BOUNDS = [...'2468ace'];

/**
 * A trip's expenses in id order, read as eight slices of the [tripId+id] index instead of one
 * range of tripId. Inside a live query Dexie caches each read and, after a write, throws away only
 * the reads whose range the write touched: adding an expense then re-reads the eighth of the list
 * it lands in and takes the rest from memory, instead of reading a trip's thousand expenses
 * back from IndexedDB after every change (the trip screen's write-to-screen time was mostly that).
 */
async function tripExpenses(db: AppDb, tripId: string): Promise<Expense[]> {
  const lowers = [Dexie.minKey, ...EXPENSE_SLICE_BOUNDS];
  const uppers = [...EXPENSE_SLICE_BOUNDS, Dexie.maxKey];
  const slices = await Promise.all(
    lowers.map((lower, i) =>
      db.expenses
        .where('[tripId+id]')
        .between([tripId, lower], [tripId, uppers[i]], true, false)
        .toArray(),
    ),
  );
  return slices.flat();
}

/** One trip with everything the detail screens show; null when this device has no such trip. */
export async function queryTrip(db: AppDb, id: string): Promise<TripDetails | null> {
  const trip = await db.trips.get(id);
  if (!trip) return null;
  const [destination, expenses, itineraryItems, pending, members, stops] = await Promise.all([
    destinationOf(db, trip),
    tripExpenses(db, id),
    db.itineraryItems.where('tripId').equals(id).toArray(),
    queryPendingIds(db),
    db.members.where('tripId').equals(id).toArray(),
    db.stops.where('tripId').equals(id).toArray(),
  ]);
  const pendingIds = new Set(
    [...expenses, ...itineraryItems, ...stops]
      .map((row) => row.id)
      .filter((rowId) => pending.has(rowId)),
  );
  return {
    ...trip,
    destination,
    expenses: expenses.sort(byDateThenCreated),
    // Day, the traveller's order, time, createdAt, id: only synced fields, so every device agrees.
    itineraryItems: itineraryItems.sort(compareItems),
    pending: pending.has(trip.id),
    pendingIds,
    members: members.sort(byRoleThenJoined),
    myRole: roleOf(trip, members, db.userId),
    stops: stops.sort(compareStops),
  };
}

export async function queryDestinations(db: AppDb): Promise<Destination[]> {
  const all = await db.destinations.toArray();
  // The server lists featured first, then by name; the cache keeps that order.
  return all.sort(
    (a, b) => Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name),
  );
}

/** undefined while loading. */
export function useTrips(): TripListItem[] | undefined {
  const db = useDb();
  return useLiveQuery(() => queryTrips(db), [db]);
}

/**
 * undefined while loading, null when not found. A trip screen is large: its first answer is drawn
 * in slices (useLiveQuerySliced).
 */
export function useTrip(id: string): TripDetails | null | undefined {
  const db = useDb();
  return useLiveQuerySliced(() => queryTrip(db, id), [db, id]);
}

/** The cached copy of GET /api/destinations, refreshed by the sync engine when online. */
export function useDestinations(): Destination[] | undefined {
  const db = useDb();
  return useLiveQuery(() => queryDestinations(db), [db]);
}

/**
 * One cached destination row, with the id and coordinates the trip's embedded copy leaves out.
 * undefined while loading, null when there is no id or no such row on this device.
 */
export function useDestination(id: string | null): Destination | null | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (id ? ((await db.destinations.get(id)) ?? null) : null),
    [db, id],
  );
}
