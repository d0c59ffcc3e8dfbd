import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { TripStop } from '@shared/schemas/trip-stop';
import type { PullResponse } from '@shared/sync/messages';
import type { AppDb } from '../db/app-db';
import { queryTrip } from '../db/live-queries';
import { addStop, updateStop } from '../db/stop-repo';
import { paris, testDb } from '../db/test-db';
import { createTrip } from '../db/trip-repo';
import { applyPull } from './apply-pull';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const at = '2026-03-01T10:00:00.000Z';
const emptyPull: PullResponse = {
  cursor: 10,
  reset: false,
  lastMutationId: 0,
  trips: [],
  itineraryItems: [],
  expenses: [],
  documents: [],
  members: [],
  tombstones: [],
  rejections: [],
};

function serverStop(tripId: string, name: string, startDate: string): TripStop {
  return {
    id: crypto.randomUUID(),
    tripId,
    place: {
      name,
      country: 'France',
      address: null,
      latitude: 45,
      longitude: 5,
      timeZone: 'Europe/Paris',
      source: 'gazetteer',
      sourceId: null,
    },
    startDate,
    endDate: '2026-04-14',
    position: 0,
    createdAt: '2026-02-01T00:00:00.000Z',
    createdBy: crypto.randomUUID(),
  };
}

describe('applyPull: stops', () => {
  it("stores the pulled stops, drops those in `laterTombstones`, and ignores a table it doesn't know", async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const lyon = serverStop(tripId, 'Lyon', '2026-04-12');
    const nice = serverStop(tripId, 'Nice', '2026-04-13');
    await applyPull(
      db,
      { ...emptyPull, lastMutationId: 1, stops: [lyon, nice] },
      { replace: false, at },
    );
    expect((await queryTrip(db, tripId))?.stops.map((s) => s.place.name)).toEqual(['Lyon', 'Nice']);

    await applyPull(
      db,
      {
        ...emptyPull,
        laterTombstones: [
          { table: 'stops', id: lyon.id },
          // A table added after this app: nothing of it is here.
          { table: 'packingLists', id: nice.id },
        ],
      },
      { replace: false, at },
    );
    expect((await db.stops.toArray()).map((s) => s.id)).toEqual([nice.id]);

    // An older server sends neither key: nothing changes.
    await applyPull(db, emptyPull, { replace: false, at });
    expect(await db.stops.count()).toBe(1);
  });

  it("drops a trip's stops with the trip's tombstone (deleted, or the user lost it)", async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await applyPull(
      db,
      { ...emptyPull, lastMutationId: 1, stops: [serverStop(tripId, 'Lyon', '2026-04-12')] },
      { replace: false, at },
    );
    await applyPull(
      db,
      { ...emptyPull, tombstones: [{ table: 'trips', id: tripId }] },
      { replace: false, at },
    );
    expect(await db.stops.count()).toBe(0);
  });

  it('lays queued stop changes over what a snapshot brings', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const trip = await db.trips.get(tripId);
    if (!trip) throw new Error('no trip');
    const lyon = serverStop(tripId, 'Lyon', '2026-04-12');
    const synced = { ...emptyPull, lastMutationId: 1, trips: [trip], stops: [lyon] };
    await applyPull(db, synced, { replace: false, at });
    await updateStop(db, lyon.id, { endDate: '2026-04-13' });
    const queued = await addStop(db, {
      tripId,
      place: { name: 'Nice', latitude: 43.7, longitude: 7.26, source: 'manual' },
      startDate: '2026-04-13',
      endDate: '2026-04-14',
    });
    // A reset: the server's rows replace this device's, then the queue is laid on top.
    await applyPull(db, { ...synced, reset: true }, { replace: true, at });
    expect(await db.stops.get(lyon.id)).toMatchObject({ endDate: '2026-04-13' });
    expect((await db.stops.get(queued))?.place.name).toBe('Nice');
    expect(await db.outbox.count()).toBe(2);
  });
});
