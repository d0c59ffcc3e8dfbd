/**
 * `npm run db:mark-restored -- <database file>` (or DATABASE_PATH): the operator's step after
 * restoring the database from a backup, before the server starts on it (decision 003,
 * Restores). Every device cursor handed out before the restore then takes a full snapshot.
 */
import { existsSync } from 'node:fs';
import { openDatabase } from './db/connection';
import { markRestored } from './domain/sync/restore';

const path = process.argv[2] ?? process.env.DATABASE_PATH;
if (!path || !existsSync(path)) {
  console.error('Usage: npm run db:mark-restored -- <restored database file> (the server stopped)');
  process.exit(1);
}
const db = openDatabase(path);
try {
  const version = markRestored(db);
  console.info(`Marked ${path} as restored; global version now ${version}.`);
} finally {
  db.$client.close();
}
