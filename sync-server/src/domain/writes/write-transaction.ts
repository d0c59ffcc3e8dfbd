import type { Db } from '../../db/connection';
import type { WriteTx } from './mutation-context';
import { noneAffected, recipientsOf } from './recipients';
import { VersionCounter } from './versions';

/** Whoever must hear of a committed write: the change feed (ChangeHub). */
export interface ChangeListener {
  notifyUsers(userIds: Iterable<string>): void;
}

/**
 * Runs `body` in one write transaction (Db.write). Its first statement reads the version counter
 * under a lock held to the commit (on SQLite the IMMEDIATE write lock, on PostgreSQL the counter
 * row's lock), which is what lets versions be counted in memory and written back once
 * (VersionCounter), and makes writers on every node take turns (decision 010). If `body`
 * throws, nothing of it is kept. A REST write is one mutation in one of these; a sync push is a
 * whole batch.
 *
 * Once it has committed, and never before (a device told earlier would pull nothing new), every
 * member of a trip it changed and everyone whose access it changed are told to pull, through
 * `changes`. A write that changed nothing, or rolled back, tells nobody.
 */
export async function writeTransaction<T>(
  db: Db,
  body: (w: WriteTx) => Promise<T>,
  changes?: ChangeListener,
): Promise<T> {
  const affected = noneAffected();
  const result = await db.write(async (tx) => {
    const sql = tx.$statements;
    const versions = await VersionCounter.start(sql);
    const result = await body({
      sql,
      affected,
      nextVersion: () => versions.next(),
      async savepoint(run) {
        const mark = versions.mark();
        await sql.savepoint.run();
        try {
          const value = await run();
          await sql.releaseSavepoint.run();
          return value;
        } catch (err) {
          // Some SQLite errors (a full disk, an interrupted statement) end the whole
          // transaction; then there is no savepoint left to go back to, and the original error
          // is the one to report.
          if (tx.isOpen()) {
            await sql.rollbackToSavepoint.run();
            await sql.releaseSavepoint.run();
          }
          versions.rewind(mark);
          throw err;
        }
      },
    });
    await versions.save();
    return result;
  });
  if (changes) changes.notifyUsers(await recipientsOf(db.$statements, affected));
  return result;
}
