import { describe, expect, it } from 'vitest';
import { DAY_NOTE_TOO_LONG_MESSAGE, setDayNoteArgsSchema, withDayNote } from './day-note';

const tripId = '0c6a1f7e-58f4-4a4e-9d55-0a0b6c3e2f11';

describe('day notes', () => {
  it('sets one day and keeps the others; a blank text removes the day', () => {
    const notes = withDayNote({ '1': 'Car' }, { day: 2, text: '  Museums closed ' });
    expect(notes).toEqual({ '1': 'Car', '2': 'Museums closed' });
    expect(withDayNote(notes, { day: 1, text: ' \n ' })).toEqual({ '2': 'Museums closed' });
    expect(withDayNote(undefined, { day: 3, text: 'Train' })).toEqual({ '3': 'Train' });
  });

  it('does not change the notes it was given', () => {
    const notes = { '1': 'Car' };
    withDayNote(notes, { day: 1, text: '' });
    expect(notes).toEqual({ '1': 'Car' });
  });

  it('refuses a note of 100,000 characters with a clear message, and days outside 1-366', () => {
    const long = setDayNoteArgsSchema.safeParse({ tripId, day: 1, text: 'x'.repeat(100_000) });
    expect(long.error?.issues[0]?.message).toBe(DAY_NOTE_TOO_LONG_MESSAGE);
    expect(setDayNoteArgsSchema.safeParse({ tripId, day: 0, text: 'a' }).success).toBe(false);
    expect(setDayNoteArgsSchema.safeParse({ tripId, day: 367, text: 'a' }).success).toBe(false);
    expect(setDayNoteArgsSchema.safeParse({ tripId, day: 2, text: 'x'.repeat(2000) }).success).toBe(
      true,
    );
  });
});
