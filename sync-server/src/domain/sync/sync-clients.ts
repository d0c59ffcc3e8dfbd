import type { MutationResult } from '@shared/sync/messages';
import type { Statements, SyncClientRow } from '../../db/statements';
import type { WriteTx } from '../writes/mutation-context';

export type { SyncClientRow };

/**
 * The client's row, created on its first push. A client id belongs to the user who first pushed
 * with it; anyone else gets null (refused), so one user can never advance or read another's queue.
 */
export async function claimClient(
  w: WriteTx,
  clientId: string,
  userId: string,
  now: string,
): Promise<SyncClientRow | null> {
  const found = await w.sql.clientById.get(clientId);
  if (found) return found.userId === userId ? found : null;
  await w.sql.insertClient.run(clientId, userId, now, now);
  return { id: clientId, userId, lastMutationId: 0, createdAt: now, updatedAt: now };
}

/** Records that the client's mutations up to `lastMutationId` have been processed. */
export async function advanceClient(
  w: WriteTx,
  clientId: string,
  lastMutationId: number,
  now: string,
): Promise<void> {
  await w.sql.advanceClient.run(lastMutationId, now, clientId);
}

export function readClient(sql: Statements, clientId: string): Promise<SyncClientRow | undefined> {
  return sql.clientById.get(clientId);
}

/**
 * What became of mutations processed by an earlier push (a replay after a lost acknowledgement):
 * rejected ones are answered as rejected again, with their recorded reason. The ids are a
 * batch's, in ascending order, so one range read finds their rejections.
 */
export async function earlierResults(
  w: WriteTx,
  clientId: string,
  ids: readonly number[],
): Promise<MutationResult[]> {
  const first = ids[0];
  const last = ids.at(-1);
  if (first === undefined || last === undefined) return [];
  const rejected = new Map(
    (await w.sql.rejectionsBetween.all(clientId, first, last)).map((r) => [r.mutationId, r.reason]),
  );
  return ids.map((id) => {
    const reason = rejected.get(id);
    return reason === undefined ? { id, status: 'applied' } : { id, status: 'rejected', reason };
  });
}
