import type { TombstoneTable } from '@shared/sync/messages';
import type { Db } from '../../db/connection';
import type { WriteTx } from './mutation-context';
import { raiseTombstoneHorizon } from './versions';

/**
 * Records a deleted row (who deleted it, and its trip, whose members pull it) so devices that
 * pulled before the delete learn of it on their next pull.
 */
export async function writeTombstone(
  w: WriteTx,
  table: TombstoneTable,
  rowId: string,
  userId: string,
  tripId: string,
  version: number,
): Promise<void> {
  await w.sql.writeTombstone.run(table, rowId, userId, tripId, version);
}

/**
 * Forgets tombstones older than `version` and raises the horizon to it, so that a device whose
 * cursor is below the horizon (it might have missed a forgotten delete) gets a full snapshot.
 * Answers how many tombstones were removed.
 */
export function purgeTombstonesBefore(db: Db, version: number): Promise<number> {
  return db.write(async (tx) => {
    const { changes } = await tx.$statements.purgeTombstones.run(version);
    await raiseTombstoneHorizon(tx.$statements, version);
    return changes;
  });
}
