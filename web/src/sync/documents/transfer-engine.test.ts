import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/app-db';
import { sha256Hex } from '../../db/document-file';
import { addDocument, retryUpload, setAvailableOffline } from '../../db/document-repo';
import { paris, testDb } from '../../db/test-db';
import { createTrip } from '../../db/trip-repo';
import { json } from '../fake-sync-server';
import { FakeDocumentServer } from './fake-document-server';
import { createTransferEngine } from './transfer-engine';
import { SMALL_FILE_BYTES } from './transfer-queue';

let db: AppDb;
let stop = () => {};
afterEach(async () => {
  stop();
  await db.delete();
});

/** Chunks of 4 bytes, so a 10-byte file goes up in three. */
const CHUNK = 4;
const bytes = '%PDF-1.4 x'; // 10 bytes

async function setUp(server: FakeDocumentServer, { applied = true } = {}) {
  db = testDb();
  const tripId = await createTrip(db, paris);
  const file = new File([bytes], 'pass.pdf', { type: 'application/pdf' });
  const id = await addDocument(db, { tripId, file, name: 'Pass', kind: 'ticket' });
  const doc = (await db.documents.get(id))!;
  // The server applied createTrip and addDocument: the outbox is empty, the server knows it.
  if (applied) await db.outbox.clear();
  server.knows(doc);
  const engine = createTransferEngine({
    db,
    fetchImpl: server.fetch,
    locks: undefined,
    window: undefined,
    chunkBytes: CHUNK,
    random: () => 0,
  });
  stop = () => engine.stop();
  return { engine, id, tripId, doc };
}

const text = (b: Uint8Array | undefined) => new TextDecoder().decode(b);

describe('transfer engine: uploads', () => {
  it('waits while the addDocument is queued, then sends the file in chunks', async () => {
    const server = new FakeDocumentServer();
    const { engine, id } = await setUp(server, { applied: false });
    await engine.run();
    expect(server.log).toEqual([]);

    await db.outbox.clear();
    await engine.run();
    expect(server.log).toEqual([
      'GET /upload',
      'PUT /upload?offset=0',
      'PUT /upload?offset=4',
      'PUT /upload?offset=8',
      // Nothing else to fetch: the only document is here already.
    ]);
    expect(text(server.stored.get(id))).toBe(bytes);
    expect(await db.uploads.get(id)).toBeUndefined();
    expect((await db.documents.get(id))?.uploaded).toBe(true);
    expect(engine.state.getState().uploadedThisRound).toEqual([]);
  });

  it('resumes from what the server received after the connection dropped', async () => {
    const server = new FakeDocumentServer();
    const { engine, id } = await setUp(server);
    server.script.push({
      when: (method, path) => method === 'PUT' && path === '/upload?offset=4',
      reply: () => new TypeError('Failed to fetch'),
    });
    await engine.run();
    expect(engine.state.getState().blocked).toBe('offline');
    expect(await db.uploads.get(id)).toMatchObject({ received: 4, state: 'waiting' });

    await engine.run();
    expect(server.log.slice(3)).toEqual([
      'GET /upload',
      'PUT /upload?offset=4',
      'PUT /upload?offset=8',
    ]);
    expect(text(server.stored.get(id))).toBe(bytes);
    expect(engine.state.getState().blocked).toBeNull();
  });

  it('continues from the status a 409 gives', async () => {
    const server = new FakeDocumentServer();
    const { engine, id } = await setUp(server);
    // Another tab sent the first chunk between our status read and our first chunk.
    server.script.push({
      when: (method, path) => method === 'PUT' && path === '/upload?offset=0',
      reply: () => {
        server.partial.set(id, new TextEncoder().encode(bytes.slice(0, 4)));
        return json(409, { message: 'Wrong offset', received: 4, complete: false });
      },
    });
    await engine.run();
    expect(server.log).toContain('PUT /upload?offset=4');
    expect(text(server.stored.get(id))).toBe(bytes);
  });

  it('stops at once, for good, when the server finds the file is not its type (415)', async () => {
    const server = new FakeDocumentServer();
    const { engine, id } = await setUp(server);
    server.script.push({
      when: (method, path) => method === 'PUT' && path === '/upload?offset=8',
      reply: () => json(415, { message: 'This file is not a PDF', reason: 'wrong-type' }),
    });
    await engine.run();
    expect(await db.uploads.get(id)).toMatchObject({
      state: 'failed',
      error: 'This file is not a PDF',
      reason: 'wrong-type',
      attempts: 0,
    });
    const sent = server.log.length;
    await engine.run();
    expect(server.log).toHaveLength(sent);
  });

  it("ends a trip's batch when nothing of it waits, even beside a failed upload", async () => {
    const server = new FakeDocumentServer();
    const { engine, id, tripId } = await setUp(server);
    const refused = await addDocument(db, {
      tripId,
      // 15 bytes: only its last chunk goes at offset 12.
      file: new File(['%PDF-1.4 yyyyyy'], 'b.pdf', { type: 'application/pdf' }),
      name: 'Hotel',
      kind: 'reservation',
    });
    await db.outbox.clear();
    server.knows((await db.documents.get(refused))!);
    server.script.push({
      when: (method, path) => method === 'PUT' && path === '/upload?offset=12',
      reply: () => json(415, { message: 'This file is not a PDF', reason: 'wrong-type' }),
    });
    await engine.run();
    expect(server.stored.has(id)).toBe(true);
    expect(await db.uploads.get(refused)).toMatchObject({ state: 'failed' });
    // The next file of this trip is '1 of 1', not '2 of 2'.
    expect(engine.state.getState().uploadedThisRound).toEqual([]);
  });

  it('starts again from 0 after a 422, and stops after three damaged arrivals', async () => {
    const server = new FakeDocumentServer();
    const { engine, id } = await setUp(server);
    server.damageNext = 1;
    await engine.run();
    expect(server.log.filter((l) => l === 'PUT /upload?offset=0')).toHaveLength(2);
    expect(text(server.stored.get(id))).toBe(bytes);

    const other = await addDocument(db, {
      tripId: (await db.documents.get(id))!.tripId,
      file: new File(['%PDF-1.4 y'], 'b.pdf', { type: 'application/pdf' }),
      name: 'Hotel',
      kind: 'reservation',
    });
    await db.outbox.clear();
    server.knows((await db.documents.get(other))!);
    server.damageNext = 3;
    await engine.run();
    expect(await db.uploads.get(other)).toMatchObject({
      state: 'failed',
      attempts: 3,
      error: 'The file arrived damaged and will be sent again',
    });
    expect(server.stored.has(other)).toBe(false);

    await retryUpload(db, other);
    await engine.run();
    expect(await db.uploads.get(other)).toBeUndefined();
    expect(server.stored.has(other)).toBe(true);
  });
});

describe('transfer engine: downloads', () => {
  async function pulledFromElsewhere(size: number) {
    const server = new FakeDocumentServer();
    const { engine, tripId } = await setUp(server);
    const content = new Uint8Array(size).fill(7);
    const id = crypto.randomUUID();
    const sha256 = await sha256Hex(content.buffer);
    await db.documents.put({
      id,
      tripId,
      itemId: null,
      expenseId: null,
      name: 'Scan',
      kind: 'visa',
      mediaType: 'application/pdf',
      size,
      sha256,
      createdAt: '2026-01-01T00:00:00.000Z',
      createdBy: null,
      uploaded: true,
    });
    server.knows({ id, sha256, size });
    server.stored.set(id, content);
    return { server, engine, tripId, id };
  }

  it('fetches small files in the background and checks their digest', async () => {
    const { engine, id } = await pulledFromElsewhere(1000);
    await engine.run();
    const row = await db.documentBlobs.get(id);
    expect(row?.blob.size).toBe(1000);
    expect(row?.blob.type).toBe('application/pdf');
  });

  it('fetches large files only for a trip kept Available offline, or on demand', async () => {
    const { engine, tripId, id } = await pulledFromElsewhere(SMALL_FILE_BYTES + 1);
    await engine.run();
    expect(await db.documentBlobs.get(id)).toBeUndefined();
    await setAvailableOffline(db, tripId, true);
    await engine.run();
    expect((await db.documentBlobs.get(id))?.blob.size).toBe(SMALL_FILE_BYTES + 1);

    await db.documentBlobs.delete(id);
    await setAvailableOffline(db, tripId, false);
    await engine.download(id);
    expect(await db.documentBlobs.get(id)).toBeDefined();
  });

  it('keeps no damaged bytes and says so offline', async () => {
    const { engine, server, id } = await pulledFromElsewhere(100);
    server.stored.set(id, new Uint8Array(100).fill(1));
    await engine.run();
    expect(await db.documentBlobs.get(id)).toBeUndefined();
    expect(engine.state.getState().blocked).toBe('error');
    server.script.push({ when: () => true, reply: () => new TypeError('Failed to fetch') });
    await expect(engine.download(id)).rejects.toThrow('Connect to the internet to download it');
  });
});
