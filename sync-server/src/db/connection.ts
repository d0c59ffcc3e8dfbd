import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { cacheStatements } from './statement-cache';
import { createStatements, type Statements } from './statements';

export type Db = BetterSQLite3Database<typeof schema> & {
  $client: Database.Database;
  /** The write path's compiled statements, prepared once for this database. */
  $statements: Statements;
  /**
   * Counters bumped by whoever writes a table that is kept in memory, so the in-memory copy is
   * rebuilt on its next read (destinations: seedDestinations; GET /api/destinations reads it).
   */
  $revisions: { destinations: number };
};

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens (creating if needed) and migrates the SQLite database.
 * `:memory:` gives tests a private database with no file and no port.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  // WAL lets readers proceed while a write commits; the busy timeout rides out a concurrent writer
  // (a second process on the same file, such as a backup) instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS });
  // Prepared on the migrated schema, and before Drizzle's statement cache is installed, so these
  // are never handed out to Drizzle queries (which may switch modes such as raw on them).
  const statements = createStatements(sqlite);
  cacheStatements(sqlite);
  return Object.assign(db, { $statements: statements, $revisions: { destinations: 0 } });
}
