import { z } from 'zod';
import { describeZodError } from '@shared/api/error';
import { clientIdSchema, type MutationResult, type PushResponse } from '@shared/sync/messages';
import { MUTATION_NAMES } from '@shared/sync/mutation-handlers';
import { mutationSchema } from '@shared/sync/mutations';
import { MAX_PUSH_BATCH } from '@shared/sync/protocol-version';
import type { Db } from '../../db/connection';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected } from '../writes/mutation-rejected';
import { type ChangeListener, writeTransaction } from '../writes/write-transaction';
import { applyMutation } from './apply-mutation';
import { cutText, REJECTION_NAME_MAX, REJECTION_REASON_MAX, storedArgs } from './rejection-summary';
import { advanceClient, claimClient, earlierResults } from './sync-clients';

/**
 * A name outside the contract cannot come from an app that speaks this protocol version (the
 * mutations added since, such as addStop, come only from apps served with this server): it is a
 * broken or hostile client. The whole push is refused with 400 before anything is stored, and
 * the device keeps its queue.
 */
const mutationNameSchema = z
  .string()
  .refine((name) => MUTATION_NAMES.has(name), 'Unknown change: this server does not know it');

/**
 * The push envelope, read leniently: each mutation's args are parsed on their own later, so one
 * malformed mutation is rejected with its reason instead of refusing the whole batch and jamming
 * the device's queue behind it. Only its name must be one the contract knows.
 */
export const pushEnvelopeSchema = z.object({
  protocolVersion: z.number().int(),
  clientId: clientIdSchema,
  mutations: z
    .array(
      z.object({ id: z.number().int().positive(), name: mutationNameSchema, args: z.unknown() }),
    )
    .max(MAX_PUSH_BATCH)
    .refine(
      (batch) => batch.every((m, i) => i === 0 || m.id === (batch[i - 1]?.id ?? 0) + 1),
      'Mutation ids in a batch must be consecutive',
    ),
});
export type RawMutation = z.infer<typeof pushEnvelopeSchema>['mutations'][number];

export type PushOutcome =
  | { kind: 'processed'; response: PushResponse }
  | { kind: 'gap'; expected: number }
  | { kind: 'foreign-client' };

/**
 * Records a refusal as a bounded summary (rejection-summary.ts): `valid` says the args passed the
 * shared schema, so the change may be retried and its args are kept whole unless absurdly large.
 */
async function recordRejection(
  w: WriteTx,
  ctx: MutationContext,
  clientId: string,
  mutation: RawMutation,
  fullReason: string,
  valid: boolean,
): Promise<MutationResult> {
  const reason = cutText(fullReason, REJECTION_REASON_MAX);
  await w.sql.insertRejection.run(
    clientId,
    mutation.id,
    cutText(mutation.name, REJECTION_NAME_MAX),
    storedArgs(mutation.args, valid),
    reason,
    // A rejection is a change the device must hear about, so it takes a version like a row.
    w.nextVersion(),
    ctx.now,
  );
  return { id: mutation.id, status: 'rejected', reason };
}

async function applyOrReject(
  w: WriteTx,
  ctx: MutationContext,
  clientId: string,
  mutation: RawMutation,
): Promise<MutationResult> {
  const parsed = mutationSchema.safeParse({ name: mutation.name, args: mutation.args });
  if (!parsed.success) {
    const reason = describeZodError(parsed.error).message;
    return recordRejection(w, ctx, clientId, mutation, reason, false);
  }
  try {
    // A savepoint, so a mutator that fails part-way leaves nothing behind before the rejection.
    await w.savepoint(() => applyMutation(w, ctx, parsed.data));
    return { id: mutation.id, status: 'applied' };
  } catch (err) {
    if (err instanceof MutationRejected) {
      return recordRejection(w, ctx, clientId, mutation, err.reason, true);
    }
    throw err;
  }
}

/**
 * Applies a client's batch in order, in one write transaction that also advances the
 * client's last mutation id once, at the end: the batch's effects and that advance commit
 * together or not at all, so after a crash a resent batch is applied exactly once. Each mutation
 * runs in its own savepoint, so one that is rejected part-way leaves nothing of itself behind
 * and its rejection is recorded instead, while the others stand.
 *
 * Mutations at or below the client's last processed id are replays and are answered from what
 * was recorded, not applied again; a first new id beyond last + 1 is a gap and nothing is
 * processed. The ids of a batch are consecutive (the envelope refuses anything else).
 * Unexpected errors (bugs, a locked database) propagate and roll the whole batch back: the
 * device keeps it queued and sends it again.
 */
export function pushMutations(
  db: Db,
  ctx: MutationContext,
  clientId: string,
  batch: readonly RawMutation[],
  changes?: ChangeListener,
): Promise<PushOutcome> {
  return writeTransaction(
    db,
    async (w): Promise<PushOutcome> => {
      const client = await claimClient(w, clientId, ctx.userId, ctx.now);
      if (!client) return { kind: 'foreign-client' };
      const last = client.lastMutationId;
      const fresh = batch.filter((m) => m.id > last);
      const expected = last + 1;
      if (fresh.some((m, i) => m.id !== expected + i)) return { kind: 'gap', expected };
      const replayed = batch.filter((m) => m.id <= last).map((m) => m.id);
      const results = await earlierResults(w, clientId, replayed);
      for (const m of fresh) results.push(await applyOrReject(w, ctx, clientId, m));
      const lastMutationId = last + fresh.length;
      if (fresh.length > 0) await advanceClient(w, clientId, lastMutationId, ctx.now);
      return { kind: 'processed', response: { lastMutationId, results } };
    },
    changes,
  );
}
