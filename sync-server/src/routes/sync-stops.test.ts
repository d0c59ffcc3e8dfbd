import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pullResponseSchema, syncTableSchema } from '@shared/sync/messages';
import {
  ACCESS_REMOVED_REASON,
  STOP_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';
import { STOP_ENDS_BEFORE_START_MESSAGE, STOP_OUTSIDE_TRIP_MESSAGE } from '@shared/sync/stop-rules';
import { STOPS_OUTSIDE_NEW_DATES_MESSAGE } from '@shared/sync/trip-patch-rules';
import {
  placeBody,
  shareTrip,
  sharingTestApp,
  stopBody,
  stopRows,
  syncedRows,
  TestDevice,
  tombstoneRows,
  tripBody,
  tripTestApp,
} from '../testing/trip-fixtures';

/** Alice's trip of 1-5 October 2026, pushed from her phone. */
async function alicesTrip() {
  const built = await tripTestApp();
  const phone = new TestDevice(built.alice);
  const trip = tripBody();
  await phone.pushOk(phone.queue({ name: 'createTrip', args: trip }));
  return { ...built, phone, trip };
}

describe('sync: a trip’s further stops', () => {
  it('adds, edits and deletes a stop through push, and a pull brings each change', async () => {
    const { phone, trip, aliceUser, clock } = await alicesTrip();
    const laptop = new TestDevice(phone.http);
    await laptop.pull();

    const porto = stopBody(trip.id);
    expect((await phone.pushOk(phone.queue({ name: 'addStop', args: porto }))).results).toEqual([
      { id: 2, status: 'applied' },
    ]);
    const added = await laptop.pull();
    expect(added.stops).toEqual([
      {
        id: porto.id,
        tripId: trip.id,
        place: { ...placeBody(), address: null },
        startDate: '2026-10-03',
        endDate: '2026-10-05',
        position: 0,
        createdAt: clock.now().toISOString(),
        createdBy: aliceUser.id,
      },
    ]);

    // A field-level patch: the place travels whole, the days stay.
    const braga = placeBody({ name: 'Braga', latitude: 41.55, longitude: -8.42, sourceId: null });
    await phone.pushOk(
      phone.queue({
        name: 'updateStop',
        args: { id: porto.id, patch: { place: braga, position: 2.5 }, label: 'Porto' },
      }),
    );
    const edited = await laptop.pull();
    expect(edited.stops).toMatchObject([
      {
        id: porto.id,
        place: { name: 'Braga', latitude: 41.55, sourceId: null, country: 'Portugal' },
        startDate: '2026-10-03',
        endDate: '2026-10-05',
        position: 2.5,
      },
    ]);

    await phone.pushOk(phone.queue({ name: 'deleteStop', args: { id: porto.id } }));
    const deleted = await laptop.pull();
    expect(deleted.stops).toEqual([]);
    // The stop's tombstone travels apart from `tombstones`, whose tables an older app checks.
    expect(deleted.laterTombstones).toEqual([{ table: 'stops', id: porto.id }]);
    expect(deleted.tombstones).toEqual([]);
    // Deleting it again is done already; creating it again would resurrect it.
    const again = await phone.pushOk(
      phone.queue(
        { name: 'deleteStop', args: { id: porto.id } },
        { name: 'addStop', args: porto },
        { name: 'updateStop', args: { id: porto.id, patch: { position: 1 } } },
      ),
    );
    expect(again.results).toEqual([
      { id: 5, status: 'applied' },
      { id: 6, status: 'rejected', reason: 'Stop was deleted' },
      { id: 7, status: 'rejected', reason: STOP_DELETED_REASON },
    ]);
  });

  it('answers a replayed add with the stored stop, never a second one', async () => {
    const { phone, trip, db } = await alicesTrip();
    const stop = stopBody(trip.id);
    await phone.pushOk(phone.queue({ name: 'addStop', args: stop }));
    const laptop = new TestDevice(phone.http);
    const replay = await laptop.pushOk(laptop.queue({ name: 'addStop', args: stop }));
    expect(replay.results).toEqual([{ id: 1, status: 'applied' }]);
    expect((await stopRows(db)).map((s) => s.id)).toEqual([stop.id]);
  });

  it.each([
    ['before the trip', { startDate: '2026-09-30' }, STOP_OUTSIDE_TRIP_MESSAGE],
    ['after the trip', { endDate: '2026-10-06' }, STOP_OUTSIDE_TRIP_MESSAGE],
    [
      'ending before it starts',
      { startDate: '2026-10-04', endDate: '2026-10-03' },
      STOP_ENDS_BEFORE_START_MESSAGE,
    ],
    [
      'a name of 10,000 characters',
      { place: placeBody({ name: 'P'.repeat(10_000) }) },
      'args.place.name: Place names are 200 characters at most',
    ],
    [
      'latitude 123',
      { place: placeBody({ latitude: 123 }) },
      'args.place.latitude: Latitude must be between -90 and 90',
    ],
    [
      'an unknown zone',
      { place: placeBody({ timeZone: 'Mars/Olympus' }) },
      'args.place.timeZone: Unknown time zone',
    ],
  ])('refuses a stop %s, changing nothing', async (_what, overrides, reason) => {
    const { phone, trip, db } = await alicesTrip();
    const before = await syncedRows(db);
    const { results } = await phone.pushOk(
      phone.queue({ name: 'addStop', args: stopBody(trip.id, overrides) }),
    );
    expect(results).toEqual([{ id: 2, status: 'rejected', reason }]);
    expect(await syncedRows(db)).toEqual(before);
    expect((await phone.pull()).rejections.map((r) => r.reason)).toEqual([reason]);
  });

  it("refuses an edit that would take a stop out of order or outside the trip's dates", async () => {
    const { phone, trip, db } = await alicesTrip();
    const stop = stopBody(trip.id);
    await phone.pushOk(phone.queue({ name: 'addStop', args: stop }));
    const before = await syncedRows(db);
    const { results } = await phone.pushOk(
      phone.queue(
        // A one-day stop on the trip's last day, twice: the stored end still follows.
        { name: 'updateStop', args: { id: stop.id, patch: { startDate: '2026-10-05' } } },
        { name: 'updateStop', args: { id: stop.id, patch: { startDate: '2026-10-05' } } },
        // Alone, a new end before the stored start crosses it.
        { name: 'updateStop', args: { id: stop.id, patch: { endDate: '2026-10-02' } } },
        { name: 'updateStop', args: { id: stop.id, patch: { endDate: '2026-10-09' } } },
        {
          name: 'updateStop',
          args: { id: stop.id, patch: { place: placeBody({ longitude: 200 }) } },
        },
      ),
    );
    expect(results.map((r) => r.reason ?? r.status)).toEqual([
      'applied',
      'applied',
      STOP_ENDS_BEFORE_START_MESSAGE,
      STOP_OUTSIDE_TRIP_MESSAGE,
      'args.patch.place.longitude: Longitude must be between -180 and 180',
    ]);
    const [row] = await stopRows(db);
    expect(row).toMatchObject({ startDate: '2026-10-05', endDate: '2026-10-05' });
    expect((await syncedRows(db)).trips).toEqual(before.trips);
  });

  it('refuses new trip dates that would leave a stop outside them, and takes those that keep it', async () => {
    const { phone, trip, db } = await alicesTrip();
    const stop = { ...stopBody(trip.id), startDate: '2026-10-03', endDate: '2026-10-04' };
    await phone.pushOk(phone.queue({ name: 'addStop', args: stop }));
    const { results } = await phone.pushOk(
      phone.queue(
        { name: 'updateTrip', args: { id: trip.id, patch: { endDate: '2026-10-03' } } },
        { name: 'updateTrip', args: { id: trip.id, patch: { startDate: '2026-10-04' } } },
        { name: 'updateTrip', args: { id: trip.id, patch: { endDate: '2026-10-04' } } },
      ),
    );
    expect(results.map((r) => r.reason ?? r.status)).toEqual([
      STOPS_OUTSIDE_NEW_DATES_MESSAGE,
      STOPS_OUTSIDE_NEW_DATES_MESSAGE,
      'applied',
    ]);
    const [stored] = (await syncedRows(db)).trips;
    expect(stored).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-04' });
  });

  it("answers another user's stop as not found, whatever they try", async () => {
    const { alice, bob, db } = await sharingTestApp();
    const phone = new TestDevice(alice);
    const trip = tripBody();
    const stop = stopBody(trip.id);
    await phone.pushOk(
      phone.queue({ name: 'createTrip', args: trip }, { name: 'addStop', args: stop }),
    );
    const before = await syncedRows(db);
    const bobs = new TestDevice(bob);
    const bobsTrip = tripBody();
    const { results } = await bobs.pushOk(
      bobs.queue(
        { name: 'updateStop', args: { id: stop.id, patch: { position: 9 } } },
        { name: 'deleteStop', args: { id: stop.id } },
        // Her stop's id on his own trip; a stop on her trip, which he cannot see.
        { name: 'createTrip', args: bobsTrip },
        { name: 'addStop', args: { ...stop, tripId: bobsTrip.id } },
        { name: 'addStop', args: stopBody(trip.id) },
      ),
    );
    expect(results.map((r) => r.reason ?? r.status)).toEqual([
      'Stop not found',
      'Stop not found',
      'applied',
      'Stop not found',
      'trip was deleted',
    ]);
    expect((await syncedRows(db)).stops).toEqual(before.stops);
    expect((await bobs.pull(0)).stops).toEqual([]);
  });

  it("lets the trip's editors change its stops and refuses its viewers", async () => {
    const { alice, db } = await sharingTestApp();
    const phone = new TestDevice(alice);
    const trip = tripBody();
    const stop = stopBody(trip.id);
    await phone.pushOk(
      phone.queue({ name: 'createTrip', args: trip }, { name: 'addStop', args: stop }),
    );
    await shareTrip(alice, trip.id, 'bob', 'editor');
    await shareTrip(alice, trip.id, 'carol', 'viewer');
    const bobs = new TestDevice(alice.another());
    await bobs.http.login('bob');
    const carols = new TestDevice(alice.another());
    await carols.http.login('carol');

    const edit = { name: 'updateStop', args: { id: stop.id, patch: { position: 3 } } };
    expect((await bobs.pushOk(bobs.queue(edit))).results).toEqual([{ id: 1, status: 'applied' }]);
    const refused = await carols.pushOk(
      carols.queue(
        edit,
        { name: 'deleteStop', args: { id: stop.id } },
        {
          name: 'addStop',
          args: stopBody(trip.id),
        },
      ),
    );
    expect(refused.results.map((r) => r.reason)).toEqual([
      VIEWER_REASON,
      VIEWER_REASON,
      VIEWER_REASON,
    ]);
    // The viewer sees the stop as the editor left it.
    expect((await carols.pull()).stops?.map((s) => [s.id, s.position])).toEqual([[stop.id, 3]]);
    expect((await stopRows(db)).map((s) => s.position)).toEqual([3]);
  });

  it('sends the stops of the trips one is on, their deletes, and nothing once one is removed', async () => {
    const { alice, bobUser } = await sharingTestApp();
    const phone = new TestDevice(alice);
    const trip = tripBody();
    const porto = stopBody(trip.id);
    const braga = stopBody(trip.id, { place: placeBody({ name: 'Braga' }) });
    await phone.pushOk(
      phone.queue(
        { name: 'createTrip', args: trip },
        { name: 'addStop', args: porto },
        { name: 'addStop', args: braga },
      ),
    );
    await shareTrip(alice, trip.id, 'bob', 'editor');
    const bobs = new TestDevice(alice.another());
    await bobs.http.login('bob');
    // Joining brings the whole trip: its older stops too.
    expect((await bobs.pull()).stops?.map((s) => s.id).sort()).toEqual([porto.id, braga.id].sort());

    await phone.pushOk(phone.queue({ name: 'deleteStop', args: { id: braga.id } }));
    expect(await bobs.pull()).toMatchObject({
      stops: [],
      laterTombstones: [{ table: 'stops', id: braga.id }],
    });

    // Removed, Bob's device drops the trip (and its stops with it); he hears nothing more.
    expect((await alice.delete(`/api/trips/${trip.id}/members/${bobUser.id}`)).status).toBe(200);
    const queued = bobs.queue({
      name: 'updateStop',
      args: { id: porto.id, patch: { position: 1 } },
    });
    expect((await bobs.pushOk(queued)).results[0]?.reason).toBe(ACCESS_REMOVED_REASON);
    const dropped = await bobs.pull();
    expect(dropped).toMatchObject({
      stops: [],
      laterTombstones: [],
      tombstones: [{ table: 'trips', id: trip.id }],
    });
    await phone.pushOk(
      phone.queue(
        { name: 'updateStop', args: { id: porto.id, patch: { position: 4 } } },
        { name: 'addStop', args: stopBody(trip.id) },
        { name: 'deleteStop', args: { id: porto.id } },
      ),
    );
    expect(await bobs.pull()).toMatchObject({ stops: [], laterTombstones: [], tombstones: [] });
    expect((await bobs.pull(0)).stops).toEqual([]);
  });

  it("takes a trip's stops with it when the trip is deleted", async () => {
    const { phone, trip, db } = await alicesTrip();
    const stop = stopBody(trip.id);
    await phone.pushOk(phone.queue({ name: 'addStop', args: stop }));
    await phone.pull();
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: trip.id } }));
    expect(await stopRows(db)).toEqual([]);
    expect((await tombstoneRows(db)).map((t) => [t.tableName, t.rowId])).toContainEqual([
      'stops',
      stop.id,
    ]);
    const pulled = await phone.pull();
    expect(pulled.tombstones).toEqual([{ table: 'trips', id: trip.id }]);
    // A queued edit of the stop reaches a trip that is gone.
    const late = await phone.pushOk(
      phone.queue({ name: 'updateStop', args: { id: stop.id, patch: { position: 1 } } }),
    );
    expect(late.results[0]?.reason).toBe('trip was deleted');
  });

  it('answers a pull an app of protocol 3 without stops still reads', async () => {
    const { phone, trip } = await alicesTrip();
    const stop = stopBody(trip.id);
    await phone.pushOk(phone.queue({ name: 'addStop', args: stop }));
    const cursor = phone.cursor;
    await phone.pushOk(phone.queue({ name: 'deleteStop', args: { id: stop.id } }));
    // That app's pull schema: the keys it knows, its four tombstone tables, unknown keys
    // dropped (zod's default for an object).
    const olderApp = pullResponseSchema.omit({ stops: true, laterTombstones: true }).extend({
      tombstones: z.array(z.object({ table: syncTableSchema, id: z.string() })),
    });
    for (const from of [0, cursor]) {
      const res = await phone.http.get(`/api/sync/pull?clientId=${phone.clientId}&cursor=${from}`);
      const parsed = olderApp.safeParse(await res.json());
      expect(parsed.success).toBe(true);
      expect(parsed.data).not.toHaveProperty('stops');
    }
  });
});
