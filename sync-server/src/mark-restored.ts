/**
 * `npm run db:mark-restored -- <database file or postgres:// URL>` (or DATABASE_URL /
 * DATABASE_PATH): the operator's step after restoring the database from a backup, before any
 * server starts on it (decision 003, Restores). Every device cursor handed out before the
 * restore then takes a full snapshot.
 */
import { existsSync } from 'node:fs';
import { describeDatabaseUrl, isPostgresUrl, openDatabaseAsync } from './db/connection';
import { markRestored } from './domain/sync/restore';

const target = process.argv[2] ?? process.env.DATABASE_URL ?? process.env.DATABASE_PATH;
if (!target || (!isPostgresUrl(target) && !existsSync(target))) {
  console.error(
    'Usage: npm run db:mark-restored -- <restored database file or postgres:// URL> (servers stopped)',
  );
  process.exit(1);
}
const db = await openDatabaseAsync(target);
try {
  const version = await markRestored(db);
  const name = isPostgresUrl(target) ? describeDatabaseUrl(target) : target;
  console.info(`Marked ${name} as restored; global version now ${version}.`);
} finally {
  await db.close();
}
