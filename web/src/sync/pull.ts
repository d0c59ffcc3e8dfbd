import { pullResponseSchema } from '@shared/sync/messages';
import type { AppDb } from '../db/app-db';
import { readMeta } from '../db/meta';
import { applyPull } from './apply-pull';
import { readSequence, toLocalId } from './client-sequence';
import { parseOrRefuse } from './push';
import type { SyncHttp } from './sync-http';

/**
 * Pulls what changed since the stored cursor and applies it. A pull that brings new rejections
 * is followed by a full snapshot: a rejected change was shown on this device optimistically, and
 * only the server's whole picture (plus what is still queued) undoes it exactly.
 */
export async function pullChanges(db: AppDb, http: SyncHttp, now: () => Date) {
  const sequence = await readSequence(db);
  let cursor = (await readMeta(db, 'cursor')) ?? 0;
  for (let round = 0; round < 2; round++) {
    const query = new URLSearchParams({
      clientId: sequence.clientId,
      cursor: String(cursor),
    });
    const { json } = await http.send('GET', `/api/sync/pull?${query.toString()}`);
    const wire = parseOrRefuse(pullResponseSchema, json);
    // The server numbers this client's mutations from 1; the outbox and rejections use local ids.
    const pull = {
      ...wire,
      lastMutationId: toLocalId(sequence, wire.lastMutationId),
      rejections: wire.rejections.map((r) => ({
        ...r,
        mutationId: toLocalId(sequence, r.mutationId),
      })),
    };
    const fresh = await applyPull(db, pull, {
      // Cursor 0 asks for everything: what the server does not list is not on the server.
      replace: pull.reset || cursor === 0,
      at: now().toISOString(),
    });
    if (fresh === 0 || cursor === 0) return;
    cursor = 0;
  }
}
