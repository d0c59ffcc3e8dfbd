import { eq, sql } from 'drizzle-orm';
import { syncMeta } from '../../db/schema';
import type { Statements } from '../../db/statements';
import type { Tx } from '../trips/mutation-context';

export const VERSION_KEY = 'version';
const HORIZON_KEY = 'tombstone_horizon';

/**
 * Hands out global versions inside one write transaction: the counter (`sync_meta.version`) is
 * read once when the transaction starts and written back once before it commits, instead of an
 * upsert per change. That is safe only because write transactions begin IMMEDIATE
 * (writeTransaction): the transaction holds SQLite's single write lock from its first statement,
 * so no other writer can take a version between the read and the write-back, and versions still
 * commit in the order they are handed out: a pull that has seen version n has seen every change
 * at or below n. If the transaction rolls back, the write-back rolls back with it.
 */
export class VersionCounter {
  private readonly first: number;
  private last: number;

  constructor(private readonly statements: Statements) {
    this.first = statements.readMeta.get(VERSION_KEY)?.value ?? 0;
    this.last = this.first;
  }

  next(): number {
    this.last += 1;
    return this.last;
  }

  /** Where the counter stands, to go back to when a savepoint is rolled back. */
  mark(): number {
    return this.last;
  }

  /** Hands the versions taken since `mark` out again: their changes were undone. */
  rewind(mark: number): void {
    this.last = mark;
  }

  /** Writes the counter back; call last, inside the same transaction. */
  save(): void {
    if (this.last !== this.first) this.statements.writeMeta.run(VERSION_KEY, this.last);
  }
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
