import type { Context } from 'hono';
import type { DeletedDocumentsOfWrite } from '../domain/documents/remove-deleted-document';
import { ApiError } from '../http/errors';
import type { AppEnv, UserRow } from '../http/env';
import type { MutationContext, WriteTx } from '../domain/writes/mutation-context';
import { MutationRejected } from '../domain/writes/mutation-rejected';
import { writeTransaction } from '../domain/writes/write-transaction';

/**
 * What only the server decides about the writes of this request: who makes them, when (the
 * server's clock), the document quota, and where deleted documents' bytes are reported.
 */
export function mutationContextFor(
  c: Context<AppEnv>,
  user: UserRow,
): MutationContext & { deletedDocuments?: DeletedDocumentsOfWrite } {
  const deletedDocuments = c.get('documents')?.deletions();
  return {
    userId: user.id,
    now: c.get('now')().toISOString(),
    documentQuotaMb: c.get('documentQuotaMb'),
    ...(deletedDocuments ? { deletedDocuments } : {}),
  };
}

/**
 * Runs a REST write through the shared mutators in one write transaction (writeTransaction)
 * and turns a rejection into the HTTP answer. Anything else is a bug and reaches the app's error handler.
 */
export async function runMutation<T>(
  c: Context<AppEnv>,
  user: UserRow,
  mutate: (w: WriteTx, ctx: MutationContext) => Promise<T>,
): Promise<T> {
  const ctx = mutationContextFor(c, user);
  try {
    // Every member of a changed trip, on every device, pulls once it has committed.
    return await writeTransaction(c.get('db'), (w) => mutate(w, ctx), c.get('changes'));
  } catch (err) {
    if (err instanceof MutationRejected) throw new ApiError(err.status, err.message);
    throw err;
  } finally {
    // The bytes of documents it deleted (a trip's) go now, not at the next sweep (decision 009).
    await ctx.deletedDocuments?.removeBytes();
  }
}
