import { and, eq, inArray } from 'drizzle-orm';
import type { MutationResult } from '@shared/sync/messages';
import type { Db } from '../../db/connection';
import { syncClients, syncRejections } from '../../db/schema';
import type { Tx } from '../trips/mutation-context';

export type SyncClientRow = typeof syncClients.$inferSelect;

/**
 * The client's row, created on its first push. A client id belongs to the user who first pushed
 * with it; anyone else gets null (refused), so one user can never advance or read another's queue.
 */
export function claimClient(
  db: Db,
  clientId: string,
  userId: string,
  now: string,
): SyncClientRow | null {
  return db.transaction(
    (tx) => {
      const found = tx.select().from(syncClients).where(eq(syncClients.id, clientId)).get();
      if (found) return found.userId === userId ? found : null;
      return tx
        .insert(syncClients)
        .values({ id: clientId, userId, lastMutationId: 0, createdAt: now, updatedAt: now })
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}

export function readClient(tx: Tx, clientId: string): SyncClientRow | undefined {
  return tx.select().from(syncClients).where(eq(syncClients.id, clientId)).get();
}

/**
 * What became of mutations processed by an earlier push (a replay after a lost acknowledgement):
 * rejected ones are answered as rejected again, with their recorded reason.
 */
export function earlierResults(tx: Tx, clientId: string, ids: readonly number[]): MutationResult[] {
  if (ids.length === 0) return [];
  const rejected = new Map(
    tx
      .select({ mutationId: syncRejections.mutationId, reason: syncRejections.reason })
      .from(syncRejections)
      .where(
        and(eq(syncRejections.clientId, clientId), inArray(syncRejections.mutationId, [...ids])),
      )
      .all()
      .map((r) => [r.mutationId, r.reason]),
  );
  return ids.map((id) => {
    const reason = rejected.get(id);
    return reason === undefined ? { id, status: 'applied' } : { id, status: 'rejected', reason };
  });
}
