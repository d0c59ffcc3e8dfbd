import { useLiveQuery } from 'dexie-react-hooks';
import type { Rejection } from '@shared/sync/messages';
import type { AppDb, LostTrip } from './app-db';
import { useDb } from '../session/db-context';

/** The trips on this device before a pull, to tell afterwards which ones it dropped. */
export type TripsBefore = Map<string, { title: string; userId: string }>;

export async function tripsBefore(db: AppDb): Promise<TripsBefore> {
  const trips = await db.trips.toArray();
  return new Map(trips.map((t) => [t.id, { title: t.title, userId: t.userId }]));
}

/**
 * Records the trips a pull has just dropped from this device, so their screens can say why.
 * Not lost: a trip this device created whose creation the server refused (it was never on the
 * server), and a trip that is back (re-invited, or the pull listed it again).
 * Runs inside the pull's transaction, after its rows are applied.
 */
export async function recordLostTrips(db: AppDb, before: TripsBefore, at: string): Promise<void> {
  const still = new Set(await db.trips.toCollection().primaryKeys());
  await db.lostTrips.bulkDelete([...still]);
  const refusedCreates = new Set(
    (await db.rejections.toArray())
      .filter((r) => r.name === 'createTrip')
      .map((r) => idIn(r.args, 'id'))
      .filter((id): id is string => id !== undefined),
  );
  const lost: LostTrip[] = [];
  for (const [tripId, trip] of before) {
    if (still.has(tripId) || refusedCreates.has(tripId)) continue;
    lost.push({
      tripId,
      title: trip.title,
      // The user's own trip can only leave by being deleted, on another of their devices (a
      // delete on this one removed the row before the pull). Someone else's leaves when the user
      // is removed, leaves elsewhere, or its owner deletes it: the tombstone does not say which.
      why: trip.userId === db.userId ? 'deleted-elsewhere' : 'no-longer-member',
      at,
    });
  }
  await db.lostTrips.bulkPut(lost);
}

/**
 * The title of the trip a refused change belongs to, read before the pull that brought the
 * refusal drops that trip; a trip dropped by an earlier pull is found among the lost ones.
 */
export async function titleOfChangeTrip(
  db: AppDb,
  change: Pick<Rejection, 'name' | 'args'>,
): Promise<string | undefined> {
  const tripId = await tripIdOfChange(db, change);
  if (!tripId) return undefined;
  return (await db.trips.get(tripId))?.title ?? (await db.lostTrips.get(tripId))?.title;
}

/** The trip a change belongs to, when this device can tell (a child row it still has, or the args). */
export async function tripIdOfChange(
  db: AppDb,
  { name, args }: Pick<Rejection, 'name' | 'args'>,
): Promise<string | undefined> {
  switch (name) {
    case 'createTrip':
      return undefined; // Its own arguments carry its title.
    case 'updateTrip':
    case 'deleteTrip':
      return idIn(args, 'id');
    case 'addExpense':
    case 'addItineraryItem':
    case 'addDocument':
    case 'addStop':
    case 'addList':
      return idIn(args, 'tripId');
    case 'updateExpense':
    case 'deleteExpense':
      return rowTripId(db.expenses, idIn(args, 'id'));
    case 'updateItineraryItem':
    case 'deleteItineraryItem':
      return rowTripId(db.itineraryItems, idIn(args, 'id'));
    case 'updateDocument':
    case 'deleteDocument':
      return rowTripId(db.documents, idIn(args, 'id'));
    case 'updateStop':
    case 'deleteStop':
      return rowTripId(db.stops, idIn(args, 'id'));
    case 'updateList':
    case 'deleteList':
      return rowTripId(db.lists, idIn(args, 'id'));
    case 'addListItem':
      return rowTripId(db.lists, idIn(args, 'listId'));
    case 'updateListItem':
    case 'deleteListItem':
      return rowTripId(db.listItems, idIn(args, 'id'));
    default:
      return undefined;
  }
}

async function rowTripId(
  table: { get(id: string): Promise<{ tripId: string } | undefined> },
  id: string | undefined,
): Promise<string | undefined> {
  return id === undefined ? undefined : (await table.get(id))?.tripId;
}

/** A string field of a change's arguments, which the server echoes back unparsed. */
function idIn(args: unknown, key: 'id' | 'tripId' | 'listId'): string | undefined {
  if (!args || typeof args !== 'object' || !(key in args)) return undefined;
  const value = (args as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The trip `tripId` if a pull dropped it from this device: undefined while reading, else null. */
export function useLostTrip(tripId: string): LostTrip | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => (await db.lostTrips.get(tripId)) ?? null, [db, tripId]);
}

/** What the traveller is told when a trip they had open is no longer on this device. */
export function lostTripText(lost: Pick<LostTrip, 'title' | 'why'>): string {
  return lost.why === 'deleted-elsewhere'
    ? `${lost.title} was deleted on another device`
    : `You are no longer a member of ${lost.title}`;
}
