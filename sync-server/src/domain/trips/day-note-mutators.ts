import { withDayNote, type DayNotes } from '@shared/schemas/day-note';
import type { Trip } from '@shared/schemas/trip';
import type { MutationArgs } from '@shared/sync/mutations';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { membership, requireEditor } from '../writes/trip-access';
import { toTrip } from './to-entities';

/**
 * One day's note, merged into the trip's others (decision 018): the stored notes are read and
 * written back in the same write transaction, so a note for Day 2 from one companion and one for
 * Day 3 from another both stay; for the same day, the one applied later wins.
 */
export async function setDayNote(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'setDayNote'>,
): Promise<Trip> {
  requireEditor(await membership(w, args.tripId, ctx.userId));
  const stored = await w.sql.tripDayNotes.get(args.tripId);
  if (!stored) throw new Error(`Trip ${args.tripId} has an active member but no row`);
  const notes = withDayNote(JSON.parse(stored.dayNotes) as DayNotes, args);
  const row = await w.sql.setTripDayNotes.get({
    id: args.tripId,
    dayNotes: JSON.stringify(notes),
    now: ctx.now,
    version: w.nextVersion(),
  });
  if (!row) throw new Error(`Trip ${args.tripId} vanished in its own write`);
  w.affected.trips.add(row.id);
  return toTrip(row);
}
