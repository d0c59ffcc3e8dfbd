import type { Trip } from '@shared/schemas/trip';
import { buildTrip, normaliseTripPatch } from '@shared/sync/mutation-rows';
import type { MutationArgs } from '@shared/sync/mutations';
import { tripPatchProblem } from '@shared/sync/trip-patch-rules';
import { reportTripDocumentsDeleted } from '../documents/document-rules';
import { writeTombstone } from '../writes/tombstones';
import { runDeleteCascade } from '../writes/delete-cascade';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected, notFound } from '../writes/mutation-rejected';
import {
  membership,
  refuseIfDeleted,
  repeatedDelete,
  requireEditor,
  requireOwner,
} from '../writes/trip-access';
import { toTrip } from './to-entities';
import { requireTripDestination } from './trip-destination';

/**
 * Idempotent by the device-generated id: a replayed create answers the row already stored (with
 * `created: false`) instead of writing a second one. The creator becomes the trip's owner and
 * first member.
 */
export async function createTrip(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'createTrip'>,
): Promise<{ trip: Trip; created: boolean }> {
  const existing = await w.sql.tripById.get(args.id);
  if (existing) {
    if (existing.userId !== ctx.userId) throw notFound('Trip');
    return { trip: toTrip(existing), created: false };
  }
  await refuseIfDeleted(w, ctx.userId, 'trips', args.id, 'Trip');
  await requireTripDestination(w, args.destinationId, ctx.now);
  const trip = buildTrip(args, { at: ctx.now, by: ctx.userId });
  const row = { ...trip, dayNotes: JSON.stringify(trip.dayNotes ?? {}), version: w.nextVersion() };
  await w.sql.insertTrip.run(row);
  await w.sql.insertMember.run({
    tripId: row.id,
    userId: ctx.userId,
    role: 'owner',
    status: 'active',
    joinedAt: ctx.now,
    joinedVersion: row.version,
    version: row.version,
  });
  w.affected.trips.add(row.id);
  return { trip: toTrip(row), created: true };
}

/**
 * A field-level patch: only the fields given are written, so edits to other fields made on
 * another device survive. For the same field, the patch applied later on the server wins.
 */
export async function updateTrip(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateTrip'>,
): Promise<Trip> {
  requireEditor(await membership(w, args.id, ctx.userId));
  const patch = normaliseTripPatch(args.patch);
  if (patch.destinationId !== undefined) {
    await requireTripDestination(w, patch.destinationId, ctx.now);
  }
  const problem = await tripPatchProblem(args.id, patch, {
    currency: async () => (await w.sql.tripCurrency.get(args.id))?.currency,
    hasExpenses: async () => !!(await w.sql.tripHasExpenses.get(args.id)),
    tripOfDocument: async (documentId) => (await w.sql.documentTrip.get(documentId))?.tripId,
    dates: () => w.sql.tripDates.get(args.id),
    stops: () => w.sql.tripStopDates.all(args.id),
  });
  if (problem) throw new MutationRejected(400, problem);
  const row = await w.sql.patchTrip.get({
    id: args.id,
    destinationId: patch.destinationId ?? null,
    title: patch.title ?? null,
    startDate: patch.startDate ?? null,
    endDate: patch.endDate ?? null,
    setNotes: patch.notes !== undefined ? 1 : 0,
    notes: patch.notes ?? null,
    setBudget: patch.budget !== undefined ? 1 : 0,
    budget: patch.budget ?? null,
    currency: patch.currency ?? null,
    setCover: patch.coverDocumentId !== undefined ? 1 : 0,
    coverDocumentId: patch.coverDocumentId ?? null,
    now: ctx.now,
    version: w.nextVersion(),
  });
  if (!row) throw new Error(`Trip ${args.id} has an active member but no row`);
  w.affected.trips.add(row.id);
  return toTrip(row);
}

/**
 * The owner deletes the trip with its itinerary items, expenses and documents, leaving a tombstone for each
 * so other devices drop them too, and ends every membership ('deleted') so each member's devices
 * drop the trip on their next pull. Deleting a trip that is already deleted is a success that
 * changes nothing (`deleted: false`) for anyone who was on it.
 */
export async function deleteTrip(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteTrip'>,
): Promise<{ deleted: boolean }> {
  const mine = await membership(w, args.id, ctx.userId);
  if (mine?.status === 'deleted') return repeatedDelete(w, ctx.userId, 'trips', args.id, 'Trip');
  requireOwner(mine);
  const version = w.nextVersion();
  for (const { userId } of await w.sql.activeMemberIds.all(args.id)) {
    w.affected.users.add(userId);
  }
  // Its documents' bytes are removed after the commit (decision 009); their rows go below.
  await reportTripDocumentsDeleted(w, ctx, args.id);
  await runDeleteCascade('deleteTrip', { w, ctx, id: args.id, version });
  await writeTombstone(w, 'trips', args.id, ctx.userId, args.id, version);
  // The foreign keys cascade the children's rows; their tombstones are written above.
  await w.sql.deleteTrip.run(args.id);
  return { deleted: true };
}
