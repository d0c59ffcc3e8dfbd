import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quotaMessage } from '@shared/api/documents';
import { VIEWER_REASON } from '@shared/sync/rejection-reasons';
import type { TestClient } from '../testing/test-app';
import {
  documentArgs,
  documentTestApp,
  pdfBytes,
  sha256Of,
  uploadAll,
  uploadChunk,
} from '../testing/document-fixtures';
import { createTripFor, shareTrip, TestDevice } from '../testing/trip-fixtures';

type World = Awaited<ReturnType<typeof documentTestApp>>;
let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

/** Alice's trip, one uploaded document and one not yet uploaded; Bob on it as `role`. */
async function sharedDocuments(role: 'non-member' | 'viewer' | 'editor') {
  world = await documentTestApp();
  const w = world;
  const tripId = await createTripFor(w.alice);
  if (role !== 'non-member') await shareTrip(w.alice, tripId, 'bob', role);
  const bytes = pdfBytes(3000);
  const uploaded = documentArgs(tripId, bytes);
  const pending = documentArgs(tripId, bytes, { name: 'Pending' });
  const phone = new TestDevice(w.alice);
  await phone.pushOk(
    phone.queue({ name: 'addDocument', args: uploaded }, { name: 'addDocument', args: pending }),
  );
  expect((await uploadAll(w.alice, uploaded.id, bytes)).status).toBe(200);
  return { w, tripId, bytes, uploaded, pending };
}

type Route = [
  string,
  (
    c: TestClient,
    ids: { uploaded: string; pending: string },
    bytes: Uint8Array,
  ) => Promise<Response>,
];
const ROUTES: Route[] = [
  ['GET upload', (c, ids) => c.get(`/api/documents/${ids.pending}/upload`)],
  ['PUT upload', (c, ids, bytes) => uploadChunk(c, ids.pending, 0, bytes.subarray(0, 100))],
  ['GET content', (c, ids) => c.get(`/api/documents/${ids.uploaded}/content`)],
];

describe('document byte routes: who may do what', () => {
  it.each(ROUTES)('%s answers a non-member exactly as a missing id', async (_name, call) => {
    const { w, bytes, uploaded, pending } = await sharedDocuments('non-member');
    const res = await call(w.bob, { uploaded: uploaded.id, pending: pending.id }, bytes);
    const absent = await call(w.bob, { uploaded: randomUUID(), pending: randomUUID() }, bytes);
    expect([res.status, await res.json()]).toEqual([404, { message: 'Document not found' }]);
    expect([absent.status, await absent.json()]).toEqual([404, { message: 'Document not found' }]);
    expect(await readdir(join(w.dir, 'partial'))).toEqual([]);
  });

  it.each(ROUTES.slice(0, 2))('%s refuses a viewer with 403', async (_name, call) => {
    const { w, bytes, uploaded, pending } = await sharedDocuments('viewer');
    const res = await call(w.bob, { uploaded: uploaded.id, pending: pending.id }, bytes);
    expect([res.status, await res.json()]).toEqual([
      403,
      { message: "Viewers can't change this trip" },
    ]);
  });

  it('lets a viewer download, and an editor upload', async () => {
    const viewer = await sharedDocuments('viewer');
    const res = await viewer.w.bob.get(`/api/documents/${viewer.uploaded.id}/content`);
    expect(sha256Of(new Uint8Array(await res.arrayBuffer()))).toBe(viewer.uploaded.sha256);
    await viewer.w.cleanup();
    const editor = await sharedDocuments('editor');
    const up = await uploadAll(editor.w.bob, editor.pending.id, editor.bytes);
    expect(up.status).toBe(200);
  });

  it("refuses a viewer's queued addDocument with the viewer reason", async () => {
    const { w, tripId } = await sharedDocuments('viewer');
    const device = new TestDevice(w.bob);
    const { results } = await device.pushOk(
      device.queue({ name: 'addDocument', args: documentArgs(tripId, pdfBytes(10)) }),
    );
    expect(results).toEqual([{ id: 1, status: 'rejected', reason: VIEWER_REASON }]);
  });

  it('stops a removed member from downloading', async () => {
    const { w, tripId, uploaded } = await sharedDocuments('editor');
    expect((await w.bob.get(`/api/documents/${uploaded.id}/content`)).status).toBe(200);
    const removed = await w.alice.delete(`/api/trips/${tripId}/members/${w.bobUser.id}`);
    expect(removed.status).toBe(200);
    expect((await w.bob.get(`/api/documents/${uploaded.id}/content`)).status).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const { w, uploaded } = await sharedDocuments('editor');
    const stranger = w.client();
    expect((await stranger.get(`/api/documents/${uploaded.id}/content`)).status).toBe(401);
  });

  it('never lets an id name a path: traversal attempts answer 404 and write nothing', async () => {
    const { w, bytes } = await sharedDocuments('editor');
    for (const id of ['..%2F..%2Fescape', '%2E%2E', '..', 'partial', `${randomUUID()}%2F..`]) {
      const put = await uploadChunk(w.alice, id, 0, bytes.subarray(0, 10));
      expect([id, put.status]).toEqual([id, 404]);
      const get = await w.alice.get(`/api/documents/${id}/content`);
      expect([id, get.status]).toEqual([id, 404]);
    }
    expect((await readdir(w.dir)).sort()).toEqual(['blobs', 'partial']);
    expect(await readdir(join(w.dir, 'partial'))).toEqual([]);
  });
});

describe('document quota', () => {
  it('refuses a document that would take a user past the quota, counting every trip', async () => {
    world = await documentTestApp({ documentQuotaMb: 1 });
    const w = world;
    const first = await createTripFor(w.alice);
    const second = await createTripFor(w.alice);
    const phone = new TestDevice(w.alice);
    const half = { size: 600 * 1024, sha256: sha256Of(pdfBytes(1)) };
    const { results } = await phone.pushOk(
      phone.queue(
        { name: 'addDocument', args: documentArgs(first, pdfBytes(1), half) },
        { name: 'addDocument', args: documentArgs(second, pdfBytes(1), half) },
      ),
    );
    expect(results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'rejected', reason: quotaMessage(1) },
    ]);
    // Bob's own quota is his own.
    const bobTrip = await createTripFor(w.bob);
    const bobPhone = new TestDevice(w.bob);
    const bob = await bobPhone.pushOk(
      bobPhone.queue({ name: 'addDocument', args: documentArgs(bobTrip, pdfBytes(1), half) }),
    );
    expect(bob.results).toEqual([{ id: 1, status: 'applied' }]);
  });
});
