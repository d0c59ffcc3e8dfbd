import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { TripDocument } from '@shared/schemas/document';
import type { Trip } from '@shared/schemas/trip';
import type { PullResponse } from '@shared/sync/messages';
import type { AppDb } from '../../db/app-db';
import { addDocument } from '../../db/document-repo';
import { paris, testDb } from '../../db/test-db';
import { createTrip } from '../../db/trip-repo';
import { applyPull } from '../apply-pull';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const at = '2026-03-01T10:00:00.000Z';
const pull = (over: Partial<PullResponse>): PullResponse => ({
  cursor: 10,
  reset: false,
  lastMutationId: 0,
  trips: [],
  itineraryItems: [],
  expenses: [],
  documents: [],
  members: [],
  tombstones: [],
  rejections: [],
  ...over,
});

async function tripAndDocs() {
  db = testDb();
  const tripId = await createTrip(db, paris); // outbox 1
  const add = (name: string) =>
    addDocument(db, {
      tripId,
      file: new File([`%PDF-1.4 ${name}`], `${name}.pdf`, { type: 'application/pdf' }),
      name,
      kind: 'ticket',
    });
  const kept = await add('Kept'); // outbox 2
  const gone = await add('Gone'); // outbox 3
  const queued = await add('Queued'); // outbox 4
  const trip: Trip = (await db.trips.get(tripId))!;
  const rows = new Map((await db.documents.toArray()).map((d) => [d.id, d]));
  // The server's copy: who added it, as the server recorded it.
  const server = (id: string): TripDocument => ({ ...rows.get(id)!, createdBy: db.userId });
  return { trip, kept, gone, queued, server };
}

describe('applyPull: documents', () => {
  it('a reset keeps the blobs of documents still there and of addDocuments still queued', async () => {
    const { trip, kept, gone, queued, server } = await tripAndDocs();
    await applyPull(
      db,
      pull({ reset: true, lastMutationId: 3, trips: [trip], documents: [server(kept)] }),
      { replace: true, at },
    );
    // 'Gone' was applied and is not on the server any more: its bytes go.
    expect(await db.documents.get(gone)).toBeUndefined();
    expect(await db.documentBlobs.get(gone)).toBeUndefined();
    expect(await db.uploads.get(gone)).toBeUndefined();
    expect(await db.documentBlobs.get(kept)).toBeDefined();
    expect(await db.uploads.get(kept)).toBeDefined();
    // 'Queued' is still in the outbox: laid back on top, bytes kept.
    expect(await db.documents.get(queued)).toBeDefined();
    expect(await db.documentBlobs.get(queued)).toBeDefined();
  });

  it('a document tombstone drops the row and its blob; a trip tombstone drops all of them', async () => {
    const { trip, kept, gone, server } = await tripAndDocs();
    await applyPull(
      db,
      pull({
        lastMutationId: 4,
        trips: [trip],
        documents: [server(kept)],
        tombstones: [{ table: 'documents', id: gone }],
      }),
      { replace: false, at },
    );
    expect(await db.documents.get(gone)).toBeUndefined();
    expect(await db.documentBlobs.get(gone)).toBeUndefined();
    expect(await db.documents.count()).toBe(2);

    await applyPull(
      db,
      pull({ tombstones: [{ table: 'trips', id: trip.id }], lastMutationId: 4 }),
      {
        replace: false,
        at,
      },
    );
    expect(await db.documents.count()).toBe(0);
    expect(await db.documentBlobs.count()).toBe(0);
    expect(await db.uploads.count()).toBe(0);
  });
});
