import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/app-db';
import { addDocument } from '../../db/document-repo';
import { paris, testDb } from '../../db/test-db';
import { createTrip } from '../../db/trip-repo';
import { json } from '../fake-sync-server';
import { FakeDocumentServer } from './fake-document-server';
import { createTransferEngine } from './transfer-engine';

let db: AppDb;
let stop = () => {};
afterEach(async () => {
  stop();
  await db.delete();
});

const bytes = '%PDF-1.4 x'; // 10 bytes: three chunks of 4

describe('transfer engine: an account over its upload rate (429)', () => {
  it('waits and continues where the server is, never marking the upload failed', async () => {
    const server = new FakeDocumentServer();
    db = testDb();
    const tripId = await createTrip(db, paris);
    const file = new File([bytes], 'pass.pdf', { type: 'application/pdf' });
    const id = await addDocument(db, { tripId, file, name: 'Pass', kind: 'ticket' });
    await db.outbox.clear();
    server.knows((await db.documents.get(id))!);
    const engine = createTransferEngine({
      db,
      fetchImpl: server.fetch,
      locks: undefined,
      window: undefined,
      chunkBytes: 4,
      random: () => 0,
    });
    stop = () => engine.stop();
    server.script.push({
      when: (method, path) => method === 'PUT' && path === '/upload?offset=4',
      reply: () =>
        json(429, {
          message: 'Too many document bytes sent in a short time; the upload will continue shortly',
        }),
    });

    await engine.run();
    expect(await db.uploads.get(id)).toMatchObject({ received: 4, state: 'waiting' });
    expect(engine.state.getState().blocked).toBe('error');

    await engine.run();
    expect(new TextDecoder().decode(server.stored.get(id))).toBe(bytes);
    expect(await db.uploads.get(id)).toBeUndefined();
    expect(engine.state.getState().blocked).toBeNull();
  });
});
