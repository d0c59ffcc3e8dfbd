import type { ItineraryType } from '@shared/constants';
import { idSchema } from '@shared/schemas/common';
import type { PlaceInput } from '@shared/schemas/place';
import {
  compareItems,
  planMove,
  planPlace,
  positionForNew,
  type ItemMove,
} from '@shared/domain/item-order';
import {
  insertItineraryItemSchema,
  updateItineraryItemSchema,
  type ItineraryItem,
  type UpdateItineraryItem,
} from '@shared/schemas/itinerary-item';
import type { AppDb } from './app-db';
import { commitMutation, ifChildExists, LocalNotFoundError, requireTrip } from './commit-mutation';

export interface ItineraryItemInput {
  tripId: string;
  /** 1-based day of the trip. */
  day: number;
  type: ItineraryType;
  title: string;
  time?: string;
  /** A flight's or train's arrival, a stay's check-out; '07:10 (+1)' on the next day. */
  endTime?: string;
  /** The IANA zones `time` and `endTime` are local to when not the trip's: a flight's airports. */
  timeZone?: string;
  endTimeZone?: string;
  /** A booking's confirmation number. */
  reference?: string;
  location?: string;
  /** Where it happens, as a place with coordinates; its zone reads the times in the calendar. */
  place?: PlaceInput;
  /** Where it arrives (a flight, train or bus); its zone reads the end when no `endTimeZone`. */
  endPlace?: PlaceInput;
  description?: string;
}

/** The items of one day of a trip in the order the screens show (`itemId` left out). */
async function dayItems(db: AppDb, tripId: string, day: number, itemId?: string) {
  const all = await db.itineraryItems.where('tripId').equals(tripId).toArray();
  return all.filter((i) => i.day === day && i.id !== itemId).sort(compareItems);
}

/**
 * Plans an activity on a day of a trip on this device; answers the new id. Its position puts it
 * in time order among the day's timed items, or after the day's last when it has no time
 * (shared/src/domain/item-order.ts).
 */
export async function addItineraryItem(db: AppDb, input: ItineraryItemInput): Promise<string> {
  const parsed = insertItineraryItemSchema.parse(input);
  // A blank optional field is an absent one, on this device and on the server alike.
  if (!parsed.time) delete parsed.time;
  if (!parsed.endTime) delete parsed.endTime;
  if (!parsed.timeZone) delete parsed.timeZone;
  if (!parsed.endTimeZone) delete parsed.endTimeZone;
  if (!parsed.reference) delete parsed.reference;
  if (!parsed.location) delete parsed.location;
  if (!parsed.description) delete parsed.description;
  const id = crypto.randomUUID();
  await db.transaction('rw', db.mutationTables, async () => {
    const siblings = await dayItems(db, parsed.tripId, parsed.day);
    const position = positionForNew(siblings, parsed.time ?? null);
    await commitMutation(
      db,
      { name: 'addItineraryItem', args: { ...parsed, position, id } },
      requireTrip(db, parsed.tripId),
    );
  });
  return id;
}

/** Guard for an item edit: the row is on this device and this user may edit its trip. */
export function guardItemEdit(db: AppDb, id: string) {
  return async () => {
    const row = await db.itineraryItems.get(id);
    if (!row) throw new LocalNotFoundError('Activity');
    return requireTrip(db, row.tripId)();
  };
}

/**
 * Applies a field-level patch (only the changed fields travel). When the patch sets a time or
 * moves the item to another day, and says nothing of the position, the device gives it the
 * position that places it by time on that day (or last there when it has no time).
 */
export async function updateItineraryItem(
  db: AppDb,
  id: string,
  patch: UpdateItineraryItem,
): Promise<void> {
  const itemId = idSchema.parse(id);
  const parsed = updateItineraryItemSchema.parse(patch);
  await db.transaction('rw', db.mutationTables, async () => {
    const row = await db.itineraryItems.get(itemId);
    if (!row) throw new LocalNotFoundError('Activity');
    const timeSet = parsed.time !== undefined && (parsed.time || null) !== row.time;
    const dayMoved = parsed.day !== undefined && parsed.day !== row.day;
    if (parsed.position === undefined && (timeSet || dayMoved)) {
      const day = parsed.day ?? row.day;
      const time = parsed.time !== undefined ? parsed.time || null : row.time;
      parsed.position = positionForNew(await dayItems(db, row.tripId, day, itemId), time);
    }
    await commitMutation(
      db,
      { name: 'updateItineraryItem', args: { id: itemId, patch: parsed, label: row.title } },
      guardItemEdit(db, itemId),
    );
  });
}

/**
 * Moves an item one place up or down among its day's items, past the first or last to the
 * previous or next day (never past day 1 or `lastDay`): usually one position patch
 * (`planMove`). Answers whether it moved.
 */
export async function moveItineraryItem(
  db: AppDb,
  id: string,
  direction: 'up' | 'down',
  lastDay: number,
): Promise<boolean> {
  const itemId = idSchema.parse(id);
  return db.transaction('rw', db.mutationTables, async () => {
    const row = await db.itineraryItems.get(itemId);
    if (!row) throw new LocalNotFoundError('Activity');
    const items: ItineraryItem[] = await db.itineraryItems
      .where('tripId')
      .equals(row.tripId)
      .toArray();
    const moves = planMove(items, itemId, direction, Math.max(lastDay, row.day));
    await commitMoves(db, items, moves);
    return moves.length > 0;
  });
}

/** Each move is the one `updateItineraryItem` mutation (position, and day when it changes). */
async function commitMoves(db: AppDb, items: readonly ItineraryItem[], moves: ItemMove[]) {
  const titles = new Map(items.map((i) => [i.id, i.title]));
  for (const move of moves) {
    const args = { id: move.id, patch: move.patch, label: titles.get(move.id) };
    await commitMutation(db, { name: 'updateItineraryItem', args }, guardItemEdit(db, move.id));
  }
}

/**
 * Puts an item at `index` among day `day`'s other items (a drag and drop, or 'Move to day...'):
 * usually one position patch (`planPlace`). Answers whether it moved.
 */
export async function placeItineraryItem(
  db: AppDb,
  id: string,
  day: number,
  index: number,
): Promise<boolean> {
  const itemId = idSchema.parse(id);
  return db.transaction('rw', db.mutationTables, async () => {
    const row = await db.itineraryItems.get(itemId);
    if (!row) throw new LocalNotFoundError('Activity');
    const items: ItineraryItem[] = await db.itineraryItems
      .where('tripId')
      .equals(row.tripId)
      .toArray();
    const moves = planPlace(items, itemId, day, index);
    await commitMoves(db, items, moves);
    return moves.length > 0;
  });
}

export async function deleteItineraryItem(db: AppDb, id: string): Promise<void> {
  const itemId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteItineraryItem', args: { id: itemId } },
    ifChildExists(db, db.itineraryItems, itemId),
  );
}
