import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_PUSH_BATCH } from '@shared/sync/protocol-version';
import { addExpense } from '../../web/src/db/expense-repo';
import { createTrip } from '../../web/src/db/trip-repo';
import { isPostgresUrl, openDatabase, type Db } from '../../sync-server/src/db/connection';
import { VERSION_KEY } from '../../sync-server/src/domain/writes/versions';
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
 * The server process is SIGKILLed while it applies a batch, then restarted on the same database.
 * A batch commits with the advance of the client's last id or not at all, so the engine's retry
 * must end with every change on the server exactly once.
 */
cleanupAfterEach();

const servers = serversPerTest();

/** Opens `database` (a SQLite file or a PostgreSQL URL) for one look inside, then closes it. */
async function inside<T>(database: string, look: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(database);
  try {
    return await look(db);
  } finally {
    await db.close();
  }
}

function lastMutationIdIn(database: string, userId: string): Promise<number> {
  return inside(database, async (db) => {
    const [client] = await db.query<{ lastMutationId: number }>(
      'select last_mutation_id as lastMutationId from sync_clients where user_id = ?',
      [userId],
    );
    return client?.lastMutationId ?? 0;
  });
}

/**
 * A second connection to the server's database, beside the server's own. A batch is one
 * transaction, which nothing outside can see until it commits, so the watcher looks for the
 * write lock instead: once it cannot take it, the server is inside a batch's transaction. A
 * trigger that burns time on every expense insert keeps that transaction open long enough to
 * be seen and killed before it commits.
 */
interface Watcher {
  slowExpenseInserts(): Promise<void>;
  /** Calls `then` as soon as the server holds the write lock. */
  whenWriting(then: () => void): void;
  /** Drops the trigger (the server is gone by then) and closes the connection. */
  close(): Promise<void>;
}

/** SQLite's write lock is the database's: BEGIN IMMEDIATE fails at once while a writer holds it. */
function sqliteWatcher(path: string): Watcher {
  const watcher = new Database(path);
  watcher.pragma('busy_timeout = 0');
  return {
    async slowExpenseInserts() {
      watcher.exec(`
        CREATE TABLE slow_rows (x INTEGER);
        INSERT INTO slow_rows
          WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 400)
          SELECT x FROM n;
        CREATE TRIGGER slow_expense AFTER INSERT ON expenses
          BEGIN SELECT count(*) FROM slow_rows a, slow_rows b; END;`);
    },
    whenWriting(then) {
      const poll = () => {
        try {
          watcher.exec('BEGIN IMMEDIATE; ROLLBACK');
          setImmediate(poll);
        } catch (err) {
          if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
          then();
        }
      };
      poll();
    },
    async close() {
      watcher.exec('DROP TRIGGER slow_expense; DROP TABLE slow_rows');
      watcher.close();
    },
  };
}

/**
 * On PostgreSQL a write transaction's first statement locks the version counter's row
 * (writeTransaction), so a lock on that row that cannot be had at once means a writer holds it.
 */
async function postgresWatcher(url: string): Promise<Watcher> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  const LOCK_NOT_AVAILABLE = '55P03';
  return {
    async slowExpenseInserts() {
      await watcher.query(`
        create function slow_expense() returns trigger language plpgsql
          as $$ begin perform pg_sleep(0.01); return null; end $$;
        create trigger slow_expense after insert on expenses
          for each row execute function slow_expense();`);
    },
    whenWriting(then) {
      const poll = async () => {
        for (;;) {
          await watcher.query('begin');
          try {
            await watcher.query('select value from sync_meta where key = $1 for update nowait', [
              VERSION_KEY,
            ]);
          } catch (err) {
            if ((err as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw err;
            then();
            return;
          } finally {
            await watcher.query('rollback');
          }
        }
      };
      void poll();
    },
    async close() {
      // Waits for the killed server's transaction to be rolled back: it held the table.
      await watcher.query('drop trigger slow_expense on expenses; drop function slow_expense()');
      await watcher.end();
    },
  };
}

const watcherOn = (database: string): Promise<Watcher> =>
  isPostgresUrl(database) ? postgresWatcher(database) : Promise.resolve(sqliteWatcher(database));

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
    const database = await servers.database(dir);
    const noWeb = join(dir, 'no-web');
    let server = await servers.spawn(database, noWeb);
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

    // The first batch is answered; the kill lands while the second is being applied: the
    // watcher slows expense inserts just before that request leaves the device, and kills the
    // server once it is inside that batch's transaction.
    const watcher = await watcherOn(database);
    let pushes = 0;
    let killed = false;
    phone.net.beforeServer = async (path) => {
      if (path !== '/api/sync/push' || ++pushes !== 2) return;
      await watcher.slowExpenseInserts();
      watcher.whenWriting(() => {
        server.child.kill('SIGKILL');
        killed = true;
      });
    };
    phone.engine.start();
    await until(() => Promise.resolve(killed), 20_000);
    await server.exited;
    await watcher.close();
    // Killed mid-batch: the first batch committed, nothing of the second did.
    expect(await lastMutationIdIn(database, userId)).toBe(MAX_PUSH_BATCH);
    const atKill = await inside(database, (db) => serverState(db, userId));
    expect(atKill.expenses).toHaveLength(MAX_PUSH_BATCH - 1);
    // The device dropped the first batch on its answer and still holds the rest.
    expect(await phone.db.outbox.count()).toBe(count + 1 - MAX_PUSH_BATCH);

    server = await servers.spawn(database, noWeb);
    // No new write and no manual flush: the engine's backoff retry finds the server again.
    await until(async () => (await phone.db.outbox.count()) === 0, 30_000);
    await phone.engine.flush();
    phone.engine.stop();
    server.child.kill('SIGTERM');
    await server.exited;

    expect(await lastMutationIdIn(database, userId)).toBe(count + 1);
    const onServer = await inside(database, (db) => serverState(db, userId));
    expect(onServer.trips).toHaveLength(1);
    expect(onServer.expenses).toHaveLength(count);
    expect(new Set(onServer.expenses.map((e) => e.description)).size).toBe(count);
    expect(await deviceState(phone.db)).toEqual(onServer);
  }, 90_000);
});
