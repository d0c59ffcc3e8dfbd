import type { Trip } from '@shared/schemas/trip';
import type { MutationArgs } from '@shared/sync/mutations';
import { deletedBy, tombstoneOwner, writeTombstone } from '../sync/tombstones';
import type { MutationContext, WriteTx } from './mutation-context';
import { alreadyDeleted, notFound, tripGone } from './mutation-rejected';
import { ownsTrip, requireDestination } from './owned-rows';
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
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'createTrip'>,
): { trip: Trip; created: boolean } {
  const existing = w.sql.tripById.get(args.id);
  if (existing) {
    if (existing.userId !== ctx.userId) throw notFound('Trip');
    return { trip: toTrip(existing), created: false };
  }
  const deletedByUser = tombstoneOwner(w, 'trips', args.id);
  if (deletedByUser !== undefined) {
    if (deletedByUser !== ctx.userId) throw notFound('Trip');
    throw alreadyDeleted('Trip');
  }
  requireDestination(w, args.destinationId);
  const row = {
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
    version: w.nextVersion(),
  };
  w.sql.insertTrip.run(row);
  return { trip: toTrip(row), created: true };
}

/**
 * A field-level patch: only the fields given are written, so edits to other fields made on
 * another device survive. For the same field, the patch applied later on the server wins.
 */
export function updateTrip(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateTrip'>,
): Trip {
  if (!ownsTrip(w, ctx.userId, args.id)) throw tripGone();
  const { patch } = args;
  if (patch.destinationId !== undefined) requireDestination(w, patch.destinationId);
  const row = w.sql.patchTrip.get({
    id: args.id,
    destinationId: patch.destinationId ?? null,
    title: patch.title ?? null,
    startDate: patch.startDate ?? null,
    endDate: patch.endDate ?? null,
    setNotes: patch.notes !== undefined ? 1 : 0,
    notes: blankToNull(patch.notes),
    setBudget: patch.budget !== undefined ? 1 : 0,
    budget: patch.budget ?? null,
    now: ctx.now,
    version: w.nextVersion(),
  });
  if (!row) throw tripGone();
  return toTrip(row);
}

/**
 * Deletes the trip with its itinerary items and expenses, leaving a tombstone for each so other
 * devices drop them too. Deleting a trip this user already deleted is a success that changes
 * nothing (`deleted: false`).
 */
export function deleteTrip(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteTrip'>,
): { deleted: boolean } {
  if (!ownsTrip(w, ctx.userId, args.id)) {
    if (deletedBy(w, 'trips', args.id, ctx.userId)) return { deleted: false };
    throw notFound('Trip');
  }
  const version = w.nextVersion();
  w.sql.tombstoneTripItems.run(ctx.userId, version, args.id);
  w.sql.tombstoneTripExpenses.run(ctx.userId, version, args.id);
  writeTombstone(w, 'trips', args.id, ctx.userId, version);
  // The foreign keys cascade the children's rows; their tombstones are written above.
  w.sql.deleteTrip.run(args.id);
  return { deleted: true };
}
