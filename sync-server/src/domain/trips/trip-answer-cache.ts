import type { Db } from '../../db/connection';
import type { TripStampRow } from '../../db/trip-read-statements';
import { KeptAnswer } from '../../http/kept-answer';
import { readTripDetails } from './trip-queries';

/** How many answers, and how many bytes in all, one server process keeps. */
export interface TripAnswerCacheLimits {
  entries: number;
  /** An answer larger than this alone is sent but not kept. */
  bytes: number;
}

/**
 * A full trip answers about 30 KB; 500 of them, or 32 MiB, whichever is reached first. The
 * limits count the JSON; its gzip, once made, adds about a fifth.
 */
export const DEFAULT_TRIP_ANSWER_LIMITS: TripAnswerCacheLimits = {
  entries: 500,
  bytes: 32 * 1024 * 1024,
};

/** The answer as sent: UTF-8 JSON, encoded once instead of on every request, and its gzip. */
export type TripAnswer = KeptAnswer;

const utf8 = new TextEncoder();

interface Entry {
  /** The database the answer was read from: a stamp means nothing in another. */
  db: Db;
  stamp: string;
  /** The destinations revision the stamp holds (its first part). */
  destinationsRevision: number;
  answer: TripAnswer;
  /**
   * Per member: the database's `ownWrites` count at which their stamp was last found equal to
   * `stamp` (SQLite only). While the count has not moved, nothing was written since.
   */
  confirmed: Map<string, number>;
}

/**
 * The whole state an answer depends on, as one string (trip-read-statements.ts explains why it
 * is complete): equal strings, equal answers. The destinations revision is this process's own
 * count of seedings; the destination rows a trip can point to never change, so it is a belt.
 */
function stampOf(row: TripStampRow, destinationsRevision: number): string {
  return [
    destinationsRevision,
    row.destinationId,
    row.tripVersion,
    row.expensesVersion,
    row.itemsVersion,
    row.tombstonesVersion,
    row.tombstoneHorizon,
  ].join('/');
}

/**
 * The JSON of GET /api/trips/:id per trip, which every device reads on each focus and poll.
 * Making it (about a thousand values read and turned into 30 KB of JSON for a full trip) cost
 * most of the request (issue 14); checking that a kept one is still right costs one query.
 *
 * Every request reads the trip's stamp (`tripStamp`): it checks the asking user's active
 * membership, exactly as the uncached read does, and sums up everything the answer is made
 * of. The kept answer is sent only when its stamp equals the one just read. Nothing is trusted
 * to invalidate it in memory: another server process on the same database may have written.
 *
 * The answer is the same for every member (nothing in it depends on who asks), so it is kept per
 * trip. At most `limits.entries` answers are kept, the least recently sent going first.
 *
 * On the embedded SQLite this process is the only writer, and the stamp's query (~6 µs of a
 * ~60 µs request under load) is skipped while nothing has been written since it last confirmed
 * the same member's stamp (`Db.ownWrites`). Any write, of any trip, makes the next read of each
 * trip ask again.
 */
export class TripAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: TripAnswerCacheLimits = DEFAULT_TRIP_ANSWER_LIMITS) {}

  /** The answer, or undefined: no such trip, or the user is not (or no longer) on it. */
  async answer(db: Db, userId: string, tripId: string): Promise<TripAnswer | undefined> {
    // Both read before the database: a write or a seeding meanwhile then only costs a refill.
    const writes = db.ownWrites();
    const destinationsRevision = db.$revisions.destinations;
    const kept = this.entries.get(tripId);
    if (
      kept &&
      kept.db === db &&
      kept.destinationsRevision === destinationsRevision &&
      writes !== undefined &&
      kept.confirmed.get(userId) === writes
    ) {
      return this.sent(tripId, kept);
    }
    const row = await db.$statements.tripStamp.get(userId, tripId);
    if (!row) return undefined;
    if (kept && kept.db === db && kept.stamp === stampOf(row, destinationsRevision)) {
      if (writes !== undefined) kept.confirmed.set(userId, writes);
      return this.sent(tripId, kept);
    }
    // The stamp again, in the snapshot the answer is read from, so the stamp kept describes
    // exactly the answer kept (the one above may be older than the snapshot).
    const fresh = await db.read(async (tx) => {
      const stampRow = await tx.$statements.tripStamp.get(userId, tripId);
      const trip = stampRow && (await readTripDetails(tx, userId, tripId));
      return stampRow && trip
        ? { stamp: stampOf(stampRow, destinationsRevision), trip }
        : undefined;
    });
    if (!fresh) return undefined;
    const answer = new KeptAnswer(utf8.encode(JSON.stringify(fresh.trip)));
    const confirmed = new Map<string, number>();
    if (writes !== undefined) confirmed.set(userId, writes);
    this.keep(tripId, { db, stamp: fresh.stamp, destinationsRevision, answer, confirmed });
    return answer;
  }

  /** Most recently used last, so the first key is the one to drop. */
  private sent(tripId: string, entry: Entry): TripAnswer {
    this.entries.delete(tripId);
    this.entries.set(tripId, entry);
    return entry.answer;
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private keep(tripId: string, entry: Entry): void {
    this.forget(tripId);
    if (entry.answer.bytes.byteLength > this.limits.bytes) return;
    this.entries.set(tripId, entry);
    this.bytes += entry.answer.bytes.byteLength;
    while (this.entries.size > this.limits.entries || this.bytes > this.limits.bytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.forget(oldest.value);
    }
  }

  private forget(tripId: string): void {
    const entry = this.entries.get(tripId);
    if (!entry) return;
    this.entries.delete(tripId);
    this.bytes -= entry.answer.bytes.byteLength;
  }
}
