import type { Statements } from '../../db/statements';

export const VERSION_KEY = 'version';
const HORIZON_KEY = 'tombstone_horizon';

/**
 * Hands out global versions inside one write transaction: the counter (`sync_meta.version`) is
 * read once, under a lock held to the commit, when the transaction starts, and written back once
 * before it commits, instead of an upsert per change. The lock (SQLite's single write lock, or
 * the counter row's lock on PostgreSQL: decision 010) means no other writer, on any node, can
 * take a version between the read and the write-back, so versions commit in the order they are
 * handed out: a pull that has seen version n has seen every change at or below it. If the
 * transaction rolls back, the write-back rolls back with it.
 */
export class VersionCounter {
  private last: number;

  private constructor(
    private readonly statements: Statements,
    private readonly first: number,
  ) {
    this.last = first;
  }

  /** Call first in the transaction: it takes the lock. */
  static async start(statements: Statements): Promise<VersionCounter> {
    const row = await statements.lockVersion.get(VERSION_KEY);
    return new VersionCounter(statements, row?.value ?? 0);
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
  async save(): Promise<void> {
    if (this.last !== this.first) await this.statements.writeMeta.run(VERSION_KEY, this.last);
  }
}

/** The last version handed out (0 on a new database). */
export async function currentVersion(sql: Statements): Promise<number> {
  return (await sql.readMeta.get(VERSION_KEY))?.value ?? 0;
}

/** Tombstones below this version may have been purged; every tombstone from it on is kept. */
export async function tombstoneHorizon(sql: Statements): Promise<number> {
  return (await sql.readMeta.get(HORIZON_KEY))?.value ?? 0;
}

/** Raises the horizon (never lowers it). */
export async function raiseTombstoneHorizon(sql: Statements, version: number): Promise<void> {
  await sql.raiseMeta.run(HORIZON_KEY, version);
}
