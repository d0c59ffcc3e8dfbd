import { quotaMessage } from '@shared/api/documents';
import type { WriteTx } from '../trips/mutation-context';
import { MutationRejected } from '../trips/mutation-rejected';

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

/**
 * The sum of the sizes of every document the user added (on any trip) plus the new one must fit
 * in the quota; otherwise the change is refused with the quota's words (413 over REST).
 */
export async function requireQuota(
  w: WriteTx,
  userId: string,
  size: number,
  quotaMb: number,
): Promise<void> {
  // PostgreSQL answers a sum of bigints as numeric, which its driver hands over as text.
  const used = Number((await w.sql.bytesCreatedBy.get(userId))?.bytes ?? 0);
  if (used + size > quotaMb * MB) throw new MutationRejected(413, quotaMessage(quotaMb));
}
