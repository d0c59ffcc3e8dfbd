import type { Db } from '../../db/connection';
import { raiseTombstoneHorizon, VERSION_KEY } from '../writes/versions';

/** More changes than the stretch of history lost with a restore can hold. */
export const RESTORE_VERSION_JUMP = 2 ** 32;

/**
 * Run once on a database restored from a backup, before it serves devices. Devices may hold
 * cursors from the lost history after the backup; once new changes push the version past such a
 * cursor, nothing else would tell them they hold rows this server never had. Jumping the version
 * far ahead and raising the tombstone horizon to it makes every cursor handed out before the
 * restore take a reset (a full snapshot, outbox kept). Answers the new version.
 */
export function markRestored(db: Db): Promise<number> {
  return db.write(async (tx) => {
    const sql = tx.$statements;
    // Read under the counter's lock (as writeTransaction does), so no writer commits between.
    const current = (await sql.lockVersion.get(VERSION_KEY))?.value ?? 0;
    const jumped = current + RESTORE_VERSION_JUMP;
    await sql.writeMeta.run(VERSION_KEY, jumped);
    await raiseTombstoneHorizon(sql, jumped);
    return jumped;
  });
}
