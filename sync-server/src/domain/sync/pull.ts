import { isLaterSyncTable, type PullResponse, type SyncTable } from '@shared/sync/messages';
import type { Db } from '../../db/connection';
import type { Statements } from '../../db/statements';
import {
  toDocument,
  toExpense,
  toItineraryItem,
  toMember,
  toTrip,
  toTripStop,
} from '../trips/to-entities';
import {
  cutText,
  readStoredArgs,
  REJECTION_NAME_MAX,
  REJECTION_REASON_MAX,
} from './rejection-summary';
import { readClient } from './sync-clients';
import { toListItem, toTripList } from '../trips/list-entities';
import { toListTemplate } from '../trips/template-entities';
import { currentVersion, tombstoneHorizon } from '../writes/versions';

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
 * The rows of the trips the user is on (documents' metadata included), changed since the
 * cursor, and every row of a trip they joined since it (decision 005). Read inside pullChanges'
 * snapshot, through its statements.
 */
async function rowsSince(sql: Statements, userId: string, since: number) {
  const at = { userId, since };
  return {
    trips: (await sql.tripsSince.all(at)).map(toTrip),
    itineraryItems: (await sql.itemsSince.all(at)).map(toItineraryItem),
    expenses: (await sql.expensesSince.all(at)).map(toExpense),
    documents: (await sql.documentsSince.all(at)).map(toDocument),
    members: (await sql.membersSince.all(at)).map(toMember),
    stops: (await sql.stopsSince.all(at)).map(toTripStop),
    // Shared lists and the user's own personal ones (decision 018).
    lists: (await sql.listsSince.all(at)).map(toTripList),
    listItems: (await sql.listItemsSince.all(at)).map(toListItem),
    // The user's own templates: a person's rows, not a trip's (decision 021).
    listTemplates: (await sql.templatesSince.all(at)).map(toListTemplate),
  };
}

type Tombstones = Pick<PullResponse, 'tombstones'> &
  Required<Pick<PullResponse, 'laterTombstones'>>;

/**
 * Deletes in the trips the user is on, and the trips they lost (removed, left, deleted), sent as
 * the trip's tombstone: the device drops it with everything in it, as for a delete. Tombstones of
 * tables added after protocol 3 go apart (`laterTombstones`), where an older app never reads them.
 */
async function tombstonesSince(
  sql: Statements,
  userId: string,
  since: number,
): Promise<Tombstones> {
  const at = { userId, since };
  const deleted = await sql.tombstonesSince.all(at);
  const revoked = await sql.revokedTripsSince.all(at);
  const templates = await sql.templateTombstonesSince.all(at);
  return {
    tombstones: [
      ...deleted
        .filter((t) => !isLaterSyncTable(t.table))
        .map((t) => ({ table: t.table as SyncTable, id: t.id })),
      ...revoked.map((t) => ({ table: 'trips' as const, id: t.tripId })),
    ],
    laterTombstones: [
      ...deleted.filter((t) => isLaterSyncTable(t.table)),
      ...templates.map((t) => ({ table: 'listTemplates', id: t.id })),
    ],
  };
}

/**
 * The client's refusals, as bounded summaries (rejection-summary.ts): rows stored before the
 * bounds existed are cut here too, so a full pull never carries megabytes of one refusal.
 */
async function rejectionsSince(sql: Statements, clientId: string, since: number) {
  return (await sql.rejectionsSince.all(clientId, since)).map((r) => ({
    mutationId: r.mutationId,
    name: cutText(r.name, REJECTION_NAME_MAX),
    reason: cutText(r.reason, REJECTION_REASON_MAX),
    ...readStoredArgs(r.args),
    createdAt: r.createdAt,
  }));
}

/**
 * What changed for this user since the cursor, read in one snapshot so the rows, tombstones,
 * the client's last mutation id and the new cursor describe the same moment. The new cursor is
 * the current global version: every change at or below it is in this answer or an earlier one.
 */
export function pullChanges(
  db: Db,
  userId: string,
  clientId: string,
  cursor: number,
): Promise<PullOutcome> {
  return db.read(async (tx): Promise<PullOutcome> => {
    const sql = tx.$statements;
    const client = await readClient(sql, clientId);
    if (client && client.userId !== userId) return { kind: 'foreign-client' };
    const current = await currentVersion(sql);
    const reset = needsReset(cursor, current, await tombstoneHorizon(sql));
    const since = reset ? 0 : cursor;
    const rows = await rowsSince(sql, userId, since);
    // A snapshot lists every live row, so a device starting from nothing needs no tombstones.
    const tombstones: Tombstones =
      since === 0
        ? { tombstones: [], laterTombstones: [] }
        : await tombstonesSince(sql, userId, since);
    const rejections = client ? await rejectionsSince(sql, clientId, since) : [];
    return {
      kind: 'ok',
      response: {
        cursor: current,
        reset,
        lastMutationId: client?.lastMutationId ?? 0,
        ...rows,
        ...tombstones,
        rejections,
      },
    };
  });
}
