import type { PullResponse } from '@shared/sync/messages';
import { SYNCED_TABLES, type AppDb, type StoredRejection } from '../db/app-db';
import { applyLocal } from '../db/local-mutators';
import { recordLostTrips, titleOfChangeTrip, tripsBefore } from '../db/lost-trips';
import { dropOrphanedDocumentData } from './documents/orphaned-document-data';

export interface ApplyPullOptions {
  /** Replace every synced row with the answer (a reset, or a full snapshot). */
  replace: boolean;
  /** When this pull happened (device time), shown as 'Last synced'. */
  at: string;
}

/**
 * Applies one pull answer in ONE Dexie transaction: server rows and tombstones, acknowledged
 * outbox entries dropped, the still-queued mutations laid back on top (so a local edit never
 * flashes back to the server's older value), rejections kept for the user (with their trip's
 * title, read before the trip may go), the trips it dropped noted, then the cursor.
 * Live queries see only the end result. Answers how many rejections are new to this device.
 */
export async function applyPull(
  db: AppDb,
  pull: PullResponse,
  options: ApplyPullOptions,
): Promise<number> {
  const tables = [...db.mutationTables, db.meta, db.rejections, db.lostTrips];
  return db.transaction('rw', tables, async () => {
    const before = await tripsBefore(db);
    const known = new Set(await db.rejections.toCollection().primaryKeys());
    const fresh: StoredRejection[] = [];
    for (const rejection of pull.rejections) {
      if (known.has(rejection.mutationId)) continue;
      const tripTitle = await titleOfChangeTrip(db, rejection);
      fresh.push(tripTitle === undefined ? rejection : { ...rejection, tripTitle });
    }

    if (options.replace) {
      await Promise.all(SYNCED_TABLES.map((table) => db.table(table).clear()));
    }
    await db.trips.bulkPut(pull.trips);
    await db.itineraryItems.bulkPut(pull.itineraryItems);
    await db.expenses.bulkPut(pull.expenses);
    await db.members.bulkPut(pull.members);
    await db.documents.bulkPut(pull.documents);
    // Absent from an older server's answer.
    await db.stops.bulkPut(pull.stops ?? []);
    await db.lists.bulkPut(pull.lists ?? []);
    await db.listItems.bulkPut(pull.listItems ?? []);
    await db.listTemplates.bulkPut(pull.listTemplates ?? []);
    for (const { table, id } of pull.tombstones) {
      // A trip's tombstone takes its children along, as the delete did on the server; it also
      // comes when this user lost access to the trip (removed, left), with the same effect.
      // A document's takes its bytes on this device along.
      if (table === 'trips') await applyLocal(db, { name: 'deleteTrip', args: { id } }, options.at);
      else if (table === 'documents')
        await applyLocal(db, { name: 'deleteDocument', args: { id } }, options.at);
      else await db.table(table).delete(id);
    }
    for (const { table, id } of pull.laterTombstones ?? []) {
      // A table newer than this app is not on this device: nothing to drop.
      if (table === 'stops') await db.stops.delete(id);
      else if (table === 'lists')
        await applyLocal(db, { name: 'deleteList', args: { id } }, options.at);
      else if (table === 'listItems') await db.listItems.delete(id);
      else if (table === 'listTemplates') await db.listTemplates.delete(id);
    }

    await db.outbox.where(':id').belowOrEqual(pull.lastMutationId).delete();
    const pending = await db.outbox.orderBy(':id').toArray();
    for (const entry of pending) await applyLocal(db, entry, entry.createdAt);

    await db.rejections.bulkPut(fresh);
    await dropOrphanedDocumentData(db);
    await recordLostTrips(db, before, options.at);

    await db.meta.bulkPut([
      { key: 'cursor', value: pull.cursor },
      { key: 'lastSyncedAt', value: options.at },
    ]);
    return fresh.length;
  });
}
