import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { buildItineraryItem, normaliseItemPatch } from '@shared/sync/mutation-rows';
import type { MutationArgs } from '@shared/sync/mutations';
import { ACTIVITY_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { writeTombstone } from '../writes/tombstones';
import { runDeleteCascade } from '../writes/delete-cascade';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import {
  repeatedDelete,
  replayedRow,
  requireEditableRow,
  requireEditableTrip,
  requireEditor,
  refuseIfDeleted,
} from '../writes/trip-access';
import { toItineraryItem } from './to-entities';

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
  const item = buildItineraryItem(args, { at: ctx.now, by: ctx.userId });
  const row = {
    ...item,
    // Stored as JSON text, like an expense's split.
    place: item.place === null ? null : JSON.stringify(item.place),
    endPlace: item.endPlace === null ? null : JSON.stringify(item.endPlace),
    version: w.nextVersion(),
  };
  await w.sql.insertItem.run(row);
  w.affected.trips.add(args.tripId);
  return { item, created: true };
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
  // Blank optional texts clear them: null here, as on the device.
  const patch = normaliseItemPatch(args.patch);
  const row = await w.sql.patchItem.get({
    id: args.id,
    day: patch.day ?? null,
    title: patch.title ?? null,
    type: patch.type ?? null,
    position: patch.position ?? null,
    setEndTime: patch.endTime !== undefined ? 1 : 0,
    endTime: patch.endTime ?? null,
    setTimeZone: patch.timeZone !== undefined ? 1 : 0,
    timeZone: patch.timeZone ?? null,
    setEndTimeZone: patch.endTimeZone !== undefined ? 1 : 0,
    endTimeZone: patch.endTimeZone ?? null,
    setReference: patch.reference !== undefined ? 1 : 0,
    reference: patch.reference ?? null,
    setTime: patch.time !== undefined ? 1 : 0,
    time: patch.time ?? null,
    setDescription: patch.description !== undefined ? 1 : 0,
    description: patch.description ?? null,
    setLocation: patch.location !== undefined ? 1 : 0,
    location: patch.location ?? null,
    // A place is written whole; null clears it. So is the place it arrives at.
    setPlace: patch.place !== undefined ? 1 : 0,
    place: patch.place ? JSON.stringify(patch.place) : null,
    setEndPlace: patch.endPlace !== undefined ? 1 : 0,
    endPlace: patch.endPlace ? JSON.stringify(patch.endPlace) : null,
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
  await runDeleteCascade('deleteItineraryItem', { w, ctx, id: args.id, version });
  await w.sql.deleteItem.run(args.id);
  w.affected.trips.add(found.tripId);
  return { deleted: true };
}
