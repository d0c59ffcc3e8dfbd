import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_NOTE_TOO_LONG_MESSAGE } from '@shared/schemas/day-note';
import type { AppDb } from './app-db';
import { InvalidChangeError, ReadOnlyTripError } from './commit-mutation';
import { setDayNote } from './day-note-repo';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

async function trip() {
  db = testDb();
  return createTrip(db, paris);
}

describe('day notes on the device', () => {
  it('shows a day note at once and queues it; a blank one removes it', async () => {
    const tripId = await trip();
    await setDayNote(db, { tripId, day: 2, text: ' Museums closed ' });
    await setDayNote(db, { tripId, day: 3, text: 'Early train' });
    expect((await db.trips.get(tripId))?.dayNotes).toEqual({
      '2': 'Museums closed',
      '3': 'Early train',
    });
    await setDayNote(db, { tripId, day: 2, text: '' });
    expect((await db.trips.get(tripId))?.dayNotes).toEqual({ '3': 'Early train' });
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      'createTrip',
      'setDayNote',
      'setDayNote',
      'setDayNote',
    ]);
  });

  it('queues nothing for the same note again', async () => {
    const tripId = await trip();
    await setDayNote(db, { tripId, day: 1, text: 'Car' });
    await setDayNote(db, { tripId, day: 1, text: ' Car ' });
    expect(await db.outbox.count()).toBe(2);
  });

  it('refuses 100,000 characters and a viewer, changing nothing', async () => {
    const tripId = await trip();
    await setDayNote(db, { tripId, day: 1, text: 'Kept' });
    const long = setDayNote(db, { tripId, day: 1, text: 'x'.repeat(100_000) });
    await expect(long).rejects.toThrow(new InvalidChangeError(DAY_NOTE_TOO_LONG_MESSAGE));
    await db.members.put({
      tripId,
      userId: db.userId,
      username: 'ben',
      name: 'Ben',
      role: 'viewer',
      active: true,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
    await expect(setDayNote(db, { tripId, day: 1, text: 'Mine' })).rejects.toThrow(
      ReadOnlyTripError,
    );
    expect((await db.trips.get(tripId))?.dayNotes).toEqual({ '1': 'Kept' });
    expect(await db.outbox.count()).toBe(2);
  });
});
