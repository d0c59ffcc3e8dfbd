import { openPostgres } from './postgres-database';
import { openSqlite } from './sqlite-database';
import type { Statements } from './statements';

export type Dialect = 'sqlite' | 'postgres';

/** Statements bound to one place they run: outside any transaction, or inside one. */
export interface SqlHandle {
  readonly $statements: Statements;
  /**
   * SQL with no compiled statement (tests, scripts, rare maintenance), written in the subset
   * both engines read (sql-statement.ts). Answers the rows, or none for a write.
   */
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

/** An open transaction, as `Db.write` and `Db.read` hand it to their body. */
export interface Tx extends SqlHandle {
  /** False once the engine ended the transaction itself (SQLite does on a full disk). */
  isOpen(): boolean;
}

/**
 * The server's store, SQLite or PostgreSQL behind one shape: the domain layer (mutators,
 * queries, the sync protocol) is written once against this, and only the connection, the
 * transactions and the schema's declarations differ per engine (decision 010).
 */
export interface Db extends SqlHandle {
  readonly dialect: Dialect;
  /**
   * Counters bumped by whoever writes a table that is kept in memory, so the in-memory copy is
   * rebuilt on its next read (destinations: seedDestinations; GET /api/destinations reads it).
   */
  readonly $revisions: { destinations: number };
  /**
   * A write transaction: one at a time per database across every process and node (SQLite's
   * IMMEDIATE lock; PostgreSQL's lock on the version counter, taken by writeTransaction's first
   * statement). If `body` throws, nothing of it is kept.
   */
  write<T>(body: (tx: Tx) => Promise<T>): Promise<T>;
  /** A read of one consistent moment (a snapshot), for answers made of several queries. */
  read<T>(body: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Where this process is the database's only writer (the embedded SQLite; deploy/README restores
   * it with the server stopped): how many statements that may write it has run, each counted
   * before it runs. While the count stays the same nothing has changed, so something confirmed
   * against the database at one count still holds (trip-answer-cache.ts). Undefined on
   * PostgreSQL, where other nodes write.
   */
  ownWrites(): number | undefined;
  /** Resolves once the database is migrated and answering; rejects if it cannot be. */
  ready(): Promise<void>;
  /** Closes the connections; the Db is unusable after. */
  close(): Promise<void>;
  /** Other server processes on this database tell this one of changes (decision 010). */
  readonly bus: ChangeBus;
}

/**
 * Messages between the server processes sharing one database: PostgreSQL's LISTEN/NOTIFY, or,
 * for SQLite (one process), a direct call. Delivery is at most once; a process that misses one
 * loses nothing, because devices pull on reconnect anyway.
 */
export interface ChangeBus {
  publish(userIds: readonly string[]): void;
  /**
   * Starts listening. `listening` resolves once messages published from then on will arrive
   * (PostgreSQL: the LISTEN has been acknowledged), and rejects if that failed.
   */
  subscribe(listener: (userIds: string[]) => void): { stop(): void; listening: Promise<void> };
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

export function isPostgresUrl(target: string): boolean {
  return POSTGRES_URL.test(target);
}

/**
 * Opens (creating if needed) and migrates the database: a PostgreSQL URL, or a SQLite file path
 * (`:memory:` gives tests a private database with no file and no port). SQLite is ready at
 * once; PostgreSQL connects and migrates in the background, and every query waits for it.
 */
export async function openDatabaseAsync(target: string): Promise<Db> {
  const db = openDatabase(target);
  await db.ready();
  return db;
}

export function openDatabase(target: string): Db {
  return isPostgresUrl(target) ? openPostgres(target) : openSqlite(target);
}

/** A database URL fit for a log line: the password left out. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}
