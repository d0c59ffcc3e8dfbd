import type { AppDb } from '../db/app-db';
import { getClientId, readMeta } from '../db/meta';

/**
 * Which client id this database pushes under, and which local outbox id is that client's
 * mutation 1. Outbox ids come from IndexedDB's key generator and never go back down, so instead
 * of renumbering stored entries, a new sequence numbers them on the wire from `base`:
 * wire id = local id - base + 1. Keeping local ids also keeps rejections (stored under local ids)
 * unique across client ids.
 */
export interface ClientSequence {
  clientId: string;
  base: number;
}

export async function readSequence(db: AppDb): Promise<ClientSequence> {
  const clientId = await getClientId(db);
  return { clientId, base: (await readMeta(db, 'sequenceBase')) ?? 1 };
}

export function toWireId(sequence: ClientSequence, localId: number): number {
  return localId - sequence.base + 1;
}

export function toLocalId(sequence: ClientSequence, wireId: number): number {
  return wireId + sequence.base - 1;
}

/**
 * The server expects a mutation this device already dropped as acknowledged: its database was
 * restored from a backup taken before it processed them. Those changes cannot be sent again, and
 * the old client id can never move past the hole, so the device starts a new client id whose
 * mutation 1 is the first still-queued entry (order kept), and forgets its cursor so the next
 * pull is a full snapshot of what the server really holds. Does nothing when another tab has
 * already moved this database off `stale`.
 */
export async function startNewSequence(
  db: AppDb,
  stale: ClientSequence,
  firstQueuedId: number,
  newId: () => string = () => crypto.randomUUID(),
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    if ((await readMeta(db, 'clientId')) !== stale.clientId) return;
    await db.meta.bulkPut([
      { key: 'clientId', value: newId() },
      { key: 'sequenceBase', value: firstQueuedId },
      { key: 'cursor', value: 0 },
    ]);
  });
}
