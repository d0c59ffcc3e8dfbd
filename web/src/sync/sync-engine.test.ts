import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PUSH_BATCH, SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';
import type { AppDb } from '../db/app-db';
import { readMeta } from '../db/meta';
import { paris, testDb } from '../db/test-db';
import { createTrip } from '../db/trip-repo';
import { FakeSyncServer, json } from './fake-sync-server';
import { createSyncEngine, type SyncEngineDeps } from './sync-engine';

let db: AppDb;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  await db.delete();
});

function engineFor(server: FakeSyncServer, extra: Partial<SyncEngineDeps> = {}) {
  const onUnauthorized = vi.fn();
  const engine = createSyncEngine({
    db,
    fetchImpl: server.fetch,
    onUnauthorized,
    random: () => 0.5,
    locks: undefined,
    triggers: undefined,
    ...extra,
  });
  stop = () => engine.stop();
  return { engine, onUnauthorized };
}

async function queueTrips(count: number) {
  for (let i = 0; i < count; i++) await createTrip(db, { ...paris, title: `Trip ${i}` });
}

/** Only timers are faked: IndexedDB (fake-indexeddb) keeps its own scheduling. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('sync engine push', () => {
  it('sends the outbox in order in batches of at most 100, then pulls', async () => {
    db = testDb();
    await queueTrips(250);
    const server = new FakeSyncServer();
    const { engine } = engineFor(server);
    await engine.flush();
    expect(server.pushes.map((p) => p.mutations.length)).toEqual([MAX_PUSH_BATCH, 100, 50]);
    expect(server.pushedIds().flat()).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    const clientId = await readMeta(db, 'clientId');
    expect(server.pushes[0]).toMatchObject({ protocolVersion: SYNC_PROTOCOL_VERSION, clientId });
    expect(server.pulls).toHaveLength(1);
    expect(server.pulls[0]?.get('clientId')).toBe(clientId);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.state.getState()).toMatchObject({ phase: 'idle', queued: 0 });
    expect(engine.state.getState().lastSyncedAt).toBe(await readMeta(db, 'lastSyncedAt'));
  });

  it('drops only what the server acknowledged', async () => {
    db = testDb();
    await queueTrips(3);
    const server = new FakeSyncServer();
    // The server processed the first two, then the pull fails: the third stays queued.
    server.nextReplies.push(() => json(200, { lastMutationId: 2, results: [] }));
    server.nextReplies.push(() => json(200, { lastMutationId: 3, results: [] }));
    server.nextReplies.push(() => json(500, { message: 'busy' }));
    const { engine } = engineFor(server);
    await engine.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(engine.state.getState().phase).toBe('error');
  });

  it('on a gap resends from what the server expects (a lost acknowledgement)', async () => {
    db = testDb();
    await queueTrips(5);
    const server = new FakeSyncServer();
    server.lastMutationId = 3;
    const { engine } = engineFor(server);
    await engine.flush();
    expect(server.pushedIds()).toEqual([
      [1, 2, 3, 4, 5],
      [4, 5],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a write made while a push is in flight in the next request', async () => {
    db = testDb();
    await queueTrips(1);
    const server = new FakeSyncServer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.nextReplies.push(async () => {
      await gate;
      server.lastMutationId = 1;
      return json(200, { lastMutationId: 1, results: [] });
    });
    const { engine } = engineFor(server);
    const flushing = engine.flush();
    await vi.waitFor(() => expect(server.nextReplies).toHaveLength(0));
    const lateId = await createTrip(db, { ...paris, title: 'Written mid-push' });
    release();
    await flushing;
    expect(server.pushedIds()).toEqual([[2]]);
    expect(server.pushes[0]?.mutations[0]?.args).toMatchObject({ id: lateId });
    expect(await db.outbox.count()).toBe(0);
  });
  it('runs one flush at a time in a tab; a call during a flush runs once more after it', async () => {
    db = testDb();
    await queueTrips(2);
    const server = new FakeSyncServer();
    let inFlight = 0;
    let most = 0;
    const { engine } = engineFor(server, {
      fetchImpl: async (input, init) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return server.fetch(input, init);
      },
    });
    await Promise.all([engine.flush(), engine.flush(), engine.flush()]);
    expect(most).toBe(1);
    expect(server.pushedIds()).toEqual([[1, 2]]);
    expect(server.pulls).toHaveLength(2);
  });
});

describe('sync engine failures', () => {
  const failures: Array<[string, () => Response | Error, string]> = [
    ['500', () => json(500, { message: 'Internal Server Error' }), 'error'],
    // A proxy's answers for a server that is down: the server cannot be reached.
    ['502', () => json(502, { message: 'Bad Gateway' }), 'unreachable'],
    ['503', () => json(503, { message: 'Unavailable' }), 'unreachable'],
    ['504', () => json(504, { message: 'Gateway Timeout' }), 'unreachable'],
    ['429', () => json(429, { message: 'Too many requests' }), 'error'],
    ['a network error', () => new TypeError('Failed to fetch'), 'offline'],
  ];
  it.each(failures)(
    '%s keeps everything queued and retries without a new write',
    async (_, reply, phase) => {
      fakeTimers();
      db = testDb();
      await queueTrips(3);
      const server = new FakeSyncServer();
      server.nextReplies.push(reply);
      const { engine } = engineFor(server);
      await engine.flush();
      expect(await db.outbox.count()).toBe(3);
      expect(engine.state.getState().phase).toBe(phase);
      // random() = 0.5 on the first attempt: 500 ms.
      await vi.advanceTimersByTimeAsync(499);
      expect(server.pushes).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(server.pushedIds()).toEqual([[1, 2, 3]]);
      await vi.waitFor(() => expect(engine.state.getState().phase).toBe('idle'));
    },
  );

  it('backs off exponentially while failures go on', async () => {
    fakeTimers();
    db = testDb();
    await queueTrips(1);
    const server = new FakeSyncServer();
    let calls = 0;
    for (let i = 0; i < 3; i++) {
      server.nextReplies.push(() => {
        calls += 1;
        return json(503, {});
      });
    }
    const { engine } = engineFor(server, { random: () => 0.999 });
    await engine.flush();
    // Ceilings 1 s, 2 s, 4 s; random() = 0.999 draws just under each.
    for (const [delay, callsBefore] of [
      [999, 1],
      [1998, 2],
      [3996, 3],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(calls).toBe(callsBefore);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(engine.state.getState().phase).not.toBe('syncing'));
    }
    expect(calls).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('times out a request that hangs and retries it', async () => {
    fakeTimers();
    db = testDb();
    await queueTrips(1);
    const server = new FakeSyncServer();
    let requested!: () => void;
    const firstRequest = new Promise<void>((resolve) => (requested = resolve));
    server.nextReplies.push(() => {
      requested();
      // Never answers; only the engine's timeout ends this request.
      return new Promise<Response>(() => {});
    });
    const { engine } = engineFor(server, {
      timeoutMs: 15_000,
      fetchImpl: (input, init) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
          void server.fetch(input, init).then(resolve, reject);
        }),
    });
    const flushing = engine.flush();
    // vi.waitFor would move the fake clock; wait for the request itself instead.
    await firstRequest;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(engine.state.getState().phase).toBe('syncing');
    await vi.advanceTimersByTimeAsync(1);
    await flushing;
    expect(engine.state.getState()).toMatchObject({
      phase: 'error',
      lastError: 'The server took too long to answer',
    });
    expect(await db.outbox.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('401 calls onUnauthorized once, keeps the outbox and stops retrying', async () => {
    fakeTimers();
    db = testDb();
    await queueTrips(2);
    const server = new FakeSyncServer();
    server.nextReplies.push(() => json(401, { message: 'Unauthorized' }));
    const { engine, onUnauthorized } = engineFor(server);
    await engine.flush();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(2);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await engine.flush();
    expect(server.pushes).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('426 stops with update-required', async () => {
    db = testDb();
    await queueTrips(1);
    const server = new FakeSyncServer();
    server.nextReplies.push(() => json(426, { message: 'Please update the app' }));
    const { engine } = engineFor(server);
    await engine.flush();
    expect(engine.state.getState()).toMatchObject({
      phase: 'update-required',
      lastError: '426: Please update the app',
    });
    expect(await db.outbox.count()).toBe(1);
  });
});
