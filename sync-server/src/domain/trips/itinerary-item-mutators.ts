import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { MutationArgs } from '@shared/sync/mutations';
import { ACTIVITY_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { writeTombstone } from '../sync/tombstones';
import type { MutationContext, WriteTx } from './mutation-context';
import {
  repeatedDelete,
  replayedRow,
  requireEditableRow,
  requireEditableTrip,
  requireEditor,
  refuseIfDeleted,
} from './trip-access';
import { toItineraryItem } from './to-entities';

/** Empty optional texts are stored as null: SPEC 5 omits them when empty. */
function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/**
 * Idempotent by the device-generated id. The parent trip must be one the user may edit and
 * alive: an activity planned offline for a trip deleted elsewhere is refused ('trip was deleted').
 */
export async function addItineraryItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addItineraryItem'>,
): Promise<{ item: ItineraryItem; created: boolean }> {
  const existing = replayedRow(
    await w.sql.itemWithAccess.get(ctx.userId, args.id),
    'Itinerary item',
  );
  if (existing) return { item: toItineraryItem(existing), created: false };
  await requireEditableTrip(w, ctx.userId, args.tripId);
  await refuseIfDeleted(w, ctx.userId, 'itineraryItems', args.id, 'Itinerary item');
  const row = {
    id: args.id,
    tripId: args.tripId,
    day: args.day,
    time: blankToNull(args.time),
    endTime: blankToNull(args.endTime),
    timeZone: blankToNull(args.timeZone),
    endTimeZone: blankToNull(args.endTimeZone),
    reference: blankToNull(args.reference),
    title: args.title,
    description: blankToNull(args.description),
    location: blankToNull(args.location),
    type: args.type,
    createdAt: ctx.now,
    createdBy: ctx.userId,
    position: args.position ?? 0,
    version: w.nextVersion(),
  };
  await w.sql.insertItem.run(row);
  w.affected.trips.add(args.tripId);
  return { item: toItineraryItem(row), created: true };
}

/**
 * A field-level patch, like updateTrip (also how an item moves: `day` and `position`). Edits of
 * other fields made on another device survive; for the same field the patch applied later wins.
 * An edit of a deleted item is refused ('activity was deleted').
 */
export async function updateItineraryItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateItineraryItem'>,
): Promise<ItineraryItem> {
  const found = await w.sql.itemWithAccess.get(ctx.userId, args.id);
  await requireEditableRow(
    w,
    ctx.userId,
    found,
    'itineraryItems',
    args.id,
    'Itinerary item',
    ACTIVITY_DELETED_REASON,
  );
  const { patch } = args;
  const row = await w.sql.patchItem.get({
    id: args.id,
    day: patch.day ?? null,
    title: patch.title ?? null,
    type: patch.type ?? null,
    position: patch.position ?? null,
    setEndTime: patch.endTime !== undefined ? 1 : 0,
    endTime: blankToNull(patch.endTime),
    setTimeZone: patch.timeZone !== undefined ? 1 : 0,
    timeZone: blankToNull(patch.timeZone),
    setEndTimeZone: patch.endTimeZone !== undefined ? 1 : 0,
    endTimeZone: blankToNull(patch.endTimeZone),
    setReference: patch.reference !== undefined ? 1 : 0,
    reference: blankToNull(patch.reference),
    setTime: patch.time !== undefined ? 1 : 0,
    time: blankToNull(patch.time),
    setDescription: patch.description !== undefined ? 1 : 0,
    description: blankToNull(patch.description),
    setLocation: patch.location !== undefined ? 1 : 0,
    location: blankToNull(patch.location),
    version: w.nextVersion(),
  });
  if (!row) throw new Error(`Itinerary item ${args.id} was read but not updated`);
  w.affected.trips.add(row.tripId);
  return toItineraryItem(row);
}

/** Idempotent: deleting an item that is already gone succeeds for those on its trip. */
export async function deleteItineraryItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteItineraryItem'>,
): Promise<{ deleted: boolean }> {
  const found = await w.sql.itemWithAccess.get(ctx.userId, args.id);
  if (!found) return repeatedDelete(w, ctx.userId, 'itineraryItems', args.id, 'Itinerary item');
  requireEditor(found, 'Itinerary item');
  const version = w.nextVersion();
  await writeTombstone(w, 'itineraryItems', args.id, ctx.userId, found.tripId, version);
  // A boarding pass stays on the trip when its activity goes.
  await w.sql.detachDocumentsFromItem.run(version, args.id);
  await w.sql.deleteItem.run(args.id);
  w.affected.trips.add(found.tripId);
  return { deleted: true };
}
