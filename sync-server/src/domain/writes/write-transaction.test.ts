import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { openTestDatabase } from '../../testing/test-database';
import { currentVersion } from './versions';
import { writeTransaction } from './write-transaction';

const opened: Db[] = [];

function database(): Db {
  const db = openTestDatabase();
  opened.push(db);
  return db;
}

const version = (db: Db) => currentVersion(db.$statements);

afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('writeTransaction', () => {
  it('counts versions in memory and writes the counter back once, at the end', async () => {
    const db = database();
    const taken = await writeTransaction(db, async (w) => [
      w.nextVersion(),
      w.nextVersion(),
      w.nextVersion(),
    ]);
    expect(taken).toEqual([1, 2, 3]);
    expect(await version(db)).toBe(3);
    expect(await writeTransaction(db, async (w) => w.nextVersion())).toBe(4);
    // A transaction that takes no version leaves the counter alone.
    await writeTransaction(db, async () => undefined);
    expect(await db.query('select key, value from sync_meta order by key')).toEqual([
      { key: 'tombstone_horizon', value: 0 },
      { key: 'version', value: 4 },
    ]);
  });

  it('undoes a savepoint that throws, writes and versions, and carries on', async () => {
    const db = database();
    // Scratch rows written through the transaction's own statements (sync_meta takes any key).
    const versions = await writeTransaction(db, async (w) => {
      const kept = await w.savepoint(async () => {
        await w.sql.writeMeta.run('kept', 1);
        return w.nextVersion();
      });
      await expect(
        w.savepoint(async () => {
          await w.sql.writeMeta.run('undone', 1);
          w.nextVersion();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      return [kept, w.nextVersion()];
    });
    expect(versions).toEqual([1, 2]);
    expect(
      await db.query(`select key from sync_meta where key in ('kept', 'undone') order by key`),
    ).toEqual([{ key: 'kept' }]);
    expect(await version(db)).toBe(2);
  });

  it('keeps nothing, counter included, when the body throws', async () => {
    const db = database();
    await expect(
      writeTransaction(db, async (w) => {
        w.nextVersion();
        throw new Error('fault');
      }),
    ).rejects.toThrow('fault');
    expect(await version(db)).toBe(0);
  });

  it('takes turns with concurrent writes, so no version is handed out twice', async () => {
    const db = database();
    const slow = writeTransaction(db, async (w) => {
      const first = w.nextVersion();
      // Awaits between its versions: another writer must not run in between.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return [first, w.nextVersion()];
    });
    const quick = writeTransaction(db, async (w) => [w.nextVersion(), w.nextVersion()]);
    const taken = (await Promise.all([slow, quick])).flat();
    expect(taken.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(await version(db)).toBe(4);
  });
});
