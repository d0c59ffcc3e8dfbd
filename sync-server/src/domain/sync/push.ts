import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describeZodError } from '@shared/api/error';
import { clientIdSchema, type MutationResult, type PushResponse } from '@shared/sync/messages';
import { mutationSchema } from '@shared/sync/mutations';
import { MAX_PUSH_BATCH } from '@shared/sync/protocol-version';
import type { Db } from '../../db/connection';
import { syncClients, syncRejections } from '../../db/schema';
import type { MutationContext, Tx } from '../trips/mutation-context';
import { MutationRejected } from '../trips/mutation-rejected';
import { applyMutation } from './apply-mutation';
import { claimClient, earlierResults, readClient } from './sync-clients';
import { nextVersion } from './versions';

/**
 * The push envelope, read leniently: each mutation's name and args are parsed on their own later,
 * so one malformed mutation is rejected with its reason instead of refusing the whole batch and
 * jamming the device's queue behind it.
 */
export const pushEnvelopeSchema = z.object({
  protocolVersion: z.number().int(),
  clientId: clientIdSchema,
  mutations: z
    .array(z.object({ id: z.number().int().positive(), name: z.string(), args: z.unknown() }))
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

const KNOWN_NAMES = new Set<string>(mutationSchema.options.map((o) => o.shape.name.value));

function recordRejection(
  tx: Tx,
  ctx: MutationContext,
  clientId: string,
  mutation: RawMutation,
  reason: string,
): MutationResult {
  tx.insert(syncRejections)
    .values({
      clientId,
      mutationId: mutation.id,
      name: mutation.name,
      args: mutation.args ?? null,
      reason,
      // A rejection is a change the device must hear about, so it takes a version like a row.
      version: nextVersion(tx),
      createdAt: ctx.now,
    })
    .run();
  return { id: mutation.id, status: 'rejected', reason };
}

function applyOrReject(
  tx: Tx,
  ctx: MutationContext,
  clientId: string,
  mutation: RawMutation,
): MutationResult {
  if (!KNOWN_NAMES.has(mutation.name)) {
    return recordRejection(tx, ctx, clientId, mutation, `Unknown change '${mutation.name}'`);
  }
  const parsed = mutationSchema.safeParse({ name: mutation.name, args: mutation.args });
  if (!parsed.success) {
    const reason = describeZodError(parsed.error).message;
    return recordRejection(tx, ctx, clientId, mutation, reason);
  }
  try {
    // A savepoint, so a mutator that fails part-way leaves nothing behind before the rejection.
    tx.transaction((sp) => applyMutation(sp, ctx, parsed.data));
    return { id: mutation.id, status: 'applied' };
  } catch (err) {
    if (err instanceof MutationRejected) {
      return recordRejection(tx, ctx, clientId, mutation, err.reason);
    }
    throw err;
  }
}

type StepOutcome = { kind: 'result'; result: MutationResult } | { kind: 'gap'; expected: number };

/**
 * One mutation, in one transaction with the advance of the client's last mutation id: after a
 * crash either both happened or neither, so a replay applies it exactly once.
 */
function processOne(tx: Tx, ctx: MutationContext, clientId: string, m: RawMutation): StepOutcome {
  const last = readClient(tx, clientId)?.lastMutationId ?? 0;
  // Re-read inside the transaction: another request for this client may have got here first.
  if (m.id <= last) {
    const [earlier] = earlierResults(tx, clientId, [m.id]);
    return { kind: 'result', result: earlier ?? { id: m.id, status: 'applied' } };
  }
  if (m.id !== last + 1) return { kind: 'gap', expected: last + 1 };
  const result = applyOrReject(tx, ctx, clientId, m);
  tx.update(syncClients)
    .set({ lastMutationId: m.id, updatedAt: ctx.now })
    .where(eq(syncClients.id, clientId))
    .run();
  return { kind: 'result', result };
}

/**
 * Applies a client's batch in order. Mutations at or below the client's last processed id are
 * replays and are answered, not applied again; a first new id beyond last + 1 is a gap and
 * nothing is processed. Unexpected errors (bugs, a locked database) propagate: what was applied
 * before them stays applied and recorded, and the device retries the rest later.
 */
export function pushMutations(
  db: Db,
  ctx: MutationContext,
  clientId: string,
  batch: readonly RawMutation[],
): PushOutcome {
  const client = claimClient(db, clientId, ctx.userId, ctx.now);
  if (!client) return { kind: 'foreign-client' };
  const results = earlierResults(
    db,
    clientId,
    batch.filter((m) => m.id <= client.lastMutationId).map((m) => m.id),
  );
  for (const m of batch) {
    if (m.id <= client.lastMutationId) continue;
    const step = db.transaction((tx) => processOne(tx, ctx, clientId, m), {
      behavior: 'immediate',
    });
    if (step.kind === 'gap') return step;
    results.push(step.result);
  }
  const lastMutationId = readClient(db, clientId)?.lastMutationId ?? client.lastMutationId;
  return { kind: 'processed', response: { lastMutationId, results } };
}
