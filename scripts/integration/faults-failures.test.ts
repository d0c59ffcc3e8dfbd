import { describe, expect, it, vi } from 'vitest';
import { TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { addExpense } from '../../web/src/db/expense-repo';
import { addItineraryItem } from '../../web/src/db/itinerary-repo';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import { backoffDelay } from '../../web/src/sync/backoff';
import {
  cleanupAfterEach,
  deviceState,
  expenseOn,
  kyotoTrip,
  noRows,
  openDevice,
  serverState,
  signUp,
  startServer,
} from './harness';

/** Failures: temporary ones are retried with nothing dropped, permanent ones never block. */
cleanupAfterEach();

async function world(extra: Parameters<typeof openDevice>[2] = {}) {
  const server = await startServer();
  const account = await signUp(server);
  return { server, account, phone: openDevice(server, account, extra) };
}

/**
 * Lets IndexedDB (real macrotasks, not faked), the engine and the server's database settle while
 * timers are frozen: a few seconds of real time, as PostgreSQL answers over a socket.
 */
async function until(condition: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('Condition not reached');
}

describe('failures', () => {
  it('500, 503, 429 and a timeout are retried with growing backoff, without a new write, dropping nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const random = () => 0.5;
    const { server, account, phone } = await world({ random, timeoutMs: 5_000 });
    const tripId = await createTrip(phone.db, kyotoTrip);
    for (const n of [1, 2, 3]) await addExpense(phone.db, expenseOn(tripId, `Expense ${n}`));
    phone.net.inject(
      '/api/sync/push',
      { kind: 'status', status: 500 },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 429 },
      { kind: 'hang' },
    );
    const pushes = () => phone.net.log.filter((r) => r.path === '/api/sync/push');

    await phone.engine.flush();
    expect(phone.engine.state.getState().phase).toBe('error');
    for (let attempt = 1; attempt <= 3; attempt++) {
      // Nothing happens a moment before the backoff delay, then the retry fires by itself.
      await vi.advanceTimersByTimeAsync(backoffDelay(attempt, random) - 1);
      expect(pushes()).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => pushes().length === attempt + 1);
    }
    // The fourth attempt hangs until the request timeout gives up on it.
    await vi.advanceTimersByTimeAsync(5_000);
    await until(() => phone.engine.state.getState().phase === 'error');
    await vi.advanceTimersByTimeAsync(backoffDelay(4, random));
    await until(async () => (await phone.db.outbox.count()) === 0);
    await until(() => phone.engine.state.getState().phase === 'idle');

    expect(pushes().map((r) => r.outcome)).toEqual([500, 503, 429, 'hang', 200]);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.expenses).toHaveLength(3);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it('a retry fires after going offline without any new write or trigger', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server, account, phone } = await world({ random: () => 1 });
    phone.net.offline = true;
    await createTrip(phone.db, kyotoTrip);
    await phone.engine.flush();
    expect(phone.engine.state.getState()).toMatchObject({ phase: 'offline' });

    phone.net.offline = false;
    await vi.advanceTimersByTimeAsync(backoffDelay(1, () => 1));
    await until(() => phone.engine.state.getState().phase === 'idle');
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await deviceState(phone.db)).toEqual(await serverState(server.db, account.userId));
  });

  it('create, edit and delete of a trip entirely offline leave nothing and reject nothing', async () => {
    const { server, account, phone } = await world();
    phone.net.offline = true;
    const tripId = await createTrip(phone.db, kyotoTrip);
    await updateTrip(phone.db, tripId, { title: 'Renamed offline' });
    await addExpense(phone.db, expenseOn(tripId, 'Offline lunch'));
    await addItineraryItem(phone.db, { tripId, day: 1, type: 'activity', title: 'Walk' });
    await deleteTrip(phone.db, tripId);
    await phone.engine.flush();
    phone.net.offline = false;
    await phone.engine.flush();

    expect(await phone.db.outbox.count()).toBe(0);
    expect(await phone.db.rejections.count()).toBe(0);
    expect(await serverState(server.db, account.userId)).toEqual(noRows());
    expect(await deviceState(phone.db)).toEqual(await serverState(server.db, account.userId));
  });

  it('an offline trip the server rejects takes its items with it, with reasons; later changes apply', async () => {
    const { server, account, phone } = await world();
    phone.net.offline = true;
    const bad = await createTrip(phone.db, { ...kyotoTrip, destinationId: 'atlantis' });
    await addItineraryItem(phone.db, { tripId: bad, day: 1, type: 'activity', title: 'Dive' });
    await addExpense(phone.db, expenseOn(bad, 'Snorkel'));
    const good = await createTrip(phone.db, { ...kyotoTrip, title: 'Real trip' });
    await addExpense(phone.db, expenseOn(good, 'Ramen'));
    phone.net.offline = false;
    await phone.engine.flush();

    const rejected = await phone.db.rejections.orderBy('mutationId').toArray();
    expect(rejected.map((r) => r.name)).toEqual(['createTrip', 'addItineraryItem', 'addExpense']);
    expect(rejected[0]?.reason).toMatch(/destination/i);
    expect(rejected.slice(1).map((r) => r.reason)).toEqual([
      TRIP_DELETED_REASON,
      TRIP_DELETED_REASON,
    ]);
    expect(await server.db.query('select client_id from sync_rejections')).toHaveLength(3);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips.map((t) => t.title)).toEqual(['Real trip']);
    expect(onServer.expenses.map((e) => e.description)).toEqual(['Ramen']);
    expect(await deviceState(phone.db)).toEqual(onServer);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('a permanent rejection is recorded while the changes after it still apply', async () => {
    const { server, account, phone } = await world();
    const tripId = await createTrip(phone.db, kyotoTrip);
    await phone.engine.flush();
    await updateTrip(phone.db, tripId, { destinationId: 'atlantis' });
    await updateTrip(phone.db, tripId, { title: 'Kept going' });
    await addExpense(phone.db, expenseOn(tripId, 'After the rejection'));
    await phone.engine.flush();

    expect((await phone.db.rejections.toArray()).map((r) => r.name)).toEqual(['updateTrip']);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips[0]).toMatchObject({ destinationId: 'kyoto', title: 'Kept going' });
    expect(onServer.expenses).toHaveLength(1);
    expect(await deviceState(phone.db)).toEqual(onServer);
    expect(phone.engine.state.getState()).toMatchObject({ phase: 'idle', queued: 0 });
  });
});
