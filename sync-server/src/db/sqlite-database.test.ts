import { describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite-database';
import { userRow } from '../testing/user-row';

/**
 * SQLite has one connection per process, and transaction bodies now await between statements
 * (decision 010): what keeps everything else off that connection meanwhile.
 */
describe('SQLite transactions on one connection', () => {
  const count = async (db: ReturnType<typeof openSqlite>) =>
    (await db.query<{ n: number }>(`select count(*) as n from sync_meta where key = 'probe'`))[0]
      ?.n;

  it('a statement outside waits for an open transaction, so it never sees half of one', async () => {
    const db = openSqlite(':memory:');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const write = db.write(async (tx) => {
      await tx.$statements.writeMeta.run('probe', 1);
      started();
      await gate;
      throw new Error('rolled back');
    });
    await holding;
    const outside = count(db);
    release();
    await expect(write).rejects.toThrow('rolled back');
    // Had it run while the body waited, it would have counted the row that was rolled back.
    expect(await outside).toBe(0);
  });

  it('a statement asked for as a transaction is asked for runs before it, never inside it', async () => {
    const db = openSqlite(':memory:');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The transaction is asked for first, but has not begun: the statement finds the connection
    // free. Had it waited a turn after looking, the transaction would have begun meanwhile, and
    // the statement's write would have been rolled back with it.
    const write = db.write(async () => {
      await gate;
      throw new Error('rolled back');
    });
    const outside = db.$statements.writeMeta.run('probe', 1);
    await outside;
    release();
    await expect(write).rejects.toThrow('rolled back');
    expect(await count(db)).toBe(1);
  });

  it('refuses a nested transaction and the database itself inside a body instead of hanging', async () => {
    const db = openSqlite(':memory:');
    await expect(db.write(async () => db.write(async () => 1))).rejects.toThrow(
      'A transaction inside',
    );
    await expect(db.read(async () => db.$statements.readMeta.get('version'))).rejects.toThrow(
      'outside the transaction inside',
    );
    // The lock was let go each time: the next transaction runs.
    expect(await db.write(async (tx) => tx.$statements.readMeta.get('version'))).toEqual({
      value: 0,
    });
  });

  it('counts every statement that may write, however it is run, and no read', async () => {
    const db = openSqlite(':memory:');
    const start = db.ownWrites() ?? -1;
    await db.$statements.readMeta.get('version');
    await db.query(`select value from sync_meta`);
    await db.read(async (tx) => tx.$statements.readMeta.get('version'));
    expect(db.ownWrites()).toBe(start);
    await db.$statements.writeMeta.run('probe', 1);
    expect(db.ownWrites()).toBe(start + 1);
    // A write that answers rows (insert ... returning) is still a write.
    await db.$statements.insertUser.get(userRow('u1', 'ada'));
    expect(db.ownWrites()).toBe(start + 2);
    await db.query(`delete from sync_meta where key = 'probe'`);
    expect(db.ownWrites()).toBe(start + 3);
    await db.write(async (tx) => tx.$statements.writeMeta.run('probe', 2));
    expect(db.ownWrites()).toBe(start + 4);
  });
});
