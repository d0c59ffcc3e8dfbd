import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { MutationArgs } from '@shared/sync/mutations';
import { deletedBy, tombstoneOwner, writeTombstone } from '../sync/tombstones';
import type { MutationContext, WriteTx } from './mutation-context';
import { alreadyDeleted, notFound } from './mutation-rejected';
import { ownRowOrRefuse, ownsItineraryItem, requireLiveTrip } from './owned-rows';
import { toItineraryItem } from './to-entities';

/** Empty optional texts are stored as null: SPEC 5 omits them when empty. */
function blankToNull(value: string | undefined): string | null {
  return value ? value : null;
}

/**
 * Idempotent by the device-generated id. The parent trip must be the user's and alive: an
 * activity planned offline for a trip deleted elsewhere is refused ('trip was deleted').
 */
export function addItineraryItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addItineraryItem'>,
): { item: ItineraryItem; created: boolean } {
  const existing = ownRowOrRefuse(w.sql.itemWithOwner.get(args.id), ctx.userId, 'Itinerary item');
  if (existing) return { item: toItineraryItem(existing), created: false };
  requireLiveTrip(w, ctx.userId, args.tripId);
  const deletedByUser = tombstoneOwner(w, 'itineraryItems', args.id);
  if (deletedByUser !== undefined) {
    if (deletedByUser !== ctx.userId) throw notFound('Itinerary item');
    throw alreadyDeleted('Itinerary item');
  }
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
    version: w.nextVersion(),
  };
  w.sql.insertItem.run(row);
  return { item: toItineraryItem(row), created: true };
}

/** Idempotent: deleting an item this user already deleted (or whose trip they deleted) succeeds. */
export function deleteItineraryItem(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteItineraryItem'>,
): { deleted: boolean } {
  if (!ownsItineraryItem(w, ctx.userId, args.id)) {
    if (deletedBy(w, 'itineraryItems', args.id, ctx.userId)) return { deleted: false };
    throw notFound('Itinerary item');
  }
  writeTombstone(w, 'itineraryItems', args.id, ctx.userId, w.nextVersion());
  w.sql.deleteItem.run(args.id);
  return { deleted: true };
}
