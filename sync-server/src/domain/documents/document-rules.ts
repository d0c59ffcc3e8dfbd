import { quotaMessage } from '@shared/api/documents';
import type { Statements } from '../../db/statements';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected } from '../writes/mutation-rejected';
import type { DeletedDocumentsSink } from '../writes/mutation-context';

/** The per-user quota when DOCUMENT_QUOTA_MB is not set. */
export const DEFAULT_DOCUMENT_QUOTA_MB = 500;

const MB = 1024 * 1024;

/**
 * What a new document may be attached to: an item or expense of the same trip, or nothing. One
 * deleted (on its trip) since the device attached it leaves the document on the trip instead of
 * refusing the file, as deleting it later would have. Anything else, another trip's row or an id
 * nobody knows, is refused: it would show the document to the wrong people.
 */
export async function attachmentOnTrip(
  w: WriteTx,
  tripId: string,
  table: 'itineraryItems' | 'expenses',
  id: string | null | undefined,
): Promise<string | null> {
  if (id === undefined || id === null) return null;
  const found = await (table === 'itineraryItems'
    ? w.sql.itemTrip.get(id)
    : w.sql.expenseTrip.get(id));
  if (found?.tripId === tripId) return id;
  if (!found && (await w.sql.tombstoneTrip.get(table, id))?.tripId === tripId) return null;
  throw new MutationRejected(
    400,
    table === 'itineraryItems'
      ? 'The activity is not on this trip'
      : 'The expense is not on this trip',
  );
}

/** The quota in bytes. */
export function quotaBytes(quotaMb: number): number {
  return quotaMb * MB;
}

/**
 * What a user's documents take: the sizes of every live document they added (on any trip; one
 * not fully uploaded yet counts whole, which covers its partial upload) plus those of their
 * deleted documents whose bytes are not removed yet. A blob that a live document of someone
 * else still needs is that document's, and counted in its adder's sum.
 */
export async function chargedBytes(
  sql: Pick<Statements, 'bytesCreatedBy'>,
  userId: string,
  deleted?: Pick<DeletedDocumentsSink, 'bytesOf'>,
): Promise<number> {
  // PostgreSQL answers a sum of bigints as numeric, which its driver hands over as text.
  const live = Number((await sql.bytesCreatedBy.get(userId))?.bytes ?? 0);
  return live + (deleted?.bytesOf(userId) ?? 0);
}

/**
 * What the user's documents take plus the new one must fit in the quota; otherwise the change
 * is refused with the quota's words (413 over REST).
 */
export async function requireQuota(
  w: WriteTx,
  userId: string,
  size: number,
  quotaMb: number,
  deleted?: DeletedDocumentsSink,
): Promise<void> {
  const used = await chargedBytes(w.sql, userId, deleted);
  if (used + size > quotaBytes(quotaMb)) throw new MutationRejected(413, quotaMessage(quotaMb));
}

/**
 * Tells the write of the documents a trip's delete takes with it, before its rows go, so their
 * bytes are removed after the commit and count in their adders' quotas until then.
 */
export async function reportTripDocumentsDeleted(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
): Promise<void> {
  const sink = ctx.deletedDocuments;
  if (!sink) return;
  for (const doc of await w.sql.tripDocumentBytes.all(tripId)) sink.deleted(doc);
}
