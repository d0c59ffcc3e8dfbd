import { setDayNoteArgsSchema, type SetDayNoteArgs } from '@shared/schemas/day-note';
import type { AppDb } from './app-db';
import { commitMutation, InvalidChangeError, requireTrip } from './commit-mutation';

/**
 * Sets one day's note on this device and queues it (decision 018): a blank text removes it.
 * Refused, with nothing queued, when the text is too long or this user only views the trip.
 */
export async function setDayNote(db: AppDb, input: SetDayNoteArgs): Promise<void> {
  const parsed = setDayNoteArgsSchema.safeParse(input);
  if (!parsed.success) {
    throw new InvalidChangeError(parsed.error.issues[0]?.message ?? 'Invalid day note');
  }
  const args = parsed.data;
  await commitMutation(db, { name: 'setDayNote', args }, guardDayNote(db, args));
}

/** Guard for a day note: this user may edit the trip; the same note again is nothing to send. */
export function guardDayNote(db: AppDb, args: SetDayNoteArgs) {
  return async () => {
    await requireTrip(db, args.tripId)();
    const trip = await db.trips.get(args.tripId);
    return (trip?.dayNotes?.[String(args.day)] ?? '') !== args.text.trim();
  };
}
