import type { TripDocument } from '@shared/schemas/document';
import { buildDocument } from '@shared/sync/mutation-rows';
import type { MutationArgs } from '@shared/sync/mutations';
import { DOCUMENT_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { writeTombstone } from '../writes/tombstones';
import { runDeleteCascade } from '../writes/delete-cascade';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import {
  refuseIfDeleted,
  repeatedDelete,
  replayedRow,
  requireEditableRow,
  requireEditableTrip,
  requireEditor,
} from '../writes/trip-access';
import { toDocument } from '../trips/to-entities';
import { attachmentOnTrip, DEFAULT_DOCUMENT_QUOTA_MB, requireQuota } from './document-rules';

/*
 * A document's metadata is a synced row like an expense (decision 009): the same access rules,
 * idempotent creates by the device's id, tombstones. Its bytes are not here: they follow through
 * the upload route, which alone sets `uploaded` once it has checked them.
 */

/**
 * Idempotent by the device-generated id. Who added it comes from the session; `uploaded` always
 * starts false, even when the server already holds bytes with this digest: a digest proves
 * nothing about having the file, so the bytes must be sent and checked for every document.
 */
export async function addDocument(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addDocument'>,
): Promise<{ document: TripDocument; created: boolean }> {
  const existing = replayedRow(await w.sql.documentWithAccess.get(ctx.userId, args.id), 'Document');
  if (existing) return { document: toDocument(existing), created: false };
  await requireEditableTrip(w, ctx.userId, args.tripId);
  await refuseIfDeleted(w, ctx.userId, 'documents', args.id, 'Document');
  const quotaMb = ctx.documentQuotaMb ?? DEFAULT_DOCUMENT_QUOTA_MB;
  await requireQuota(w, ctx.userId, args.size, quotaMb, ctx.deletedDocuments);
  const row = {
    ...buildDocument(args, { at: ctx.now, by: ctx.userId }),
    // An attachment must be on the same trip; one that is not is refused.
    itemId: await attachmentOnTrip(w, args.tripId, 'itineraryItems', args.itemId),
    expenseId: await attachmentOnTrip(w, args.tripId, 'expenses', args.expenseId),
    uploaded: 0,
    version: w.nextVersion(),
  };
  await w.sql.insertDocument.run(row);
  w.affected.trips.add(args.tripId);
  return { document: toDocument(row), created: true };
}

/** A field-level rename or re-filing; an edit of a deleted document is refused with the reason. */
export async function updateDocument(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateDocument'>,
): Promise<TripDocument> {
  const found = await w.sql.documentWithAccess.get(ctx.userId, args.id);
  const row = await requireEditableRow(
    w,
    ctx.userId,
    found,
    'documents',
    args.id,
    'Document',
    DOCUMENT_DELETED_REASON,
  );
  const { patch } = args;
  const updated = await w.sql.patchDocument.get({
    id: args.id,
    name: patch.name ?? null,
    kind: patch.kind ?? null,
    setItemId: patch.itemId !== undefined ? 1 : 0,
    itemId: await attachmentOnTrip(w, row.tripId, 'itineraryItems', patch.itemId),
    setExpenseId: patch.expenseId !== undefined ? 1 : 0,
    expenseId: await attachmentOnTrip(w, row.tripId, 'expenses', patch.expenseId),
    version: w.nextVersion(),
  });
  if (!updated) throw new Error(`Document ${args.id} was read but not updated`);
  w.affected.trips.add(updated.tripId);
  return toDocument(updated);
}

/**
 * Idempotent, like the other deletes. A trip whose cover it was goes back to its destination's
 * picture in the same version. Its bytes are removed right after the commit, the blob unless
 * another document shares it (ctx.deletedDocuments; decision 009).
 */
export async function deleteDocument(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteDocument'>,
): Promise<{ deleted: boolean }> {
  const found = await w.sql.documentWithAccess.get(ctx.userId, args.id);
  if (!found) return repeatedDelete(w, ctx.userId, 'documents', args.id, 'Document');
  requireEditor(found, 'Document');
  const version = w.nextVersion();
  await writeTombstone(w, 'documents', args.id, ctx.userId, found.tripId, version);
  await runDeleteCascade('deleteDocument', { w, ctx, id: args.id, version });
  await w.sql.deleteDocument.run(args.id);
  ctx.deletedDocuments?.deleted(found);
  w.affected.trips.add(found.tripId);
  return { deleted: true };
}
