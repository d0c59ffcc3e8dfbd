import { z } from 'zod';
import { idSchema } from './common';

/** A day note is a few lines for the top of a day ('Museums closed on Mondays'), not a diary. */
export const DAY_NOTE_MAX_LENGTH = 2000;
export const DAY_NOTE_TOO_LONG_MESSAGE = 'A day note can be at most 2,000 characters';

/**
 * The trip's notes per day, keyed by the day's number ('2' for Day 2), as the itinerary numbers
 * its days: a note stays with its day when the trip's dates move. A day without a note has no
 * key. A map on the trip rather than a row per day, so that two companions writing the first
 * note of the same day offline make one note, not two (decision 018).
 */
export const dayNotesSchema = z.record(z.string().regex(/^[1-9]\d*$/), z.string());
export type DayNotes = z.infer<typeof dayNotesSchema>;

/** setDayNote: the whole note of one day; a blank text removes it. */
export const setDayNoteArgsSchema = z.object({
  tripId: idSchema,
  day: z.number().int().min(1, 'Day must be 1 or more').max(366),
  text: z.string().max(DAY_NOTE_MAX_LENGTH, DAY_NOTE_TOO_LONG_MESSAGE),
});
export type SetDayNoteArgs = z.infer<typeof setDayNoteArgsSchema>;

/**
 * The day notes after one day's note is set, defined once for the device and the server: the
 * text is trimmed, and a blank one removes the day's key. Other days' notes are kept, so two
 * companions editing different days both keep their notes; for the same day the later wins.
 */
export function withDayNote(
  notes: DayNotes | undefined,
  { day, text }: Pick<SetDayNoteArgs, 'day' | 'text'>,
): DayNotes {
  const next: DayNotes = { ...notes };
  const trimmed = text.trim();
  if (trimmed) next[String(day)] = trimmed;
  else delete next[String(day)];
  return next;
}
