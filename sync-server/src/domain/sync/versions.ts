import { eq, sql } from 'drizzle-orm';
import { syncMeta } from '../../db/schema';
import type { Tx } from '../trips/mutation-context';

export const VERSION_KEY = 'version';
const HORIZON_KEY = 'tombstone_horizon';

/**
 * Takes the next global version. It runs inside the caller's write transaction, and SQLite has
 * one writer at a time, so versions commit in the order they are handed out: a pull that has
 * seen version n has seen every change at or below n.
 */
export function nextVersion(tx: Tx): number {
  const row = tx
    .insert(syncMeta)
    .values({ key: VERSION_KEY, value: 1 })
    .onConflictDoUpdate({ target: syncMeta.key, set: { value: sql`${syncMeta.value} + 1` } })
    .returning({ value: syncMeta.value })
    .get();
  return row.value;
}

function readMeta(tx: Tx, key: string): number {
  return tx.select().from(syncMeta).where(eq(syncMeta.key, key)).get()?.value ?? 0;
}

/** The last version handed out (0 on a new database). */
export function currentVersion(tx: Tx): number {
  return readMeta(tx, VERSION_KEY);
}

/** Tombstones below this version may have been purged; every tombstone from it on is kept. */
export function tombstoneHorizon(tx: Tx): number {
  return readMeta(tx, HORIZON_KEY);
}

/** Raises the horizon (never lowers it). */
export function raiseTombstoneHorizon(tx: Tx, version: number): void {
  tx.insert(syncMeta)
    .values({ key: HORIZON_KEY, value: version })
    .onConflictDoUpdate({
      target: syncMeta.key,
      set: { value: sql`max(${syncMeta.value}, excluded.value)` },
    })
    .run();
}
