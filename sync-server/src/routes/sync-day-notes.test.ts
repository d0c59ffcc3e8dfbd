import { describe, expect, it } from 'vitest';
import { DAY_NOTE_TOO_LONG_MESSAGE } from '@shared/schemas/day-note';
import { TRIP_NOTES_TOO_LONG_MESSAGE } from '@shared/schemas/trip';
import { VIEWER_REASON } from '@shared/sync/rejection-reasons';
import {
  shareTrip,
  sharingTestApp,
  syncedRows,
  TestDevice,
  tripBody,
} from '../testing/trip-fixtures';

/** Alice's trip shared with Bob (editor) and Carol (viewer), each on a device of their own. */
async function sharedTrip() {
  const built = await sharingTestApp();
  const alices = new TestDevice(built.alice);
  const trip = tripBody();
  await alices.pushOk(alices.queue({ name: 'createTrip', args: trip }));
  await shareTrip(built.alice, trip.id, 'bob', 'editor');
  await shareTrip(built.alice, trip.id, 'carol', 'viewer');
  const bobs = new TestDevice(built.alice.another());
  await bobs.http.login('bob');
  const carols = new TestDevice(built.alice.another());
  await carols.http.login('carol');
  return { ...built, alices, bobs, carols, trip };
}

const reasons = (results: { status: string; reason?: string }[]) =>
  results.map((r) => r.reason ?? r.status);

describe('sync: day notes', () => {
  it('merges day notes by day: two companions on different days both stay, the later wins a day', async () => {
    const { alices, bobs, carols, trip } = await sharedTrip();
    const pushed = await alices.pushOk(
      alices.queue(
        { name: 'setDayNote', args: { tripId: trip.id, day: 2, text: '  Museums closed  ' } },
        { name: 'setDayNote', args: { tripId: trip.id, day: 3, text: 'Early train' } },
      ),
    );
    expect(reasons(pushed.results)).toEqual(['applied', 'applied']);
    // Bob wrote offline, before he saw Alice's notes: Day 1 new, Day 3 his own words.
    const bobsPush = await bobs.pushOk(
      bobs.queue(
        { name: 'setDayNote', args: { tripId: trip.id, day: 1, text: 'Pick up the car' } },
        { name: 'setDayNote', args: { tripId: trip.id, day: 3, text: 'Train at 8:10' } },
      ),
    );
    expect(reasons(bobsPush.results)).toEqual(['applied', 'applied']);
    const pulled = await carols.pull(0);
    expect(pulled.trips.find((t) => t.id === trip.id)?.dayNotes).toEqual({
      '1': 'Pick up the car',
      '2': 'Museums closed',
      '3': 'Train at 8:10',
    });

    // A blank note removes the day's key; the trip's own note is untouched by all of this.
    await alices.pushOk(
      alices.queue({ name: 'setDayNote', args: { tripId: trip.id, day: 2, text: '   ' } }),
    );
    const after = (await bobs.pull(0)).trips.find((t) => t.id === trip.id);
    expect(after?.dayNotes).toEqual({ '1': 'Pick up the car', '3': 'Train at 8:10' });
    expect(after?.notes).toBe(trip.notes ?? null);
  });

  it('refuses viewers and bad input with a clear reason, and changes nothing', async () => {
    const { alices, carols, trip, db } = await sharedTrip();
    await alices.pushOk(
      alices.queue({ name: 'setDayNote', args: { tripId: trip.id, day: 1, text: 'Kept' } }),
    );
    const before = await syncedRows(db);
    const viewer = await carols.pushOk(
      carols.queue({ name: 'setDayNote', args: { tripId: trip.id, day: 1, text: 'Mine now' } }),
    );
    expect(reasons(viewer.results)).toEqual([VIEWER_REASON]);
    const bad = await alices.pushOk(
      alices.queue(
        { name: 'setDayNote', args: { tripId: trip.id, day: 1, text: 'x'.repeat(100_000) } },
        { name: 'setDayNote', args: { tripId: trip.id, day: 0, text: 'Day zero' } },
        { name: 'updateTrip', args: { id: trip.id, patch: { notes: 'y'.repeat(100_000) } } },
      ),
    );
    expect(reasons(bad.results)).toEqual([
      `args.text: ${DAY_NOTE_TOO_LONG_MESSAGE}`,
      'args.day: Day must be 1 or more',
      `args.patch.notes: ${TRIP_NOTES_TOO_LONG_MESSAGE}`,
    ]);
    expect(await syncedRows(db)).toEqual(before);
    expect((await carols.pull(0)).trips.find((t) => t.id === trip.id)?.dayNotes).toEqual({
      '1': 'Kept',
    });
  });
});
