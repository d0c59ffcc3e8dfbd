import type { TripStop } from '@shared/schemas/trip-stop';
import { buildTripStop, normaliseStopPatch } from '@shared/sync/mutation-rows';
import type { MutationArgs } from '@shared/sync/mutations';
import { STOP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { mergeStopDates, stopDatesProblem, type StopDates } from '@shared/sync/stop-rules';
import { writeTombstone } from '../writes/tombstones';
import { runDeleteCascade } from '../writes/delete-cascade';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected } from '../writes/mutation-rejected';
import {
  repeatedDelete,
  replayedRow,
  requireEditableRow,
  requireEditableTrip,
  requireEditor,
  refuseIfDeleted,
} from '../writes/trip-access';
import { toTripStop } from './to-entities';

/*
 * A trip's further stops: written like itinerary items (the trip's owner and editors, idempotent
 * by the device's id, tombstoned), and their days checked against the stored trip by the rule
 * the device checks too (shared/src/sync/stop-rules.ts).
 */

/** Refuses days out of order or outside the trip's; the trip is known to be there. */
async function requireDatesWithinTrip(w: WriteTx, tripId: string, dates: StopDates) {
  const trip = await w.sql.tripDates.get(tripId);
  if (!trip) throw new Error(`Trip ${tripId} has an active member but no row`);
  const problem = stopDatesProblem(dates, trip);
  if (problem) throw new MutationRejected(400, problem);
}

/**
 * Idempotent by the device-generated id. The trip must be one the user may edit and alive: a
 * stop planned offline for a trip deleted elsewhere is refused ('trip was deleted').
 */
export async function addStop(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addStop'>,
): Promise<{ stop: TripStop; created: boolean }> {
  const existing = replayedRow(await w.sql.stopWithAccess.get(ctx.userId, args.id), 'Stop');
  if (existing) return { stop: toTripStop(existing), created: false };
  await requireEditableTrip(w, ctx.userId, args.tripId);
  await refuseIfDeleted(w, ctx.userId, 'stops', args.id, 'Stop');
  await requireDatesWithinTrip(w, args.tripId, args);
  const stop = buildTripStop(args, { at: ctx.now, by: ctx.userId });
  // The place is stored as JSON text, like an expense's split.
  await w.sql.insertStop.run({
    ...stop,
    place: JSON.stringify(stop.place),
    version: w.nextVersion(),
  });
  w.affected.trips.add(args.tripId);
  return { stop, created: true };
}

/**
 * A field-level patch: edits of other fields made on another device survive; for the same field
 * the patch applied later wins. The stored stop with the patch must still lie within the trip.
 * An edit of a deleted stop is refused ('stop was deleted').
 */
export async function updateStop(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateStop'>,
): Promise<TripStop> {
  const found = await w.sql.stopWithAccess.get(ctx.userId, args.id);
  const row = await requireEditableRow(
    w,
    ctx.userId,
    found,
    'stops',
    args.id,
    'Stop',
    STOP_DELETED_REASON,
  );
  const patch = normaliseStopPatch(args.patch);
  await requireDatesWithinTrip(w, row.tripId, mergeStopDates(row, patch));
  const updated = await w.sql.patchStop.get({
    id: args.id,
    place: patch.place ? JSON.stringify(patch.place) : null,
    startDate: patch.startDate ?? null,
    endDate: patch.endDate ?? null,
    position: patch.position ?? null,
    version: w.nextVersion(),
  });
  if (!updated) throw new Error(`Stop ${args.id} was read but not updated`);
  w.affected.trips.add(updated.tripId);
  return toTripStop(updated);
}

/** Idempotent: deleting a stop that is already gone succeeds for those on its trip. */
export async function deleteStop(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteStop'>,
): Promise<{ deleted: boolean }> {
  const found = await w.sql.stopWithAccess.get(ctx.userId, args.id);
  if (!found) return repeatedDelete(w, ctx.userId, 'stops', args.id, 'Stop');
  requireEditor(found, 'Stop');
  const version = w.nextVersion();
  await writeTombstone(w, 'stops', args.id, ctx.userId, found.tripId, version);
  await runDeleteCascade('deleteStop', { w, ctx, id: args.id, version });
  await w.sql.deleteStop.run(args.id);
  w.affected.trips.add(found.tripId);
  return { deleted: true };
}
