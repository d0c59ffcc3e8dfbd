import { and, asc, eq, gt } from 'drizzle-orm';
import type { PullResponse, SyncTable } from '@shared/sync/messages';
import type { Db } from '../../db/connection';
import { syncRejections } from '../../db/schema';
import type { Tx } from '../trips/mutation-context';
import { toDocument, toExpense, toItineraryItem, toMember, toTrip } from '../trips/to-entities';
import { readClient } from './sync-clients';
import { currentVersion, tombstoneHorizon } from './versions';

export type PullOutcome = { kind: 'ok'; response: PullResponse } | { kind: 'foreign-client' };

/**
 * A cursor this server cannot continue from needs a full snapshot: one ahead of the current
 * version comes from another database (or one restored from an older backup), and one that
 * still needs tombstones below the horizon (versions cursor + 1 and up) may have missed deletes
 * whose tombstones were purged.
 */
export function needsReset(cursor: number, current: number, horizon: number): boolean {
  return cursor > current || (cursor > 0 && cursor + 1 < horizon);
}

/**
 * The rows of the trips the user is on (documents' metadata included), changed since the cursor, and every row of a trip they
 * joined since it (decision 005). Runs inside pullChanges' transaction: the statements share
 * the database's one connection.
 */
function rowsSince(db: Db, userId: string, since: number) {
  const sql = db.$statements;
  const at = { userId, since };
  return {
    trips: sql.tripsSince.all(at).map(toTrip),
    itineraryItems: sql.itemsSince.all(at).map(toItineraryItem),
    expenses: sql.expensesSince.all(at).map(toExpense),
    documents: sql.documentsSince.all(at).map(toDocument),
    members: sql.membersSince.all(at).map(toMember),
  };
}

/**
 * Deletes in the trips the user is on, and the trips they lost (removed, left, deleted), sent as
 * the trip's tombstone: the device drops it with everything in it, as for a delete.
 */
function tombstonesSince(db: Db, userId: string, since: number) {
  const sql = db.$statements;
  const at = { userId, since };
  return [
    ...sql.tombstonesSince.all(at).map((t) => ({ table: t.table as SyncTable, id: t.id })),
    ...sql.revokedTripsSince.all(at).map((t) => ({ table: 'trips' as const, id: t.tripId })),
  ];
}

function rejectionsSince(tx: Tx, clientId: string, since: number) {
  return tx
    .select()
    .from(syncRejections)
    .where(and(eq(syncRejections.clientId, clientId), gt(syncRejections.version, since)))
    .orderBy(asc(syncRejections.mutationId))
    .all()
    .map((r) => ({
      mutationId: r.mutationId,
      name: r.name,
      reason: r.reason,
      args: r.args,
      createdAt: r.createdAt,
    }));
}

/**
 * What changed for this user since the cursor, read in one transaction so the rows, tombstones,
 * the client's last mutation id and the new cursor describe the same moment. The new cursor is
 * the current global version: every change at or below it is in this answer or an earlier one.
 */
export function pullChanges(db: Db, userId: string, clientId: string, cursor: number): PullOutcome {
  return db.transaction((tx): PullOutcome => {
    const client = readClient(tx, clientId);
    if (client && client.userId !== userId) return { kind: 'foreign-client' };
    const current = currentVersion(tx);
    const reset = needsReset(cursor, current, tombstoneHorizon(tx));
    const since = reset ? 0 : cursor;
    return {
      kind: 'ok',
      response: {
        cursor: current,
        reset,
        lastMutationId: client?.lastMutationId ?? 0,
        ...rowsSince(db, userId, since),
        // A snapshot lists every live row, so a device starting from nothing needs no tombstones.
        tombstones: since === 0 ? [] : tombstonesSince(db, userId, since),
        rejections: client ? rejectionsSince(tx, clientId, since) : [],
      },
    };
  });
}
