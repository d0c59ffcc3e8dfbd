import { tripLengthDays } from '@shared/domain/trip-length';
import type { ListItem, TripList } from '@shared/schemas/trip-list';
import { checkedPatchFields, listItemProblem, type ListItemFacts } from '@shared/sync/list-rules';
import {
  buildListItem,
  buildTripList,
  listItemLink,
  normaliseListItemPatch,
  normaliseListPatch,
} from '@shared/sync/mutation-rows';
import type { MutationArgs } from '@shared/sync/mutations';
import { LIST_DELETED_REASON, LIST_ITEM_DELETED_REASON } from '@shared/sync/rejection-reasons';
import type { TripListRow } from '../../db/list-statements';
import type { Membership } from '../../db/statements';
import { runDeleteCascade } from '../writes/delete-cascade';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected, notFound } from '../writes/mutation-rejected';
import {
  repeatedDelete,
  replayedRow,
  requireEditableRow,
  requireEditableTrip,
  requireEditor,
  refuseIfDeleted,
} from '../writes/trip-access';
import { toListItem, toTripList } from './list-entities';

/*
 * Lists and their items (decision 018): written like stops (the trip's owner and editors,
 * idempotent by the device's id, tombstoned), with one more rule: a personal list, and each of
 * its items, exists for its owner alone. The lookups by id hide it from everyone else
 * (list-statements.ts), so another member's change to it is refused exactly as one to an id
 * that never was; its tombstones are its owner's alone, and only its owner is told to pull.
 */

type Visibility = Pick<TripListRow, 'visibility' | 'ownerId' | 'tripId'>;

/** Who must hear of a change to this list: the trip's members, or a personal list's owner. */
function noteAffected(w: WriteTx, list: Visibility): void {
  if (list.visibility === 'personal') w.affected.users.add(list.ownerId);
  else w.affected.trips.add(list.tripId);
}

function onlyFor(list: Visibility): string | null {
  return list.visibility === 'personal' ? list.ownerId : null;
}

/** The facts the item rules read (shared/src/sync/list-rules.ts) from the stored list and trip. */
async function itemFacts(
  w: WriteTx,
  list: Pick<TripListRow, 'id' | 'kind' | 'tripId'>,
  adding: boolean,
  linkedItemId: string | null | undefined,
): Promise<ListItemFacts> {
  const members = await w.sql.activeMemberIdsOf.all(list.tripId);
  const count = adding ? ((await w.sql.countListItems.get(list.id))?.count ?? 0) : null;
  const dates = await w.sql.tripDatesOf.get(list.tripId);
  const linked = linkedItemId ? await w.sql.itineraryItemTripOf.get(linkedItemId) : undefined;
  return {
    list: { kind: list.kind as TripList['kind'] },
    memberIds: new Set(members.map((m) => m.userId)),
    itemCount: count === null ? null : Number(count),
    tripId: list.tripId,
    tripDays: dates ? tripLengthDays(dates.startDate, dates.endDate) : 1,
    linkedItemTripId: linked?.tripId ?? null,
  };
}

/** Idempotent by the device's id; the maker is the owner, whatever the device claimed. */
export async function addList(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addList'>,
): Promise<{ list: TripList; created: boolean }> {
  const found = await w.sql.listWithAccess.get({ userId: ctx.userId, id: args.id });
  const existing = replayedRow(found, 'List');
  if (existing) return { list: toTripList(existing), created: false };
  if (await w.sql.listIdTaken.get(args.id)) throw notFound('List');
  await requireEditableTrip(w, ctx.userId, args.tripId);
  await refuseIfDeleted(w, ctx.userId, 'lists', args.id, 'List');
  const list = buildTripList(args, { at: ctx.now, by: ctx.userId });
  await w.sql.insertList.run({ ...list, version: w.nextVersion() });
  noteAffected(w, list);
  return { list, created: true };
}

/** A field-level patch of the title or position; an edit of a deleted list is refused. */
export async function updateList(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateList'>,
): Promise<TripList> {
  const found = await w.sql.listWithAccess.get({ userId: ctx.userId, id: args.id });
  await requireEditableRow(w, ctx.userId, found, 'lists', args.id, 'List', LIST_DELETED_REASON);
  const patch = normaliseListPatch(args.patch);
  const updated = await w.sql.patchList.get({
    id: args.id,
    title: patch.title ?? null,
    position: patch.position ?? null,
    version: w.nextVersion(),
  });
  if (!updated) throw new Error(`List ${args.id} was read but not updated`);
  noteAffected(w, updated);
  return toTripList(updated);
}

/**
 * Deletes a list or an item of one, idempotently: deleting one already gone succeeds for those on
 * its trip. Its tombstone goes to whoever saw it (a personal list's owner alone), and the
 * mutation's cascade (a list's items) runs before the row goes.
 */
async function deleteListRow(
  w: WriteTx,
  ctx: MutationContext,
  id: string,
  kind: {
    mutation: 'deleteList' | 'deleteListItem';
    table: 'lists' | 'listItems';
    label: 'List' | 'List item';
    find: () => Promise<(Visibility & Membership) | undefined>;
    remove: () => Promise<unknown>;
  },
): Promise<{ deleted: boolean }> {
  const found = await kind.find();
  if (!found) return repeatedDelete(w, ctx.userId, kind.table, id, kind.label);
  requireEditor(found, kind.label);
  const version = w.nextVersion();
  await w.sql.writePrivateTombstone.run({
    table: kind.table,
    rowId: id,
    userId: ctx.userId,
    tripId: found.tripId,
    version,
    onlyFor: onlyFor(found),
  });
  await runDeleteCascade(kind.mutation, { w, ctx, id, version });
  await kind.remove();
  noteAffected(w, found);
  return { deleted: true };
}

/** Takes the list's items with it. */
export function deleteList(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteList'>,
): Promise<{ deleted: boolean }> {
  return deleteListRow(w, ctx, args.id, {
    mutation: 'deleteList',
    table: 'lists',
    label: 'List',
    find: () => w.sql.listWithAccess.get({ userId: ctx.userId, id: args.id }),
    remove: () => w.sql.deleteList.run(args.id),
  });
}

/**
 * Idempotent by the device's id. The list must be one the user sees and may edit, and alive (an
 * item added offline to a list deleted elsewhere is refused: 'list was deleted'); the item must
 * pass the list rules (a full list, a category off a packing list, an assignee not on the trip).
 */
export async function addListItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addListItem'>,
): Promise<{ item: ListItem; created: boolean }> {
  const found = await w.sql.listItemWithAccess.get({ userId: ctx.userId, id: args.id });
  const existing = replayedRow(found, 'List item');
  if (existing) return { item: toListItem(existing), created: false };
  if (await w.sql.listItemIdTaken.get(args.id)) throw notFound('List item');
  const foundList = await w.sql.listWithAccess.get({ userId: ctx.userId, id: args.listId });
  const list = await requireEditableRow(
    w,
    ctx.userId,
    foundList,
    'lists',
    args.listId,
    'List',
    LIST_DELETED_REASON,
  );
  await refuseIfDeleted(w, ctx.userId, 'listItems', args.id, 'List item');
  const problem = listItemProblem(args, await itemFacts(w, list, true, args.itineraryItemId));
  if (problem) throw new MutationRejected(400, problem);
  const item = buildListItem(args, { at: ctx.now, by: ctx.userId, tripId: list.tripId });
  await w.sql.insertListItem.run({
    ...item,
    ...listItemLink(item),
    checked: item.checked ? 1 : 0,
    version: w.nextVersion(),
  });
  noteAffected(w, list);
  return { item, created: true };
}

/**
 * A field-level patch: a tick on one device and a new text on another both stay; for the same
 * field the patch applied later wins. An edit or tick of a deleted item is refused ('list item
 * was deleted'): a delete wins, and the device lists the refused change.
 */
export async function updateListItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateListItem'>,
): Promise<ListItem> {
  const found = await w.sql.listItemWithAccess.get({ userId: ctx.userId, id: args.id });
  const row = await requireEditableRow(
    w,
    ctx.userId,
    found,
    'listItems',
    args.id,
    'List item',
    LIST_ITEM_DELETED_REASON,
  );
  const patch = normaliseListItemPatch(args.patch);
  const checked = checkedPatchFields(patch);
  if (Object.keys(checked).length > 0) {
    const listOf = { id: row.listId, kind: row.kind, tripId: row.tripId };
    const facts = await itemFacts(w, listOf, false, patch.itineraryItemId);
    const problem = listItemProblem(checked, facts);
    if (problem) throw new MutationRejected(400, problem);
  }
  const updated = await w.sql.patchListItem.get({
    id: args.id,
    text: patch.text ?? null,
    setQuantity: patch.quantity !== undefined ? 1 : 0,
    quantity: patch.quantity ?? null,
    setCategory: patch.category !== undefined ? 1 : 0,
    category: patch.category ?? null,
    setAssigneeId: patch.assigneeId !== undefined ? 1 : 0,
    assigneeId: patch.assigneeId ?? null,
    setDueDate: patch.dueDate !== undefined ? 1 : 0,
    dueDate: patch.dueDate ?? null,
    setLink: patch.day !== undefined || patch.itineraryItemId !== undefined ? 1 : 0,
    day: patch.day ?? null,
    itineraryItemId: patch.itineraryItemId ?? null,
    checked: patch.checked === undefined ? null : patch.checked ? 1 : 0,
    position: patch.position ?? null,
    version: w.nextVersion(),
  });
  if (!updated) throw new Error(`List item ${args.id} was read but not updated`);
  noteAffected(w, row);
  return toListItem(updated);
}

export function deleteListItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteListItem'>,
): Promise<{ deleted: boolean }> {
  return deleteListRow(w, ctx, args.id, {
    mutation: 'deleteListItem',
    table: 'listItems',
    label: 'List item',
    find: () => w.sql.listItemWithAccess.get({ userId: ctx.userId, id: args.id }),
    remove: () => w.sql.deleteListItem.run(args.id),
  });
}
