import { lt } from 'drizzle-orm';
import type { SyncTable } from '@shared/sync/messages';
import type { Db } from '../../db/connection';
import { tombstones } from '../../db/schema';
import type { WriteTx } from '../trips/mutation-context';
import { raiseTombstoneHorizon } from './versions';

/**
 * Records a deleted row (who deleted it, and its trip, whose members pull it) so devices that
 * pulled before the delete learn of it on their next pull.
 */
export function writeTombstone(
  w: WriteTx,
  table: SyncTable,
  rowId: string,
  userId: string,
  tripId: string,
  version: number,
): void {
  w.sql.writeTombstone.run(table, rowId, userId, tripId, version);
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
