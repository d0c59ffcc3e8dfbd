import { eq } from 'drizzle-orm';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { MutationArgs } from '@shared/sync/mutations';
import { itineraryItems } from '../../db/schema';
import { deletedBy, tombstoneOwner, writeTombstones } from '../sync/tombstones';
import { nextVersion } from '../sync/versions';
import type { MutationContext, Tx } from './mutation-context';
import { alreadyDeleted, notFound } from './mutation-rejected';
import { anyRowWithId, ownedItineraryItem, requireLiveTrip } from './owned-rows';
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
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'addItineraryItem'>,
): { item: ItineraryItem; created: boolean } {
  const existing = ownedItineraryItem(tx, ctx.userId, args.id);
  if (existing) return { item: toItineraryItem(existing), created: false };
  if (anyRowWithId(tx, itineraryItems, args.id)) throw notFound('Itinerary item');
  requireLiveTrip(tx, ctx.userId, args.tripId);
  const deletedByUser = tombstoneOwner(tx, 'itineraryItems', args.id);
  if (deletedByUser !== undefined) {
    if (deletedByUser !== ctx.userId) throw notFound('Itinerary item');
    throw alreadyDeleted('Itinerary item');
  }
  const row = tx
    .insert(itineraryItems)
    .values({
      id: args.id,
      tripId: args.tripId,
      day: args.day,
      time: blankToNull(args.time),
      title: args.title,
      description: blankToNull(args.description),
      location: blankToNull(args.location),
      type: args.type,
      createdAt: ctx.now,
      version: nextVersion(tx),
    })
    .returning()
    .get();
  return { item: toItineraryItem(row), created: true };
}

/** Idempotent: deleting an item this user already deleted (or whose trip they deleted) succeeds. */
export function deleteItineraryItem(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'deleteItineraryItem'>,
): { deleted: boolean } {
  if (!ownedItineraryItem(tx, ctx.userId, args.id)) {
    if (deletedBy(tx, 'itineraryItems', args.id, ctx.userId)) return { deleted: false };
    throw notFound('Itinerary item');
  }
  writeTombstones(tx, 'itineraryItems', [args.id], ctx.userId, nextVersion(tx));
  tx.delete(itineraryItems).where(eq(itineraryItems.id, args.id)).run();
  return { deleted: true };
}
