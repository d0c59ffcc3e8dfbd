import { pushGapResponseSchema, pushResponseSchema, type PushRequest } from '@shared/sync/messages';
import { MAX_PUSH_BATCH, SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';
import type { AppDb } from '../db/app-db';
import { readSequence, startNewSequence, toLocalId, toWireId } from './client-sequence';
import { SyncFailure } from './sync-failure';
import type { SyncHttp } from './sync-http';

/**
 * Sends the outbox in order, at most MAX_PUSH_BATCH mutations a request, until it is empty.
 * Each batch is read afresh, so a change made while a request is in flight goes in the next one.
 * Entries leave the outbox only once the server says it has processed them.
 */
export async function pushOutbox(db: AppDb, http: SyncHttp): Promise<void> {
  // Every entry at or below this id has left the outbox. Reads and deletes start above it: a
  // store keeps deleted entries as tombstones until it compacts them, and a read from the start
  // of the outbox would step over every entry acknowledged so far, batch after batch. Ids come
  // from the key generator and never go back, so nothing can appear below it.
  let gone = 0;
  for (;;) {
    // Read afresh each round: another tab (or the gap rule below) may have started a new sequence.
    const sequence = await readSequence(db);
    const batch = await db.outbox.where(':id').above(gone).limit(MAX_PUSH_BATCH).toArray();
    const first = batch[0];
    if (!first) return;
    const request: PushRequest = {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      clientId: sequence.clientId,
      mutations: batch.map(
        ({ id, name, args }) =>
          ({ id: toWireId(sequence, id), name, args }) as PushRequest['mutations'][number],
      ),
    };
    const { status, json } = await http.send('POST', '/api/sync/push', request);
    if (status === 409) {
      // A gap: the server processed everything below `expected` (an acknowledgement was lost, or
      // another tab pushed first). Drop those and resend from `expected`.
      const expected = toLocalId(sequence, parseOrRefuse(pushGapResponseSchema, json).expected);
      if (expected <= first.id) {
        // It wants a change this device already dropped as acknowledged: the server's database
        // was restored from an older backup. Resend what is queued under a new client id.
        await startNewSequence(db, sequence, first.id);
        continue;
      }
      await db.outbox.where(':id').between(gone, expected, false, false).delete();
      gone = expected - 1;
      continue;
    }
    const lastMutationId = toLocalId(
      sequence,
      parseOrRefuse(pushResponseSchema, json).lastMutationId,
    );
    if (lastMutationId < first.id) {
      throw new SyncFailure('refused', 'The server did not take the queued changes');
    }
    await db.outbox.where(':id').between(gone, lastMutationId, false, true).delete();
    gone = lastMutationId;
  }
}

export function parseOrRefuse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new SyncFailure('refused', 'The server answered in an unexpected shape');
  return parsed.data;
}
