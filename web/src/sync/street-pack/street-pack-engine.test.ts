import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { setAvailableOffline } from '../../db/document-repo';
import { addItineraryItem } from '../../db/itinerary-repo';
import { paris, testDb } from '../../db/test-db';
import { createTrip } from '../../db/trip-repo';
import { fakeStreetPackServer, packBytes } from './fake-street-pack-server';
import { createStreetPackEngine, needsFetch } from './street-pack-engine';
import { readMeta } from '../../db/meta';

function engineFor(server: { fetch: typeof fetch }, db = testDb()) {
  const engine = createStreetPackEngine({
    db,
    fetchImpl: server.fetch,
    locks: undefined,
    window: undefined,
    random: () => 0.5,
    partBytes: 4096,
  });
  return { db, engine };
}

/** A trip kept offline whose creation the server has (the outbox is empty). */
async function offlineTrip(db: ReturnType<typeof testDb>) {
  const tripId = await createTrip(db, paris);
  await setAvailableOffline(db, tripId, true);
  await db.outbox.clear();
  return tripId;
}

describe('needsFetch', () => {
  const kept = { blob: new Blob([]), etag: '"a"', size: 0, placesKey: 'k1' };
  const row = { tripId: 't', kept: null, download: null, paused: false, problem: null };
  it('asks for a pack not there, resumes one cut short, and asks again when the places change', () => {
    expect(needsFetch(undefined, 'k1')).toBe(true);
    expect(
      needsFetch(
        { ...row, download: { etag: '"a"', size: 9, received: 3, placesKey: 'k1' } },
        'k1',
      ),
    ).toBe(true);
    expect(needsFetch({ ...row, kept }, 'k1')).toBe(false);
    expect(needsFetch({ ...row, kept }, 'k2')).toBe(true);
    const problem = { kind: 'unavailable' as const, message: 'No', placesKey: 'k1' };
    expect(needsFetch({ ...row, problem }, 'k1')).toBe(false);
    expect(needsFetch({ ...row, problem }, 'k2')).toBe(true);
    expect(needsFetch({ ...row, paused: true }, 'k1')).toBe(false);
  });
});

describe('createStreetPackEngine', () => {
  it('keeps the pack of each trip kept offline, and asks again only when its places change', async () => {
    const server = fakeStreetPackServer(packBytes(10_000), '"a"');
    const { db, engine } = engineFor(server);
    const tripId = await offlineTrip(db);
    await createTrip(db, { ...paris, title: 'Not kept offline' });
    await db.outbox.clear();

    await engine.run();
    expect(server.requests).toHaveLength(1);
    expect((await db.streetPacks.get(tripId))?.kept?.size).toBe(10_000);

    await engine.run();
    expect(server.requests).toHaveLength(1);

    await addItineraryItem(db, {
      tripId,
      day: 1,
      title: 'Louvre',
      type: 'activity',
      place: { name: 'Louvre', latitude: 48.8606, longitude: 2.3376, source: 'gazetteer' },
    });
    // The new place is not on the server yet: the pack of the places it knows comes now (here
    // unchanged), and it is asked again once the change has gone out.
    await engine.run();
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.get('If-None-Match')).toBe('"a"');
    await engine.run();
    expect(server.requests).toHaveLength(2);
    await db.outbox.clear();
    await engine.run();
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]?.get('If-None-Match')).toBe('"a"');
    await engine.run();
    expect(server.requests).toHaveLength(3);
  });

  it('a change stuck in the outbox holds back no pack', async () => {
    const server = fakeStreetPackServer(packBytes(10_000), '"a"');
    const { db, engine } = engineFor(server);
    const tripId = await offlineTrip(db);
    // Another trip made offline, whose creation and first item wait in the outbox.
    const other = await createTrip(db, { ...paris, title: 'Made on the plane' });
    await addItineraryItem(db, { tripId: other, day: 1, title: 'Tram 28', type: 'activity' });
    expect(await db.outbox.count()).toBe(2);

    await engine.run();
    expect(server.requests).toHaveLength(1);
    expect((await db.streetPacks.get(tripId))?.kept?.size).toBe(10_000);
  });

  it('waits for a trip made on this device to reach the server', async () => {
    const server = fakeStreetPackServer(packBytes(10_000), '"a"');
    const { db, engine } = engineFor(server);
    const tripId = await createTrip(db, paris);
    await setAvailableOffline(db, tripId, true);

    await engine.run();
    expect(server.requests).toHaveLength(0);
    await db.outbox.clear();
    await engine.run();
    expect(server.requests).toHaveLength(1);
    expect((await db.streetPacks.get(tripId))?.kept?.size).toBe(10_000);
  });

  it('Cancel keeps what came and waits; the traveller resumes from there', async () => {
    const server = fakeStreetPackServer(packBytes(20_000), '"a"');
    const { db, engine } = engineFor(server);
    const tripId = await offlineTrip(db);
    server.dropAfter(9_000);
    await engine.run();
    expect(engine.state.getState().blocked).toBe('offline');
    await engine.cancel(tripId);
    await engine.run();
    expect(server.requests).toHaveLength(1);
    expect((await db.streetPacks.get(tripId))?.paused).toBe(true);

    await engine.resume(tripId);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.get('Range')).toBe('bytes=9000-');
    expect((await db.streetPacks.get(tripId))?.kept?.size).toBe(20_000);
    expect(engine.state.getState()).toEqual({ active: null, blocked: null });
    engine.stop();
  });
});

describe('Cancel in the middle of a download', () => {
  it('keeps the bytes that came, even less than a part, and resumes after them', async () => {
    const server = fakeStreetPackServer(packBytes(14_000), '"a"');
    const db = testDb();
    const engine = createStreetPackEngine({
      db,
      fetchImpl: server.fetch,
      locks: undefined,
      window: undefined,
      random: () => 0.5,
    });
    const tripId = await offlineTrip(db);
    server.holdAfter(7_000);
    const running = engine.run();
    await vi.waitFor(() => expect(engine.state.getState().active?.received).toBe(7_000));
    await engine.cancel(tripId);
    await running;
    expect((await db.streetPacks.get(tripId))?.download?.received).toBe(7_000);

    await engine.resume(tripId);
    expect(server.requests[1]?.get('Range')).toBe('bytes=7000-');
    const kept = (await db.streetPacks.get(tripId))?.kept;
    expect(new Uint8Array(await kept!.blob.arrayBuffer())).toEqual(packBytes(14_000));
  });
});

describe('the server’s street detail', () => {
  const refusal = 'Street detail is not available offline on this server';

  it('is asked once a start and kept, with no trip kept offline yet', async () => {
    const server = fakeStreetPackServer(packBytes(10_000), '"a"');
    server.setNoSource(refusal);
    const { db, engine } = engineFor(server);
    await engine.run();
    await engine.run();
    expect(server.detailAsks).toBe(1);
    expect(await readMeta(db, 'streetDetail')).toMatchObject({
      available: false,
      message: refusal,
    });
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the last answer while the server cannot be reached, and asks on the next round', async () => {
    const server = fakeStreetPackServer(packBytes(10_000), '"a"');
    server.setNoSource(refusal);
    const db = testDb();
    await engineFor(server, db).engine.run();
    let reachable = false;
    const flaky = {
      fetch: ((input, init) =>
        reachable
          ? server.fetch(input, init)
          : Promise.reject(new TypeError('offline'))) as typeof fetch,
    };
    const { engine } = engineFor(flaky, db);
    await engine.run();
    expect((await readMeta(db, 'streetDetail'))?.available).toBe(false);
    reachable = true;
    server.setNoSource(null);
    await engine.run();
    expect(server.detailAsks).toBe(2);
    expect((await readMeta(db, 'streetDetail'))?.available).toBe(true);
  });

  it('lets a trip refused for want of a street source ask again once the server has one', async () => {
    const server = fakeStreetPackServer(packBytes(10_000), '"a"');
    server.setNoSource(refusal);
    server.refuse(404, refusal);
    const db = testDb();
    const tripId = await offlineTrip(db);
    await engineFor(server, db).engine.run();
    expect((await db.streetPacks.get(tripId))?.problem?.message).toBe(refusal);

    server.setNoSource(null);
    server.refuse(null);
    await engineFor(server, db).engine.run();
    expect((await db.streetPacks.get(tripId))?.kept?.size).toBe(10_000);
  });
});
