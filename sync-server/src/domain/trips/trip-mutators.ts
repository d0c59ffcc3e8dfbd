import { CURRENCY_FIXED_MESSAGE, type Trip } from '@shared/schemas/trip';
import type { MutationArgs } from '@shared/sync/mutations';
import { writeTombstone } from '../sync/tombstones';
import type { MutationContext, WriteTx } from './mutation-context';
import { MutationRejected, notFound } from './mutation-rejected';
import {
  membership,
  refuseIfDeleted,
  repeatedDelete,
  requireDestination,
  requireEditor,
  requireOwner,
} from './trip-access';
import { toTrip } from './to-entities';

/** The form sends an empty string for "no notes"; the row stores null, as SPEC 5 omits them. */
function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

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
  await requireDestination(w, args.destinationId);
  const row = {
    id: args.id,
    userId: ctx.userId,
    destinationId: args.destinationId,
    title: args.title,
    startDate: args.startDate,
    endDate: args.endDate,
    notes: blankToNull(args.notes),
    budget: args.budget ?? null,
    currency: args.currency ?? 'USD',
    coverDocumentId: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    version: w.nextVersion(),
  };
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
 * Whether a new home currency would change a trip that has expenses: their rates were frozen
 * against the old one, so every converted figure would be wrong. Setting the same one is fine.
 */
async function changesFixedCurrency(
  w: WriteTx,
  tripId: string,
  currency: string,
): Promise<boolean> {
  const stored = await w.sql.tripCurrency.get(tripId);
  return (
    stored !== undefined &&
    stored.currency !== currency &&
    !!(await w.sql.tripHasExpenses.get(tripId))
  );
}

/** A cover must be one of this trip's documents: another trip's would show to the wrong people. */
async function requireDocumentOfTrip(
  w: WriteTx,
  tripId: string,
  documentId: string | null,
): Promise<void> {
  if (documentId === null) return;
  if ((await w.sql.documentTrip.get(documentId))?.tripId !== tripId) {
    throw new MutationRejected(400, "The cover must be one of the trip's documents");
  }
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
  const { patch } = args;
  if (patch.destinationId !== undefined) await requireDestination(w, patch.destinationId);
  if (patch.currency !== undefined && (await changesFixedCurrency(w, args.id, patch.currency))) {
    throw new MutationRejected(400, CURRENCY_FIXED_MESSAGE);
  }
  if (patch.coverDocumentId !== undefined) {
    await requireDocumentOfTrip(w, args.id, patch.coverDocumentId);
  }
  const row = await w.sql.patchTrip.get({
    id: args.id,
    destinationId: patch.destinationId ?? null,
    title: patch.title ?? null,
    startDate: patch.startDate ?? null,
    endDate: patch.endDate ?? null,
    setNotes: patch.notes !== undefined ? 1 : 0,
    notes: blankToNull(patch.notes),
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
  await w.sql.tombstoneTripItems.run(ctx.userId, version, args.id);
  await w.sql.tombstoneTripExpenses.run(ctx.userId, version, args.id);
  // Their bytes leave the blob store with the next sweep, once no document refers to them.
  await w.sql.tombstoneTripDocuments.run(ctx.userId, version, args.id);
  await writeTombstone(w, 'trips', args.id, ctx.userId, args.id, version);
  await w.sql.endTripMemberships.run(version, args.id);
  // The foreign keys cascade the children's rows; their tombstones are written above.
  await w.sql.deleteTrip.run(args.id);
  return { deleted: true };
}
