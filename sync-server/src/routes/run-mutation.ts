import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import type { AppEnv, UserRow } from '../http/env';
import type { MutationContext, WriteTx } from '../domain/trips/mutation-context';
import { MutationRejected } from '../domain/trips/mutation-rejected';
import { writeTransaction } from '../domain/trips/write-transaction';
import { noneAffected, recipientsOf } from '../domain/sync/recipients';

/**
 * Runs a REST write through the shared mutators in one write transaction (writeTransaction)
 * and turns a rejection into the HTTP answer. Anything else is a bug and reaches the app's error handler.
 */
export async function runMutation<T>(
  c: Context<AppEnv>,
  user: UserRow,
  mutate: (w: WriteTx, ctx: MutationContext) => Promise<T>,
): Promise<T> {
  const deletedDocuments = c.get('documents')?.deletions();
  const ctx: MutationContext = {
    userId: user.id,
    now: c.get('now')().toISOString(),
    documentQuotaMb: c.get('documentQuotaMb'),
    ...(deletedDocuments ? { deletedDocuments } : {}),
  };
  try {
    const affected = noneAffected();
    const result = await writeTransaction(c.get('db'), (w) => mutate(w, ctx), affected);
    // After the commit: every member of a changed trip, on every device, pulls now.
    c.get('changes').notifyUsers(await recipientsOf(c.get('db').$statements, affected));
    return result;
  } catch (err) {
    if (err instanceof MutationRejected) throw new ApiError(err.status, err.message);
    throw err;
  } finally {
    // The bytes of documents it deleted (a trip's) go now, not at the next sweep (decision 009).
    await deletedDocuments?.removeBytes();
  }
}
