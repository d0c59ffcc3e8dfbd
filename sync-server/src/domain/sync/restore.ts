import { syncMeta } from '../../db/schema';
import type { Db } from '../../db/connection';
import { currentVersion, raiseTombstoneHorizon, VERSION_KEY } from './versions';

/** More changes than the stretch of history lost with a restore can hold. */
export const RESTORE_VERSION_JUMP = 2 ** 32;

/**
 * Run once on a database restored from a backup, before it serves devices. Devices may hold
 * cursors from the lost history after the backup; once new changes push the version past such a
 * cursor, nothing else would tell them they hold rows this server never had. Jumping the version
 * far ahead and raising the tombstone horizon to it makes every cursor handed out before the
 * restore take a reset (a full snapshot, outbox kept). Answers the new version.
 */
export function markRestored(db: Db): number {
  return db.transaction(
    (tx) => {
      const jumped = currentVersion(tx) + RESTORE_VERSION_JUMP;
      tx.insert(syncMeta)
        .values({ key: VERSION_KEY, value: jumped })
        .onConflictDoUpdate({ target: syncMeta.key, set: { value: jumped } })
        .run();
      raiseTombstoneHorizon(tx, jumped);
      return jumped;
    },
    { behavior: 'immediate' },
  );
}
