import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
import { syncMeta } from '../../db/schema';
import { currentVersion } from '../sync/versions';
import { writeTransaction } from './write-transaction';

describe('writeTransaction', () => {
  it('counts versions in memory and writes the counter back once, at the end', () => {
    const db = openDatabase(':memory:');
    const taken = writeTransaction(db, (w) => [w.nextVersion(), w.nextVersion(), w.nextVersion()]);
    expect(taken).toEqual([1, 2, 3]);
    expect(currentVersion(db)).toBe(3);
    expect(writeTransaction(db, (w) => w.nextVersion())).toBe(4);
    // A transaction that takes no version leaves the counter alone.
    writeTransaction(db, () => undefined);
    expect(db.select().from(syncMeta).all()).toEqual([{ key: 'version', value: 4 }]);
  });

  it('undoes a savepoint that throws, writes and versions, and carries on', () => {
    const db = openDatabase(':memory:');
    db.$client.exec('create table scratch (value text)');
    const insert = db.$client.prepare('insert into scratch (value) values (?)');
    const versions = writeTransaction(db, (w) => {
      const kept = w.savepoint(() => {
        insert.run('kept');
        return w.nextVersion();
      });
      expect(() =>
        w.savepoint(() => {
          insert.run('undone');
          w.nextVersion();
          throw new Error('refused');
        }),
      ).toThrow('refused');
      return [kept, w.nextVersion()];
    });
    expect(versions).toEqual([1, 2]);
    expect(db.$client.prepare('select value from scratch').pluck().all()).toEqual(['kept']);
    expect(currentVersion(db)).toBe(2);
  });

  it('keeps nothing, counter included, when the body throws', () => {
    const db = openDatabase(':memory:');
    expect(() =>
      writeTransaction(db, (w) => {
        w.nextVersion();
        throw new Error('fault');
      }),
    ).toThrow('fault');
    expect(currentVersion(db)).toBe(0);
  });

  it('refuses to nest, which would hand out the same versions twice', () => {
    const db = openDatabase(':memory:');
    expect(() => writeTransaction(db, () => writeTransaction(db, () => undefined))).toThrow(
      'writeTransaction cannot run inside a transaction',
    );
  });
});
