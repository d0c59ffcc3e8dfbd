import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';
import { addExpense } from '../../web/src/db/expense-repo';
import { getClientId } from '../../web/src/db/meta';
import { createTrip, updateTrip } from '../../web/src/db/trip-repo';
import {
  cleanupAfterEach,
  type Device,
  deviceState,
  expenseOn,
  kyotoTrip,
  openDevice,
  serverState,
  settle,
  sharedLocks,
  signUp,
  startServer,
} from './harness';

/**
 * Delivery faults: answers lost, tabs racing or closing, writes during a push. Every test ends
 * with each device equal to the server's database and counts that show nothing was lost or
 * applied twice.
 */
cleanupAfterEach();

async function world() {
  const server = await startServer();
  const account = await signUp(server);
  return { server, account, phone: openDevice(server, account) };
}

/** A trip with `n` expenses written on the device; answers the trip id. */
async function tripWithExpenses(device: Device, n: number): Promise<string> {
  const tripId = await createTrip(device.db, kyotoTrip);
  for (let i = 0; i < n; i++)
    await addExpense(device.db, expenseOn(tripId, `Expense ${i}`, 100 + i));
  return tripId;
}

describe('delivery faults', () => {
  it('a lost acknowledgement: the server applied the batch, the resend applies nothing twice', async () => {
    const { server, account, phone } = await world();
    await tripWithExpenses(phone, 2);
    phone.net.inject('/api/sync/push', { kind: 'drop' });
    await phone.engine.flush();
    expect(await phone.db.outbox.count()).toBe(3);
    expect((await serverState(server.db, account.userId)).expenses).toHaveLength(2);

    await phone.engine.flush();
    expect(await phone.db.outbox.count()).toBe(0);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips).toHaveLength(1);
    expect(onServer.expenses.map((e) => e.description).sort()).toEqual(['Expense 0', 'Expense 1']);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it.each([
    ['sharing a lock', true],
    ['without locks', false],
  ])('two tabs on one database flushing at once, %s, send everything once', async (_, locked) => {
    const { server, account } = await world();
    const locks = locked ? sharedLocks() : undefined;
    const tabA = openDevice(server, account, locks ? { locks } : {});
    const tabB = openDevice(server, account, { dbName: tabA.dbName, ...(locks ? { locks } : {}) });
    // 122 mutations: more than one batch, so the tabs overlap across rounds.
    for (let t = 0; t < 2; t++) await tripWithExpenses(tabA, 60);

    await Promise.all([tabA.engine.flush(), tabB.engine.flush(), tabA.engine.flush()]);
    await settle(tabA, tabB);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips).toHaveLength(2);
    expect(onServer.expenses).toHaveLength(120);
    expect(await deviceState(tabA.db)).toEqual(onServer);
    expect(await deviceState(tabB.db)).toEqual(onServer);
    expect(await tabA.db.rejections.count()).toBe(0);
  });

  it('a sequence gap: a push starting past the expected id changes nothing; the device resends from there', async () => {
    const { server, account, phone } = await world();
    const tripId = await tripWithExpenses(phone, 4);
    const clientId = await getClientId(phone.db);
    // Something sends this client's mutations 3-5 before 1 and 2 arrived.
    const queued = await phone.db.outbox.orderBy(':id').toArray();
    const gap = await account.session.post('/api/sync/push', {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      clientId,
      mutations: queued.slice(2).map(({ id, name, args }) => ({ id, name, args })),
    });
    expect(gap.status).toBe(409);
    expect(await gap.json()).toMatchObject({ expected: 1 });
    expect((await serverState(server.db, account.userId)).trips).toHaveLength(0);

    await phone.engine.flush();
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips.map((t) => t.id)).toEqual([tripId]);
    expect(onServer.expenses).toHaveLength(4);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it('a tab closed after the local write and before the push: the next tab delivers it', async () => {
    const { server, account, phone } = await world();
    phone.engine.start();
    await phone.engine.flush();
    await tripWithExpenses(phone, 1);
    // Closed within the write debounce: nothing was sent.
    phone.reload();
    expect(phone.net.pushCount()).toBe(0);
    expect(await phone.db.outbox.count()).toBe(2);

    await phone.engine.flush();
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.expenses).toHaveLength(1);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it('a tab closed after the push and before the acknowledgement is stored: applied once', async () => {
    const { server, account, phone } = await world();
    await tripWithExpenses(phone, 3);
    phone.net.inject('/api/sync/push', { kind: 'drop' });
    phone.net.afterServer = (path) => {
      if (path === '/api/sync/push') phone.reload();
    };
    await phone.engine.flush().catch(() => undefined);
    phone.net.afterServer = undefined;
    expect(await phone.db.outbox.count()).toBe(4);

    await phone.engine.flush();
    expect(await phone.db.outbox.count()).toBe(0);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips).toHaveLength(1);
    expect(onServer.expenses).toHaveLength(3);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it('a write made while a push is in flight goes out in the same flush and shows throughout', async () => {
    const { server, account, phone } = await world();
    const tripId = await tripWithExpenses(phone, 1);
    let written = false;
    phone.net.afterServer = async (path) => {
      if (path !== '/api/sync/push' || written) return;
      written = true;
      await updateTrip(phone.db, tripId, { title: 'Written mid-push' });
    };
    await phone.engine.flush();
    expect(await phone.db.outbox.count()).toBe(0);
    expect(phone.net.pushCount()).toBe(2);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips[0]?.title).toBe('Written mid-push');
    expect(await deviceState(phone.db)).toEqual(onServer);
  });
});
