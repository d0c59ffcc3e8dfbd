import { eq } from 'drizzle-orm';
import type { Trip } from '@shared/schemas/trip';
import type { MutationArgs } from '@shared/sync/mutations';
import { expenses, itineraryItems, trips } from '../../db/schema';
import { deletedBy, tombstoneOwner, writeTombstones } from '../sync/tombstones';
import { nextVersion } from '../sync/versions';
import type { MutationContext, Tx } from './mutation-context';
import { alreadyDeleted, notFound, tripGone } from './mutation-rejected';
import { ownedTrip, requireDestination } from './owned-rows';
import { toTrip } from './to-entities';

/** The form sends an empty string for "no notes"; the row stores null, as SPEC 5 omits them. */
function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/**
 * Idempotent by the device-generated id: a replayed create answers the row already stored (with
 * `created: false`) instead of writing a second one.
 */
export function createTrip(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'createTrip'>,
): { trip: Trip; created: boolean } {
  const existing = tx.select().from(trips).where(eq(trips.id, args.id)).get();
  if (existing) {
    if (existing.userId !== ctx.userId) throw notFound('Trip');
    return { trip: toTrip(existing), created: false };
  }
  const deletedByUser = tombstoneOwner(tx, 'trips', args.id);
  if (deletedByUser !== undefined) {
    if (deletedByUser !== ctx.userId) throw notFound('Trip');
    throw alreadyDeleted('Trip');
  }
  requireDestination(tx, args.destinationId);
  const row = tx
    .insert(trips)
    .values({
      id: args.id,
      userId: ctx.userId,
      destinationId: args.destinationId,
      title: args.title,
      startDate: args.startDate,
      endDate: args.endDate,
      notes: blankToNull(args.notes),
      budget: args.budget ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      version: nextVersion(tx),
    })
    .returning()
    .get();
  return { trip: toTrip(row), created: true };
}

/**
 * A field-level patch: only the fields given are written, so edits to other fields made on
 * another device survive. For the same field, the patch applied later on the server wins.
 */
export function updateTrip(tx: Tx, ctx: MutationContext, args: MutationArgs<'updateTrip'>): Trip {
  if (!ownedTrip(tx, ctx.userId, args.id)) throw tripGone();
  const { patch } = args;
  if (patch.destinationId !== undefined) requireDestination(tx, patch.destinationId);
  const row = tx
    .update(trips)
    .set({
      ...(patch.destinationId !== undefined && { destinationId: patch.destinationId }),
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.startDate !== undefined && { startDate: patch.startDate }),
      ...(patch.endDate !== undefined && { endDate: patch.endDate }),
      ...(patch.notes !== undefined && { notes: blankToNull(patch.notes) }),
      ...(patch.budget !== undefined && { budget: patch.budget }),
      updatedAt: ctx.now,
      version: nextVersion(tx),
    })
    .where(eq(trips.id, args.id))
    .returning()
    .get();
  if (!row) throw tripGone();
  return toTrip(row);
}

/**
 * Deletes the trip with its itinerary items and expenses, leaving a tombstone for each so other
 * devices drop them too. Deleting a trip this user already deleted is a success that changes
 * nothing (`deleted: false`).
 */
export function deleteTrip(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'deleteTrip'>,
): { deleted: boolean } {
  if (!ownedTrip(tx, ctx.userId, args.id)) {
    if (deletedBy(tx, 'trips', args.id, ctx.userId)) return { deleted: false };
    throw notFound('Trip');
  }
  const version = nextVersion(tx);
  const itemIds = tx
    .select({ id: itineraryItems.id })
    .from(itineraryItems)
    .where(eq(itineraryItems.tripId, args.id))
    .all()
    .map((r) => r.id);
  const expenseIds = tx
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.tripId, args.id))
    .all()
    .map((r) => r.id);
  writeTombstones(tx, 'itineraryItems', itemIds, ctx.userId, version);
  writeTombstones(tx, 'expenses', expenseIds, ctx.userId, version);
  writeTombstones(tx, 'trips', [args.id], ctx.userId, version);
  // The foreign keys cascade the children's rows; their tombstones are written above.
  tx.delete(trips).where(eq(trips.id, args.id)).run();
  return { deleted: true };
}
