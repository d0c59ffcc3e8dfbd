import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDb } from '../db/app-db';
import { paris, testDb } from '../db/test-db';
import { createTrip } from '../db/trip-repo';
import { FakeSyncServer, json } from './fake-sync-server';
import { createSyncEngine } from './sync-engine';

let db: AppDb;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  vi.useRealTimers();
  await db.delete();
});

function fakeBrowser() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  return { window, document };
}

function startEngine(server: FakeSyncServer, browser = fakeBrowser()) {
  const engine = createSyncEngine({
    db,
    fetchImpl: server.fetch,
    onUnauthorized: () => {},
    random: () => 0.5,
    locks: undefined,
    triggers: browser,
    debounceMs: 300,
  });
  engine.start();
  stop = () => engine.stop();
  return engine;
}

describe('sync engine triggers', () => {
  it('flushes at start, and again shortly after a local write', async () => {
    db = testDb();
    await createTrip(db, paris);
    const server = new FakeSyncServer();
    const engine = startEngine(server);
    await expect.poll(() => server.pulls.length).toBe(1);
    expect(server.pushedIds()).toEqual([[1]]);
    await expect.poll(() => engine.state.getState().queued).toBe(0);

    await createTrip(db, { ...paris, title: 'Second' });
    await expect.poll(() => engine.state.getState().queued).toBe(1);
    await expect.poll(() => server.pushedIds()).toEqual([[1], [2]]);
    await expect.poll(() => engine.state.getState()).toMatchObject({ phase: 'idle', queued: 0 });
  });

  it('flushes on online and when the app becomes visible, and refreshes destinations on online', async () => {
    db = testDb();
    const server = new FakeSyncServer();
    const browser = fakeBrowser();
    startEngine(server, browser);
    await expect.poll(() => server.pulls.length).toBe(1);

    const destination = {
      id: 'kyoto',
      name: 'Kyoto',
      country: 'Japan',
      description: 'Temples',
      imageUrl: '/images/kyoto.jpg',
      category: 'cultural',
      featured: true,
      latitude: null,
      longitude: null,
      visaRequirements: null,
      travelDocuments: null,
      climate: null,
      bestMonths: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    server.nextReplies.push((path) =>
      path === '/api/destinations' ? json(200, [destination]) : json(500, {}),
    );
    browser.window.dispatchEvent(new Event('online'));
    await expect.poll(() => server.pulls.length).toBe(2);
    await expect.poll(() => db.destinations.count()).toBe(1);

    browser.document.visibilityState = 'hidden';
    browser.document.dispatchEvent(new Event('visibilitychange'));
    browser.document.visibilityState = 'visible';
    browser.document.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(() => server.pulls.length).toBe(3);
  });

  it('after a stop it no longer listens', async () => {
    db = testDb();
    const server = new FakeSyncServer();
    const browser = fakeBrowser();
    const engine = startEngine(server, browser);
    await expect.poll(() => server.pulls.length).toBe(1);
    engine.stop();
    browser.window.dispatchEvent(new Event('online'));
    await createTrip(db, paris);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.pulls).toHaveLength(1);
    expect(server.pushes).toHaveLength(0);
  });

  it('syncs when live updates say something changed, and closes them when stopped', async () => {
    db = testDb();
    const server = new FakeSyncServer();
    let announce: (() => void) | undefined;
    const close = vi.fn();
    const engine = createSyncEngine({
      db,
      fetchImpl: server.fetch,
      onUnauthorized: () => {},
      locks: undefined,
      triggers: undefined,
      liveUpdates: (onChange) => {
        announce = onChange;
        return close;
      },
    });
    engine.start();
    stop = () => engine.stop();
    await expect.poll(() => server.pulls.length).toBe(1);
    announce?.();
    await expect.poll(() => server.pulls.length).toBe(2);
    engine.stop();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a pull with a new rejection is followed by a full snapshot that undoes it', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const server = new FakeSyncServer();
    server.rejects.set(1, 'destination does not exist');
    server.pullBody.rejections = [
      {
        mutationId: 1,
        name: 'createTrip',
        reason: 'destination does not exist',
        args: {},
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    const engine = createSyncEngine({
      db,
      fetchImpl: server.fetch,
      onUnauthorized: () => {},
      locks: undefined,
      triggers: undefined,
    });
    await db.meta.put({ key: 'cursor', value: 5 });
    await engine.flush();
    expect(server.pulls.map((p) => p.get('cursor'))).toEqual(['5', '0']);
    expect(await db.trips.get(tripId)).toBeUndefined();
    expect(await db.rejections.count()).toBe(1);
  });

  it('takes the Web Lock named for the user around each flush', async () => {
    db = testDb();
    const server = new FakeSyncServer();
    const names: string[] = [];
    const locks = {
      request: vi.fn(async (name: string, task: () => Promise<unknown>) => {
        names.push(name);
        return task();
      }),
    } as unknown as Pick<LockManager, 'request'>; // test double of the browser's LockManager
    const engine = createSyncEngine({
      db,
      fetchImpl: server.fetch,
      onUnauthorized: () => {},
      locks,
      triggers: undefined,
    });
    await engine.flush();
    expect(names).toEqual([`wayfarer-sync-${db.userId}`]);
    expect(server.pulls).toHaveLength(1);
  });
});
