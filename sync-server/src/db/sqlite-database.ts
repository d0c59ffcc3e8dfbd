import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { AsyncLock } from './async-lock';
import { BodyGuard } from './body-guard';
import type { ChangeBus, Db, Tx } from './connection';
import { localBus } from './local-bus';
import { bindStatements, type Executor, type StatementDef } from './sql-statement';
import { ENSURE_COUNTERS } from './meta-statements';
import { STATEMENT_DEFS } from './statements';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

type AnyDef = StatementDef<unknown[], unknown>;

/**
 * The embedded default: one better-sqlite3 connection, so the process holds the one writer.
 * Statements run synchronously underneath; a transaction whose body awaits holds `lock`, and
 * statements outside it wait for the holder, so nothing ever sees a transaction half done.
 */
export function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  // WAL lets readers proceed while a write commits; the busy timeout rides out a concurrent writer
  // (a second process on the same file, such as a backup) instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  migrate(drizzle(sqlite), { migrationsFolder: MIGRATIONS });
  sqlite.exec(ENSURE_COUNTERS);

  // Every statement that may write is counted before it runs (Db.ownWrites).
  let writes = 0;
  const writers = new WeakSet<Database.Statement>();
  const prepareCounted = (text: string) => {
    const statement = sqlite.prepare(text);
    if (!statement.readonly) writers.add(statement);
    return statement;
  };
  const counted = (statement: Database.Statement) => {
    if (writers.has(statement)) writes += 1;
    return statement;
  };
  const prepared = new Map<number, Database.Statement>();
  const prepare = (def: AnyDef) => {
    let statement = prepared.get(def.id);
    if (!statement) {
      statement = prepareCounted(def.text);
      prepared.set(def.id, statement);
    }
    return counted(statement);
  };
  const raw = new Map<string, Database.Statement>();
  const runRaw = (text: string, params: readonly unknown[]) => {
    let statement = raw.get(text);
    if (!statement) {
      statement = prepareCounted(text);
      raw.set(text, statement);
    }
    counted(statement);
    if (statement.reader) return statement.all(...params) as never[];
    statement.run(...params);
    return [];
  };

  const lock = new AsyncLock();
  // Set inside a transaction's body: a nested transaction, or a statement run outside the
  // transaction from within it, would wait for the lock the body holds forever. Both are bugs,
  // so they fail at once instead of hanging.
  const insideBody = new BodyGuard();
  const refuseInsideBody = (what: string) => {
    if (insideBody.inside) {
      throw new Error(`${what} inside a transaction's body: use the transaction's tx`);
    }
  };
  // Outside a transaction: a statement waits while one is open (its body may be between two
  // awaits), and runs in the same turn as the check that found the connection free. Had it
  // waited a turn after looking, a transaction asked for just before could begin meanwhile, and
  // the statement would run inside it: a write of its own rolled back with somebody else's.
  const whenFree = async <R>(statement: () => R): Promise<R> => {
    refuseInsideBody('A statement outside the transaction');
    while (lock.held) await lock.whenReleased();
    return statement();
  };
  // Inside a transaction's body the connection is the body's own. Async either way, so a failing
  // statement rejects rather than throws.
  const atOnce = async <R>(statement: () => R): Promise<R> => statement();
  const executor = (runs: <R>(statement: () => R) => Promise<R>): Executor => ({
    get: (def, params) => runs(() => prepare(def).get(...params)),
    all: (def, params) => runs(() => prepare(def).all(...params)),
    run: (def, params) => runs(() => ({ changes: prepare(def).run(...params).changes })),
  });
  const inside: Tx = {
    $statements: bindStatements(STATEMENT_DEFS, executor(atOnce)),
    query: async (text, params = []) => runRaw(text, params),
    isOpen: () => sqlite.inTransaction,
  };

  const transaction = <T>(begin: string, body: (tx: Tx) => Promise<T>) => {
    refuseInsideBody('A transaction');
    return lock.run(() =>
      insideBody.run(async () => {
        sqlite.exec(begin);
        try {
          const result = await body(inside);
          sqlite.exec('commit');
          return result;
        } catch (err) {
          if (sqlite.inTransaction) sqlite.exec('rollback');
          throw err;
        }
      }),
    );
  };

  const bus: ChangeBus = localBus();
  return {
    dialect: 'sqlite',
    $statements: bindStatements(STATEMENT_DEFS, executor(whenFree)),
    $revisions: { destinations: 0 },
    query: (text, params = []) => whenFree(() => runRaw(text, params)),
    // IMMEDIATE takes SQLite's write lock up front instead of failing to upgrade a read lock
    // halfway, and holds it to the end.
    write: (body) => transaction('begin immediate', body),
    read: (body) => transaction('begin', body),
    ownWrites: () => writes,
    ready: () => Promise.resolve(),
    async close() {
      await lock.run(async () => sqlite.close());
    },
    bus,
  };
}
