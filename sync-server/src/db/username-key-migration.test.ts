import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite-database';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database file migrated only up to (not including) the migration tagged `before`. */
function databaseBefore(before: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'wayfarer-migration-'));
  folders.push(folder);
  const migrations = join(folder, 'drizzle');
  cpSync(MIGRATIONS, migrations, { recursive: true });
  const journalPath = join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === before);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  const path = join(folder, 'old.db');
  const sqlite = new Database(path);
  migrate(drizzle(sqlite), { migrationsFolder: migrations });
  const insert = sqlite.prepare(
    `insert into users (id, username, password, created_at, updated_at) values (?, ?, 'x', ?, ?)`,
  );
  // Two names that differ only by case, from before the server refused them, and a third.
  insert.run('u-late', 'ada', '2026-02-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z');
  insert.run('u-early', 'Ada', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
  insert.run('u-ben', 'Ben', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
  sqlite.close();
  return path;
}

describe('the username key migration', () => {
  it('starts on a database that already holds names differing only by case, keeping both', async () => {
    const db = openSqlite(databaseBefore('0009_username_keys_and_invitations'));
    try {
      expect(
        await db.query('select id, username, username_key as usernameKey from users order by id'),
      ).toEqual([
        { id: 'u-ben', username: 'Ben', usernameKey: 'ben' },
        // The first registered takes the key; the later one keeps its account, without one.
        { id: 'u-early', username: 'Ada', usernameKey: 'ada' },
        { id: 'u-late', username: 'ada', usernameKey: null },
      ]);
      // From now on the key is unique: no third 'ADA'.
      await expect(
        db.query(
          `insert into users (id, username, username_key, password, created_at, updated_at)
           values ('u-new', 'ADA', 'ada', 'x', 'now', 'now')`,
        ),
      ).rejects.toThrow(/unique/i);
    } finally {
      await db.close();
    }
  });
});
