import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PUSH_BATCH } from '@shared/sync/protocol-version';
import type { AppDb } from '../db/app-db';
import { paris, testDb } from '../db/test-db';
import { createTrip } from '../db/trip-repo';
import { FakeSyncServer, json } from './fake-sync-server';
import { createSyncEngine } from './sync-engine';
import type { SyncProgress } from './sync-state';

let db: AppDb;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  await db.delete();
});

function engineFor(server: FakeSyncServer) {
  const engine = createSyncEngine({
    db,
    fetchImpl: server.fetch,
    onUnauthorized: vi.fn(),
    random: () => 0.5,
    locks: undefined,
    triggers: undefined,
  });
  stop = () => engine.stop();
  return engine;
}

describe('sync engine: what the UI is told', () => {
  it('stops on a refused request (403), keeps the outbox, and retryNow sends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    db = testDb();
    await createTrip(db, paris);
    const server = new FakeSyncServer();
    server.nextReplies.push(() => json(403, { message: 'This device belongs to another user' }));
    const engine = engineFor(server);

    await engine.flush();
    expect(engine.state.getState()).toMatchObject({
      phase: 'needs-attention',
      lastError: '403: This device belongs to another user',
      progress: null,
    });
    // No backoff timer: a refusal is not retried on its own.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await engine.flush();
    expect(server.pushes).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);

    await engine.retryNow();
    expect(server.pushedIds()).toEqual([[1]]);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.state.getState().phase).toBe('idle');
  });

  it('retryNow does not lift a stop for an outdated app', async () => {
    db = testDb();
    await createTrip(db, paris);
    const server = new FakeSyncServer();
    server.nextReplies.push(() => json(426, { message: 'Please update the app' }));
    const engine = engineFor(server);
    await engine.flush();
    await engine.retryNow();
    expect(server.pushes).toHaveLength(0);
    expect(engine.state.getState().phase).toBe('update-required');
  });

  it('a malformed answer is retried with backoff rather than stopping', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    db = testDb();
    await createTrip(db, paris);
    const server = new FakeSyncServer();
    server.nextReplies.push(() => new Response('<html>hotel wifi</html>', { status: 200 }));
    const engine = engineFor(server);
    await engine.flush();
    expect(engine.state.getState().phase).toBe('error');
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('reports progress while a long queue is sent', async () => {
    db = testDb();
    const total = MAX_PUSH_BATCH * 2 + 30;
    for (let i = 0; i < total; i++) await createTrip(db, { ...paris, title: `Trip ${i}` });
    const server = new FakeSyncServer();
    const engine = engineFor(server);
    const seen: SyncProgress[] = [];
    const unsubscribe = engine.state.subscribe((s) => {
      if (s.progress) seen.push(s.progress);
    });
    engine.start();
    // The initial state is idle with nothing queued too; wait for the pull that ends the flush.
    await vi.waitFor(() => expect(server.pulls).toHaveLength(1));
    await vi.waitFor(() => expect(engine.state.getState().phase).toBe('idle'));
    unsubscribe();
    expect(seen[0]).toEqual({ sent: 0, total });
    expect(seen.at(-1)).toEqual({ sent: total, total });
    expect(seen.some((p) => p.sent > 0 && p.sent < total)).toBe(true);
    expect(engine.state.getState().progress).toBeNull();
  });
});
