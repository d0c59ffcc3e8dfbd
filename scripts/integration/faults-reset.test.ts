import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { addExpense, deleteExpense } from '../../web/src/db/expense-repo';
import { readMeta } from '../../web/src/db/meta';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import type { Db } from '../../sync-server/src/db/connection';
import * as schema from '../../sync-server/src/db/schema';
import { markRestored } from '../../sync-server/src/domain/sync/restore';
import { purgeTombstonesBefore } from '../../sync-server/src/domain/writes/tombstones';
import { currentVersion } from '../../sync-server/src/domain/writes/versions';
import { openTestDatabase } from '../../sync-server/src/testing/test-database';
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

/** Every table of the schema, each after the tables its foreign keys point to. */
function tablesInOrder(): string[] {
  const ordered: string[] = [];
  const visit = (table: SQLiteTable) => {
    const { name, foreignKeys } = getTableConfig(table);
    if (ordered.includes(name)) return;
    for (const key of foreignKeys) {
      const target = key.reference().foreignTable;
      if (target !== table) visit(target);
    }
    ordered.push(name);
  };
  for (const value of Object.values(schema)) if (is(value, SQLiteTable)) visit(value);
  return ordered;
}

const TABLES = tablesInOrder();
type Image = Map<string, Record<string, unknown>[]>;

/** Every row of every table, read in one snapshot: what an online backup holds. */
function snapshot(db: Db): Promise<Image> {
  return db.read(async (tx) => {
    const image: Image = new Map();
    for (const table of TABLES) image.set(table, await tx.query(`select * from "${table}"`));
    return image;
  });
}

/** A fresh database holding exactly `image`'s rows, as restoring the backup would make it. */
async function restoreInto(db: Db, image: Image): Promise<void> {
  await db.write(async (tx) => {
    // A new database already holds its counters.
    for (const table of [...TABLES].reverse()) await tx.query(`delete from "${table}"`);
    for (const [table, rows] of image) {
      for (const row of rows) {
        const columns = Object.keys(row);
        await tx.query(
          `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')})
             values (${columns.map(() => '?').join(', ')})`,
          Object.values(row),
        );
      }
    }
    if (db.dialect === 'postgres') {
      // Rows copied with their ids leave an identity column's sequence behind them (pg_dump
      // restores it too); SQLite moves AUTOINCREMENT on by itself.
      const identities = await tx.query<{ tableName: string; columnName: string }>(
        `select table_name as tableName, column_name as columnName
           from information_schema.columns
           where table_schema = current_schema() and is_identity = 'YES'`,
      );
      for (const { tableName, columnName } of identities) {
        await tx.query(
          `select setval(pg_get_serial_sequence(?, ?),
             (select coalesce(max("${columnName}"), 0) + 1 from "${tableName}"), false)`,
          [tableName, columnName],
        );
      }
    }
  });
}

/**
 * A new app on a copy of the database as it is now (an online backup), restored later the
 * documented way: the copy is marked restored before it serves devices.
 */
async function backup(server: Server): Promise<() => Promise<Server>> {
  const image = await snapshot(server.db);
  return async () => {
    const db = openTestDatabase();
    await restoreInto(db, image);
    const restored = await startServer({ db });
    await markRestored(restored.db);
    return restored;
  };
}

describe('resets', () => {
  it('after a tombstone purge a device that missed deletes takes a snapshot and keeps its queue', async () => {
    const server = await startServer();
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
    await purgeTombstonesBefore(server.db, (await currentVersion(server.db.$statements)) + 1);
    await updateTrip(laptop.db, oslo, { notes: 'Written offline' });

    laptop.net.offline = false;
    await settle(laptop, phone);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips.map((t) => [t.title, t.notes])).toEqual([['Oslo', 'Written offline']]);
    expect(onServer.expenses).toEqual([]);
    expect(await deviceState(laptop.db)).toEqual(onServer);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it('after a database restore a device whose acknowledged changes the server lost uploads again', async () => {
    const first = await startServer();
    const account = await signUp(first);
    let server = first;
    const phone = openDevice(server, account, { target: () => server.app });
    const laptop = openDevice(server, account, { target: () => server.app });
    const tripId = await createTrip(phone.db, kyotoTrip);
    await addExpense(phone.db, expenseOn(tripId, 'Before the backup'));
    await settle(phone, laptop);
    const restore = await backup(server);

    // Acknowledged and dropped by the phone, then lost with the server's disk.
    await addExpense(phone.db, expenseOn(tripId, 'Lost with the server'));
    await updateTrip(phone.db, tripId, { title: 'Renamed after the backup' });
    await settle(phone, laptop);
    expect(await phone.db.outbox.count()).toBe(0);

    server = await restore();
    await addExpense(phone.db, expenseOn(tripId, 'After the restore'));
    await addExpense(laptop.db, expenseOn(tripId, 'Laptop after the restore'));
    await settle(phone, laptop);

    expect(phone.engine.state.getState()).toMatchObject({ phase: 'idle', queued: 0 });
    const onServer = await serverState(server.db, account.userId);
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
    expect((await serverState(server.db, account.userId)).trips).toEqual([]);
    expect(await deviceState(phone.db)).toEqual(await serverState(server.db, account.userId));
  });

  it('a restore while changes are still queued sends them once, under the new client id', async () => {
    const first = await startServer();
    const account = await signUp(first);
    let server = first;
    const phone = openDevice(server, account, { target: () => server.app });
    const tripId = await createTrip(phone.db, kyotoTrip);
    await phone.engine.flush();
    const restore = await backup(server);
    for (const n of [1, 2, 3]) await addExpense(phone.db, expenseOn(tripId, `Sent ${n}`));
    await phone.engine.flush();

    server = await restore();
    phone.net.offline = true;
    for (const n of [1, 2]) await addExpense(phone.db, expenseOn(tripId, `Queued ${n}`));
    phone.net.offline = false;
    phone.net.inject('/api/sync/push', { kind: 'drop' });
    await settle(phone);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.expenses.map((e) => e.description).sort()).toEqual(['Queued 1', 'Queued 2']);
    expect(await deviceState(phone.db)).toEqual(onServer);
  });
});
