import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { stopForDay } from '@shared/domain/stop-for-day';
import { STOP_ENDS_BEFORE_START_MESSAGE, STOP_OUTSIDE_TRIP_MESSAGE } from '@shared/sync/stop-rules';
import type { AppDb } from './app-db';
import { InvalidChangeError, LocalNotFoundError, ReadOnlyTripError } from './commit-mutation';
import { queryTrip } from './live-queries';
import { retryRejection } from './rejection-repo';
import { addStop, deleteStop, updateStop } from './stop-repo';
import { paris, testDb } from './test-db';
import { createTrip, deleteTrip, updateTrip } from './trip-repo';
import { STOPS_OUTSIDE_NEW_DATES_MESSAGE } from '@shared/sync/trip-patch-rules';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

/** Paris, 10-14 April 2026 (test-db's trip), then further stops. */
const lyon = { name: 'Lyon', latitude: 45.764, longitude: 4.8357, source: 'gazetteer' as const };
const nice = { name: 'Nice', latitude: 43.7102, longitude: 7.262, source: 'manual' as const };

describe('stops on the device', () => {
  it('refuses new trip dates that would leave a stop outside them, and queues nothing', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await addStop(db, { tripId, place: lyon, startDate: '2026-04-12', endDate: '2026-04-13' });
    const queued = await db.outbox.count();
    await expect(updateTrip(db, tripId, { endDate: '2026-04-12' })).rejects.toThrow(
      new InvalidChangeError(STOPS_OUTSIDE_NEW_DATES_MESSAGE),
    );
    expect(await db.outbox.count()).toBe(queued);
    expect((await db.trips.get(tripId))?.endDate).toBe('2026-04-14');
    // Dates that keep the stop are taken.
    await updateTrip(db, tripId, { endDate: '2026-04-13' });
    expect((await db.trips.get(tripId))?.endDate).toBe('2026-04-13');
  });

  it('adds a stop with its outbox entry in one go, and the trip lists its stops in order', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const niceId = await addStop(db, {
      tripId,
      place: nice,
      startDate: '2026-04-13',
      endDate: '2026-04-14',
    });
    const lyonId = await addStop(db, {
      tripId,
      place: { ...lyon, timeZone: 'Europe/Paris' },
      startDate: '2026-04-12',
      endDate: '2026-04-13',
    });
    // A second stop arriving the same day goes after the first.
    const later = await addStop(db, {
      tripId,
      place: { ...lyon, name: 'Vienne' },
      startDate: '2026-04-12',
      endDate: '2026-04-12',
    });

    expect(await db.stops.get(lyonId)).toMatchObject({
      tripId,
      place: {
        name: 'Lyon',
        country: null,
        address: null,
        timeZone: 'Europe/Paris',
        source: 'gazetteer',
        sourceId: null,
      },
      position: 0,
      createdBy: db.userId,
    });
    expect((await db.stops.get(later))?.position).toBe(1);
    expect(await db.outbox.toArray()).toMatchObject([
      { name: 'createTrip' },
      { name: 'addStop', args: { id: niceId, tripId, place: { name: 'Nice' }, position: 0 } },
      { name: 'addStop', args: { id: lyonId, position: 0 } },
      { name: 'addStop', args: { id: later, position: 1 } },
    ]);

    const trip = await queryTrip(db, tripId);
    expect(trip?.stops.map((s) => s.place.name)).toEqual(['Lyon', 'Vienne', 'Nice']);
    expect(trip?.pendingIds.has(lyonId)).toBe(true);
    // Day 1 is in Paris (the destination); day 3 arrives in Lyon, then Vienne; day 4 in Nice.
    const at = (day: number) => (trip ? stopForDay(trip, trip.stops, day)?.place.name : undefined);
    expect([1, 2, 3, 4, 5].map(at)).toEqual([undefined, undefined, 'Vienne', 'Nice', 'Nice']);
  });

  it.each([
    [
      'ending before it starts',
      { startDate: '2026-04-12', endDate: '2026-04-11' },
      STOP_ENDS_BEFORE_START_MESSAGE,
    ],
    [
      'before the trip',
      { startDate: '2026-04-09', endDate: '2026-04-11' },
      STOP_OUTSIDE_TRIP_MESSAGE,
    ],
    [
      'after the trip',
      { startDate: '2026-04-13', endDate: '2026-04-15' },
      STOP_OUTSIDE_TRIP_MESSAGE,
    ],
    [
      'named with 10,000 characters',
      { place: { ...lyon, name: 'L'.repeat(10_000) } },
      'Place names are 200 characters at most',
    ],
    [
      'at latitude 123',
      { place: { ...lyon, latitude: 123 } },
      'Latitude must be between -90 and 90',
    ],
    ['in an unknown zone', { place: { ...lyon, timeZone: 'Mars/Olympus' } }, 'Unknown time zone'],
  ])(
    'refuses a stop %s before queuing anything, in words a screen can show',
    async (_w, over, message) => {
      db = testDb();
      const tripId = await createTrip(db, paris);
      const stop = { tripId, place: lyon, startDate: '2026-04-11', endDate: '2026-04-12', ...over };
      await expect(addStop(db, stop)).rejects.toThrow(new InvalidChangeError(message));
      expect(await db.stops.count()).toBe(0);
      expect(await db.outbox.count()).toBe(1);
    },
  );

  it('edits a stop field by field, a place whole, and refuses days that no longer fit', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addStop(db, {
      tripId,
      place: lyon,
      startDate: '2026-04-11',
      endDate: '2026-04-12',
    });
    await updateStop(db, id, { place: nice, endDate: '2026-04-13' });
    expect(await db.stops.get(id)).toMatchObject({
      place: { name: 'Nice', latitude: 43.7102, timeZone: null },
      startDate: '2026-04-11',
      endDate: '2026-04-13',
    });
    // The edit carries the name the stop had, for the Sync screen's words.
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      name: 'updateStop',
      args: { id, patch: { place: { name: 'Nice' }, endDate: '2026-04-13' }, label: 'Lyon' },
    });
    const queued = await db.outbox.count();
    // Checked against the stored stop: a start after its end, an end past the trip.
    await expect(updateStop(db, id, { startDate: '2026-04-14' })).rejects.toThrow(
      STOP_ENDS_BEFORE_START_MESSAGE,
    );
    await expect(updateStop(db, id, { endDate: '2026-04-15' })).rejects.toThrow(
      STOP_OUTSIDE_TRIP_MESSAGE,
    );
    await expect(updateStop(db, id, {})).rejects.toThrow(
      new InvalidChangeError('Nothing to update'),
    );
    expect(await db.outbox.count()).toBe(queued);
    expect((await db.stops.get(id))?.endDate).toBe('2026-04-13');
  });

  it('deletes a stop once, and a deleted trip takes its stops along', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const stay = { tripId, place: lyon, startDate: '2026-04-11', endDate: '2026-04-12' };
    const id = await addStop(db, stay);
    const other = await addStop(db, { ...stay, place: nice });
    await deleteStop(db, id);
    const queued = await db.outbox.count();
    await deleteStop(db, id);
    expect(await db.outbox.count()).toBe(queued);
    await expect(updateStop(db, id, { endDate: '2026-04-13' })).rejects.toBeInstanceOf(
      LocalNotFoundError,
    );
    expect((await queryTrip(db, tripId))?.stops.map((s) => s.id)).toEqual([other]);

    await deleteTrip(db, tripId);
    expect(await db.stops.count()).toBe(0);
  });

  it("refuses a viewer's stops before anything is queued", async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addStop(db, {
      tripId,
      place: lyon,
      startDate: '2026-04-11',
      endDate: '2026-04-12',
    });
    await db.members.put({
      tripId,
      userId: db.userId,
      username: 'ada',
      name: 'Ada',
      role: 'viewer',
      active: true,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
    const queued = await db.outbox.count();
    const stay = { tripId, place: nice, startDate: '2026-04-11', endDate: '2026-04-12' };
    await expect(addStop(db, stay)).rejects.toBeInstanceOf(ReadOnlyTripError);
    await expect(updateStop(db, id, { place: nice })).rejects.toBeInstanceOf(ReadOnlyTripError);
    await expect(deleteStop(db, id)).rejects.toBeInstanceOf(ReadOnlyTripError);
    expect(await db.outbox.count()).toBe(queued);
  });

  it('checks a refused stop again before sending it once more', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const args = {
      id: crypto.randomUUID(),
      tripId,
      place: { ...lyon, country: null, address: null, timeZone: null, sourceId: null },
      startDate: '2026-04-11',
      endDate: '2026-04-12',
      position: 0,
    };
    const refused = { name: 'addStop', args, createdAt: '2026-01-01T00:00:00.000Z' };
    await db.rejections.put({ mutationId: 7, reason: 'busy', ...refused });
    // The trip's dates moved since (another device): the stop no longer fits.
    await db.trips.update(tripId, { startDate: '2026-04-12' });
    await expect(retryRejection(db, 7)).rejects.toThrow(STOP_OUTSIDE_TRIP_MESSAGE);
    await db.trips.update(tripId, { startDate: '2026-04-10' });
    await retryRejection(db, 7);
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ name: 'addStop', args });
    expect(await db.stops.get(args.id)).toMatchObject({ tripId, startDate: '2026-04-11' });
  });
});
