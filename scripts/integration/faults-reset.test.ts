import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addExpense, deleteExpense } from '../../web/src/db/expense-repo';
import { readMeta } from '../../web/src/db/meta';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import { markRestored } from '../../sync-server/src/domain/sync/restore';
import { purgeTombstonesBefore } from '../../sync-server/src/domain/sync/tombstones';
import { currentVersion } from '../../sync-server/src/domain/sync/versions';
import {
  cleanupAfterEach,
  deviceState,
  expenseOn,
  kyotoTrip,
  openDevice,
  serverState,
  settle,
  signUp,
  startServer,
  type Server,
} from './harness';

/** Resets: the server forgot tombstones, or went back in time to a backup. */
cleanupAfterEach();

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A new app on a copy of the database as it is now (an online backup), restored later the
 * documented way: the copy is marked restored before it serves devices.
 */
function backup(server: Server): () => Server {
  const image = server.db.$client.serialize();
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'wayfarer-restore-'));
    dirs.push(dir);
    const file = join(dir, 'restored.db');
    writeFileSync(file, image);
    const restored = startServer(file);
    markRestored(restored.db);
    return restored;
  };
}

describe('resets', () => {
  it('after a tombstone purge a device that missed deletes takes a snapshot and keeps its queue', async () => {
    const server = startServer();
    const account = await signUp(server);
    const phone = openDevice(server, account);
    const laptop = openDevice(server, account);
    const rome = await createTrip(phone.db, { ...kyotoTrip, title: 'Rome' });
    const oslo = await createTrip(phone.db, { ...kyotoTrip, title: 'Oslo' });
    const lunch = await addExpense(phone.db, expenseOn(oslo, 'Lunch'));
    await settle(phone, laptop);

    laptop.net.offline = true;
    await deleteTrip(phone.db, rome);
    await deleteExpense(phone.db, lunch);
    await phone.engine.flush();
    purgeTombstonesBefore(server.db, currentVersion(server.db) + 1);
    await updateTrip(laptop.db, oslo, { notes: 'Written offline' });

    laptop.net.offline = false;
    await settle(laptop, phone);
    const onServer = serverState(server.db, account.userId);
    expect(onServer.trips.map((t) => [t.title, t.notes])).toEqual([['Oslo', 'Written offline']]);
    expect(onServer.expenses).toEqual([]);
    expect(await deviceState(laptop.db)).toEqual(onServer);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it('after a database restore a device whose acknowledged changes the server lost uploads again', async () => {
    const first = startServer();
    const account = await signUp(first);
    let server = first;
    const phone = openDevice(server, account, { target: () => server.app });
    const laptop = openDevice(server, account, { target: () => server.app });
    const tripId = await createTrip(phone.db, kyotoTrip);
    await addExpense(phone.db, expenseOn(tripId, 'Before the backup'));
    await settle(phone, laptop);
    const restore = backup(server);

    // Acknowledged and dropped by the phone, then lost with the server's disk.
    await addExpense(phone.db, expenseOn(tripId, 'Lost with the server'));
    await updateTrip(phone.db, tripId, { title: 'Renamed after the backup' });
    await settle(phone, laptop);
    expect(await phone.db.outbox.count()).toBe(0);

    server = restore();
    await addExpense(phone.db, expenseOn(tripId, 'After the restore'));
    await addExpense(laptop.db, expenseOn(tripId, 'Laptop after the restore'));
    await settle(phone, laptop);

    expect(phone.engine.state.getState()).toMatchObject({ phase: 'idle', queued: 0 });
    const onServer = serverState(server.db, account.userId);
    expect(onServer.trips.map((t) => t.title)).toEqual([kyotoTrip.title]);
    expect(onServer.expenses.map((e) => e.description).sort()).toEqual([
      'After the restore',
      'Before the backup',
      'Laptop after the restore',
    ]);
    expect(await deviceState(phone.db)).toEqual(onServer);
    expect(await deviceState(laptop.db)).toEqual(onServer);
    // The phone moved to a new client id numbered from 1; the laptop never needed to.
    expect(await readMeta(phone.db, 'sequenceBase')).toBeGreaterThan(1);
    expect(await readMeta(laptop.db, 'sequenceBase')).toBeUndefined();

    // And it keeps working: a later rejection is stored under its own local id.
    await addExpense(phone.db, expenseOn(tripId, 'Fine'));
    await deleteTrip(laptop.db, tripId);
    await settle(laptop, phone);
    expect(serverState(server.db, account.userId).trips).toEqual([]);
    expect(await deviceState(phone.db)).toEqual(serverState(server.db, account.userId));
  });

  it('a restore while changes are still queued sends them once, under the new client id', async () => {
    const first = startServer();
    const account = await signUp(first);
    let server = first;
    const phone = openDevice(server, account, { target: () => server.app });
    const tripId = await createTrip(phone.db, kyotoTrip);
    await phone.engine.flush();
    const restore = backup(server);
    for (const n of [1, 2, 3]) await addExpense(phone.db, expenseOn(tripId, `Sent ${n}`));
    await phone.engine.flush();

    server = restore();
    phone.net.offline = true;
    for (const n of [1, 2]) await addExpense(phone.db, expenseOn(tripId, `Queued ${n}`));
    phone.net.offline = false;
    phone.net.inject('/api/sync/push', { kind: 'drop' });
    await settle(phone);
    const onServer = serverState(server.db, account.userId);
    expect(onServer.expenses.map((e) => e.description).sort()).toEqual(['Queued 1', 'Queued 2']);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });
});
