import type { Db } from '../../db/connection';
import { VersionCounter } from '../sync/versions';
import type { Affected, WriteTx } from './mutation-context';

/**
 * Runs `body` in one IMMEDIATE transaction: it takes SQLite's write lock up front (instead of
 * failing to upgrade a read lock halfway) and holds it to the end, which is what lets versions
 * be counted in memory and written back once (VersionCounter). If `body` throws, nothing of it
 * is kept. A REST write is one mutation in one of these; a sync push is a whole batch.
 */
export function writeTransaction<T>(
  db: Db,
  body: (w: WriteTx) => T,
  affected: Affected = { trips: new Set(), users: new Set() },
): T {
  const sql = db.$statements;
  const sqlite = db.$client;
  // Nested, it would read the version counter the outer one has not written back yet and hand
  // out the same versions twice.
  if (sqlite.inTransaction) throw new Error('writeTransaction cannot run inside a transaction');
  return sqlite
    .transaction(() => {
      const versions = new VersionCounter(sql);
      const result = body({
        sql,
        affected,
        nextVersion: () => versions.next(),
        savepoint(run) {
          const mark = versions.mark();
          sql.savepoint.run();
          try {
            const value = run();
            sql.releaseSavepoint.run();
            return value;
          } catch (err) {
            // Some SQLite errors (a full disk, an interrupted statement) end the whole
            // transaction; then there is no savepoint left to go back to, and the original error
            // is the one to report.
            if (sqlite.inTransaction) {
              sql.rollbackToSavepoint.run();
              sql.releaseSavepoint.run();
            }
            versions.rewind(mark);
            throw err;
          }
        },
      });
      versions.save();
      return result;
    })
    .immediate();
}
