import { mutationSchema } from '@shared/sync/mutations';
import type { AppDb, StoredRejection } from './app-db';
import { commitMutation, InvalidChangeError, LocalNotFoundError } from './commit-mutation';
import { guardFor } from './mutation-guards';

/** A refused change cannot be sent again: its trip is gone, or it no longer reads as a change. */
export class CannotRetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CannotRetryError';
  }
}

/** Rejections the user has not retried or discarded yet, oldest first. */
export async function queryOpenRejections(db: AppDb): Promise<StoredRejection[]> {
  const all = await db.rejections.orderBy(':id').toArray();
  return all.filter((r) => !r.dismissedAt);
}

/** Removes a refused change from the 'Needs attention' list. Its local effect is already undone. */
export async function discardRejection(db: AppDb, mutationId: number): Promise<void> {
  await db.rejections.update(mutationId, { dismissedAt: new Date().toISOString() });
}

/**
 * Queues a refused change again as a new outbox entry (a new sequence number: the server has
 * already processed the old one) and takes it off the list. It is only worth it when the cause
 * went away; when it did not, the server refuses it again and it comes back with the reason.
 */
export async function retryRejection(db: AppDb, mutationId: number): Promise<void> {
  const rejection = await db.rejections.get(mutationId);
  if (!rejection || rejection.dismissedAt) return;
  const parsed = mutationSchema.safeParse({ name: rejection.name, args: rejection.args });
  if (!parsed.success) {
    throw new CannotRetryError('This change cannot be sent again as it is. Discard it instead.');
  }
  const mutation = parsed.data;
  try {
    await db.transaction('rw', [...db.mutationTables, db.rejections], async () => {
      await commitMutation(db, mutation, guardFor(db, mutation));
      await db.rejections.update(mutationId, { dismissedAt: new Date().toISOString() });
    });
  } catch (error) {
    if (error instanceof LocalNotFoundError) {
      throw new CannotRetryError('Its trip is no longer on this device. Discard it instead.');
    }
    // The rules the server would refuse it by still hold (a currency fixed by expenses): say which.
    if (error instanceof InvalidChangeError) throw new CannotRetryError(error.message);
    throw error;
  }
}
