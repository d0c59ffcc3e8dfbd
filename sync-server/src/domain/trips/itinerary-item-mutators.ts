import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { MutationArgs } from '@shared/sync/mutations';
import { writeTombstone } from '../sync/tombstones';
import type { MutationContext, WriteTx } from './mutation-context';
import {
  repeatedDelete,
  replayedRow,
  requireEditableTrip,
  requireEditor,
  refuseIfDeleted,
} from './trip-access';
import { toItineraryItem } from './to-entities';

/** Empty optional texts are stored as null: SPEC 5 omits them when empty. */
function blankToNull(value: string | undefined): string | null {
  return value ? value : null;
}

/**
 * Idempotent by the device-generated id. The parent trip must be one the user may edit and
 * alive: an activity planned offline for a trip deleted elsewhere is refused ('trip was deleted').
 */
export function addItineraryItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addItineraryItem'>,
): { item: ItineraryItem; created: boolean } {
  const existing = replayedRow(w.sql.itemWithAccess.get(ctx.userId, args.id), 'Itinerary item');
  if (existing) return { item: toItineraryItem(existing), created: false };
  requireEditableTrip(w, ctx.userId, args.tripId);
  refuseIfDeleted(w, ctx.userId, 'itineraryItems', args.id, 'Itinerary item');
  const row = {
    id: args.id,
    tripId: args.tripId,
    day: args.day,
    time: blankToNull(args.time),
    title: args.title,
    description: blankToNull(args.description),
    location: blankToNull(args.location),
    type: args.type,
    createdAt: ctx.now,
    createdBy: ctx.userId,
    version: w.nextVersion(),
  };
  w.sql.insertItem.run(row);
  w.affected.trips.add(args.tripId);
  return { item: toItineraryItem(row), created: true };
}

/** Idempotent: deleting an item that is already gone succeeds for those on its trip. */
export function deleteItineraryItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteItineraryItem'>,
): { deleted: boolean } {
  const found = w.sql.itemWithAccess.get(ctx.userId, args.id);
  if (!found) return repeatedDelete(w, ctx.userId, 'itineraryItems', args.id, 'Itinerary item');
  requireEditor(found, 'Itinerary item');
  writeTombstone(w, 'itineraryItems', args.id, ctx.userId, found.tripId, w.nextVersion());
  w.sql.deleteItem.run(args.id);
  w.affected.trips.add(found.tripId);
  return { deleted: true };
}
