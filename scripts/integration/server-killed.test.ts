import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MAX_PUSH_BATCH } from '@shared/sync/protocol-version';
import { addExpense } from '../../web/src/db/expense-repo';
import { createTrip } from '../../web/src/db/trip-repo';
import { openDatabase } from '../../sync-server/src/db/connection';
import { syncClients } from '../../sync-server/src/db/schema';
import {
  cleanupAfterEach,
  Device,
  deviceState,
  expenseOn,
  kyotoTrip,
  serverState,
} from './harness';
import { overHttp, registerOverHttp, serversPerTest } from './server-process';

/**
 * The server process is SIGKILLed while it applies a batch, then restarted on the same file.
 * A batch commits with the advance of the client's last id or not at all, so the engine's retry
 * must end with every change on the server exactly once.
 */
cleanupAfterEach();

const servers = serversPerTest();

function lastMutationIdIn(databasePath: string, userId: string): number {
  const db = openDatabase(databasePath);
  try {
    return (
      db.select().from(syncClients).where(eq(syncClients.userId, userId)).get()?.lastMutationId ?? 0
    );
  } finally {
    db.$client.close();
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server killed mid-batch', () => {
  it('a SIGKILL while a batch is being applied loses nothing and applies nothing twice', async () => {
    const dir = servers.folder('wayfarer-kill-');
    const databasePath = join(dir, 'wayfarer.db');
    const noWeb = join(dir, 'no-web');
    let server = await servers.spawn(databasePath, noWeb);
    const { userId, cookie } = await registerOverHttp(server.baseUrl, `killed${Date.now()}`);

    const phone = new Device({
      target: () => overHttp(() => server.baseUrl),
      cookie: () => cookie,
      userId,
      random: () => 0,
    });
    const tripId = await createTrip(phone.db, kyotoTrip);
    const count = 249;
    for (let i = 0; i < count; i++) {
      await addExpense(phone.db, expenseOn(tripId, `Expense ${i}`, 100 + i));
    }

    // The first batch is answered; the kill lands while the second is being applied. A batch
    // is one transaction, which nothing outside can see until it commits, so a second
    // connection watches for the write lock instead: once it cannot take it, the server is
    // inside the second batch's transaction. A trigger that burns time on every expense insert
    // (added just before that request leaves the device) keeps the transaction open long
    // enough to be seen and killed before it commits.
    let pushes = 0;
    let killed = false;
    phone.net.beforeServer = (path) => {
      if (path !== '/api/sync/push' || ++pushes !== 2) return;
      const watcher = new Database(databasePath);
      watcher.pragma('busy_timeout = 0');
      watcher.exec(`
        CREATE TABLE slow_rows (x INTEGER);
        INSERT INTO slow_rows
          WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 400)
          SELECT x FROM n;
        CREATE TRIGGER slow_expense AFTER INSERT ON expenses
          BEGIN SELECT count(*) FROM slow_rows a, slow_rows b; END;`);
      const poll = () => {
        try {
          watcher.exec('BEGIN IMMEDIATE; ROLLBACK');
          setImmediate(poll);
        } catch (err) {
          if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
          server.child.kill('SIGKILL');
          watcher.close();
          killed = true;
        }
      };
      poll();
    };
    phone.engine.start();
    await until(() => Promise.resolve(killed), 20_000);
    await server.exited;
    const cleanup = new Database(databasePath);
    cleanup.exec('DROP TRIGGER slow_expense; DROP TABLE slow_rows');
    cleanup.close();
    // Killed mid-batch: the first batch committed, nothing of the second did.
    expect(lastMutationIdIn(databasePath, userId)).toBe(MAX_PUSH_BATCH);
    const onServerAtKill = openDatabase(databasePath);
    try {
      expect(serverState(onServerAtKill, userId).expenses).toHaveLength(MAX_PUSH_BATCH - 1);
    } finally {
      onServerAtKill.$client.close();
    }
    // The device dropped the first batch on its answer and still holds the rest.
    expect(await phone.db.outbox.count()).toBe(count + 1 - MAX_PUSH_BATCH);

    server = await servers.spawn(databasePath, noWeb);
    // No new write and no manual flush: the engine's backoff retry finds the server again.
    await until(async () => (await phone.db.outbox.count()) === 0, 30_000);
    await phone.engine.flush();
    phone.engine.stop();
    server.child.kill('SIGTERM');
    await server.exited;

    expect(lastMutationIdIn(databasePath, userId)).toBe(count + 1);
    const db = openDatabase(databasePath);
    try {
      const onServer = serverState(db, userId);
      expect(onServer.trips).toHaveLength(1);
      expect(onServer.expenses).toHaveLength(count);
      expect(new Set(onServer.expenses.map((e) => e.description)).size).toBe(count);
      expect(await deviceState(phone.db)).toEqual(onServer);
    } finally {
      db.$client.close();
    }
  }, 90_000);
});
