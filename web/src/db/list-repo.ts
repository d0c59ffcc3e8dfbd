import type { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import {
  insertListItemSchema,
  insertTripListSchema,
  updateListItemSchema,
  updateTripListSchema,
  type TripList,
  type UpdateListItem,
} from '@shared/schemas/trip-list';
import { tripLengthDays } from '@shared/domain/trip-length';
import { checkedPatchFields, listItemProblem, type ListItemFacts } from '@shared/sync/list-rules';
import type { MutationArgs } from '@shared/sync/mutations';
import type { AppDb } from './app-db';
import {
  commitMutation,
  InvalidChangeError,
  LocalNotFoundError,
  requireTrip,
} from './commit-mutation';

/*
 * Lists on a trip and their items, written on this device through the one mutation door
 * (decision 018). Each change is checked here by the rules the server checks
 * (shared/src/sync/list-rules.ts), against what this device holds, before it is queued.
 */

/** A new list as a screen gives it. */
export type ListInput = z.input<typeof insertTripListSchema>;
/** A new item as a screen gives it. */
export type ListItemInput = z.input<typeof insertListItemSchema>;
export type ListPatch = z.input<typeof updateTripListSchema>;
export type ListItemPatch = z.input<typeof updateListItemSchema>;

/** Parses with the contract's schema; a refusal carries the schema's own words. */
function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InvalidChangeError(parsed.error.issues[0]?.message ?? 'Invalid change');
}

async function requireList(db: AppDb, id: string): Promise<TripList> {
  const list = await db.lists.get(id);
  if (!list) throw new LocalNotFoundError('List');
  return list;
}

/** The trip's people as this device knows them; a trip not yet synced has its creator alone. */
async function memberIdsOf(db: AppDb, tripId: string): Promise<Set<string>> {
  const members = await db.members.where('tripId').equals(tripId).toArray();
  const ids = new Set(members.filter((m) => m.active).map((m) => m.userId));
  const trip = await db.trips.get(tripId);
  if (trip && members.length === 0) ids.add(trip.userId);
  return ids;
}

/**
 * The facts the item rules read, from this device's store: the trip's days as its dates say now,
 * and the trip of the activity a link names (null when this device has no such activity).
 */
async function itemFacts(
  db: AppDb,
  list: TripList,
  itemCount: number | null,
  linkedItemId: string | null | undefined,
): Promise<ListItemFacts> {
  const trip = await db.trips.get(list.tripId);
  const linked = linkedItemId ? await db.itineraryItems.get(linkedItemId) : undefined;
  return {
    list,
    memberIds: await memberIdsOf(db, list.tripId),
    itemCount,
    tripId: list.tripId,
    tripDays: trip ? tripLengthDays(trip.startDate, trip.endDate) : 1,
    linkedItemTripId: linked?.tripId ?? null,
  };
}

export function guardListAdd(db: AppDb, args: MutationArgs<'addList'>) {
  return requireTrip(db, args.tripId);
}

export function guardListEdit(db: AppDb, id: string) {
  return async () => requireTrip(db, (await requireList(db, id)).tripId)();
}

/** Deleting a list already gone queues nothing. */
export function ifListExists(db: AppDb, id: string) {
  return async () => {
    const list = await db.lists.get(id);
    return list ? requireTrip(db, list.tripId)() : false;
  };
}

export function guardListItemAdd(db: AppDb, args: MutationArgs<'addListItem'>) {
  return async () => {
    const list = await requireList(db, args.listId);
    await requireTrip(db, list.tripId)();
    const count = await db.listItems.where('listId').equals(list.id).count();
    const problem = listItemProblem(args, await itemFacts(db, list, count, args.itineraryItemId));
    if (problem) throw new InvalidChangeError(problem);
    return true;
  };
}

export function guardListItemEdit(db: AppDb, id: string, patch: UpdateListItem) {
  return async () => {
    const item = await db.listItems.get(id);
    if (!item) throw new LocalNotFoundError('List item');
    const list = await requireList(db, item.listId);
    await requireTrip(db, list.tripId)();
    const fields = checkedPatchFields(patch);
    if (Object.keys(fields).length === 0) return true;
    const facts = await itemFacts(db, list, null, patch.itineraryItemId);
    const problem = listItemProblem(fields, facts);
    if (problem) throw new InvalidChangeError(problem);
    return true;
  };
}

export function ifListItemExists(db: AppDb, id: string) {
  return async () => {
    const item = await db.listItems.get(id);
    return item ? requireTrip(db, item.tripId)() : false;
  };
}

/** Adds a list at the end of the trip's lists; answers its id. */
export async function addList(db: AppDb, input: ListInput): Promise<string> {
  const parsed = parseOrRefuse(insertTripListSchema, input);
  const id = crypto.randomUUID();
  await db.transaction('rw', db.mutationTables, async () => {
    const positions = (await db.lists.where('tripId').equals(parsed.tripId).toArray()).map(
      (l) => l.position,
    );
    const position = parsed.position ?? (positions.length ? Math.max(...positions) + 1 : 0);
    const args = { ...parsed, position, id };
    await commitMutation(db, { name: 'addList', args }, guardListAdd(db, args));
  });
  return id;
}

export async function updateList(db: AppDb, id: string, patch: ListPatch): Promise<void> {
  const listId = idSchema.parse(id);
  const parsed = parseOrRefuse(updateTripListSchema, patch);
  const list = await requireList(db, listId);
  await commitMutation(
    db,
    { name: 'updateList', args: { id: listId, patch: parsed, label: list.title } },
    guardListEdit(db, listId),
  );
}

/** Deletes a list with its items. */
export async function deleteList(db: AppDb, id: string): Promise<void> {
  const listId = idSchema.parse(id);
  await commitMutation(db, { name: 'deleteList', args: { id: listId } }, ifListExists(db, listId));
}

/** Adds an item at the end of its list; answers its id. */
export async function addListItem(db: AppDb, input: ListItemInput): Promise<string> {
  const parsed = parseOrRefuse(insertListItemSchema, input);
  const id = crypto.randomUUID();
  await db.transaction('rw', db.mutationTables, async () => {
    const positions = (await db.listItems.where('listId').equals(parsed.listId).toArray()).map(
      (i) => i.position,
    );
    const position = parsed.position ?? (positions.length ? Math.max(...positions) + 1 : 0);
    const args = { ...parsed, position, id };
    await commitMutation(db, { name: 'addListItem', args }, guardListItemAdd(db, args));
  });
  return id;
}

/** A field-level patch: only what changed travels, so a tick and another's edit both stay. */
export async function updateListItem(db: AppDb, id: string, patch: ListItemPatch): Promise<void> {
  const itemId = idSchema.parse(id);
  const parsed = parseOrRefuse(updateListItemSchema, patch);
  await db.transaction('rw', db.mutationTables, async () => {
    const item = await db.listItems.get(itemId);
    if (!item) throw new LocalNotFoundError('List item');
    await commitMutation(
      db,
      {
        name: 'updateListItem',
        args: { id: itemId, patch: parsed, label: item.text.slice(0, 200) },
      },
      guardListItemEdit(db, itemId, parsed),
    );
  });
}

/** Ticks or unticks an item. */
export function setListItemChecked(db: AppDb, id: string, checked: boolean): Promise<void> {
  return updateListItem(db, id, { checked });
}

export async function deleteListItem(db: AppDb, id: string): Promise<void> {
  const itemId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteListItem', args: { id: itemId } },
    ifListItemExists(db, itemId),
  );
}
