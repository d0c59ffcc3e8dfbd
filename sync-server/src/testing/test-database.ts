import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '../db/connection';
import { openPostgres } from '../db/postgres-database';

/**
 * The engine the server suites run on: embedded SQLite in memory, or the PostgreSQL server the
 * test runner started (scripts/test-all.ts sets WAYFARER_TEST_DATABASE_URL for that leg).
 */
export const TEST_DATABASE_URL = process.env.WAYFARER_TEST_DATABASE_URL ?? '';

export const testDialect = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * A private, empty, migrated database: in memory for SQLite; a schema of its own for
 * PostgreSQL, so every test app starts from nothing while sharing one server.
 */
export function openTestDatabase(): Db {
  if (!TEST_DATABASE_URL) return openDatabase(':memory:');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return openPostgres(TEST_DATABASE_URL, { schema, max: 4, idleTimeoutMillis: 200 });
}
