import { and, eq, lt } from 'drizzle-orm';
import type { SyncTable } from '@shared/sync/messages';
import type { Db } from '../../db/connection';
import { tombstones } from '../../db/schema';
import type { Tx } from '../trips/mutation-context';
import { raiseTombstoneHorizon } from './versions';

const TOMBSTONE_CHUNK = 500;

/** Records deleted rows so devices that pulled before the delete learn of it on their next pull. */
export function writeTombstones(
  tx: Tx,
  table: SyncTable,
  rowIds: readonly string[],
  userId: string,
  version: number,
): void {
  // Chunked: a trip can hold thousands of expenses, more than SQLite's bound-parameter limit.
  for (let start = 0; start < rowIds.length; start += TOMBSTONE_CHUNK) {
    const chunk = rowIds.slice(start, start + TOMBSTONE_CHUNK);
    tx.insert(tombstones)
      .values(chunk.map((rowId) => ({ tableName: table, rowId, userId, version })))
      .onConflictDoUpdate({
        target: [tombstones.tableName, tombstones.rowId],
        set: { userId, version },
      })
      .run();
  }
}

/** Who deleted this row, if anyone did (and the tombstone is still kept). */
export function tombstoneOwner(tx: Tx, table: SyncTable, rowId: string): string | undefined {
  return tx
    .select({ userId: tombstones.userId })
    .from(tombstones)
    .where(and(eq(tombstones.tableName, table), eq(tombstones.rowId, rowId)))
    .get()?.userId;
}

/** Whether this user deleted the row: a repeated delete is then a success, not a 404. */
export function deletedBy(tx: Tx, table: SyncTable, rowId: string, userId: string): boolean {
  return tombstoneOwner(tx, table, rowId) === userId;
}

/**
 * Forgets tombstones older than `version` and raises the horizon to it, so that a device whose
 * cursor is below the horizon (it might have missed a forgotten delete) gets a full snapshot.
 * Answers how many tombstones were removed.
 */
export function purgeTombstonesBefore(db: Db, version: number): number {
  return db.transaction(
    (tx) => {
      const removed = tx.delete(tombstones).where(lt(tombstones.version, version)).run().changes;
      raiseTombstoneHorizon(tx, version);
      return removed;
    },
    { behavior: 'immediate' },
  );
}
