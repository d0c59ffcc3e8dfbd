import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quotaMessage, UPLOAD_CHUNK_BYTES } from '@shared/api/documents';
import { createApp } from '../app';
import { DiskBlobStore } from '../domain/documents/disk-blob-store';
import { sweepDocuments } from '../domain/documents/document-sweep';
import {
  documentArgs,
  documentTestApp,
  pdfBytes,
  uploadAll,
  uploadChunk,
} from '../testing/document-fixtures';
import { TestClient } from '../testing/test-app';
import { createTripFor, TestDevice } from '../testing/trip-fixtures';

const MB = 1024 * 1024;

type World = Awaited<ReturnType<typeof documentTestApp>>;
let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

/** Every byte under the documents folder: partial uploads, blobs and anything else. */
async function bytesOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    // A file may go between listing and looking (a finished upload's partial).
    if (entry.isFile())
      total += (await stat(join(entry.parentPath, entry.name)).catch(() => null))?.size ?? 0;
  }
  return total;
}

/** A disk store whose deletes fail while `failing` is set (a bucket that is down, say). */
class StoreThatCannotDelete extends DiskBlobStore {
  failing = true;
  override async delete(sha256: string): Promise<void> {
    if (this.failing) throw new Error('The store is unavailable');
    await super.delete(sha256);
  }
}

/**
 * One device's walk around the quota (the loop): declare a document, upload it, delete
 * it, again. Answers how many declares were refused with the quota's words; `watch` runs after
 * every step that may have written bytes.
 */
async function declareUploadDelete(
  device: TestDevice,
  tripId: string,
  rounds: number,
  size: number,
  watch: () => Promise<void>,
): Promise<number> {
  let refused = 0;
  for (let round = 0; round < rounds; round += 1) {
    const bytes = pdfBytes(size);
    const args = documentArgs(tripId, bytes);
    const { results } = await device.pushOk(device.queue({ name: 'addDocument', args }));
    const [result] = results;
    if (result?.status === 'rejected') {
      expect(result.reason).toBe(quotaMessage(2));
      refused += 1;
      continue;
    }
    for (let offset = 0; offset < size; offset += UPLOAD_CHUNK_BYTES) {
      const chunk = bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES);
      expect((await uploadChunk(device.http, args.id, offset, chunk)).status).toBe(200);
      await watch();
    }
    await device.pushOk(device.queue({ name: 'deleteDocument', args: { id: args.id } }));
    await watch();
  }
  return refused;
}

describe('document quota on disk', () => {
  it('holds against six devices declaring, uploading and deleting in a loop', async () => {
    world = await documentTestApp({ documentQuotaMb: 2 });
    const w = world;
    const tripId = await createTripFor(w.alice);
    const devices = Array.from({ length: 6 }, () => new TestDevice(w.alice));
    let peak = 0;
    const watch = async () => {
      peak = Math.max(peak, await bytesOnDisk(w.dir));
    };
    await Promise.all(
      devices.map((device) => declareUploadDelete(device, tripId, 10, 700 * 1024, watch)),
    );
    expect(peak).toBeLessThanOrEqual(2 * MB + devices.length * UPLOAD_CHUNK_BYTES);
    // Nothing of the deleted documents is left for a sweep to find.
    expect(await bytesOnDisk(w.dir)).toBe(0);
  });

  it("counts a deleted document's bytes until they are removed: the loop is refused once they fill the quota", async () => {
    let store: StoreThatCannotDelete | undefined;
    world = await documentTestApp({ documentQuotaMb: 2 }, (dir) => {
      store = new StoreThatCannotDelete(join(dir, 'blobs'));
      return store;
    });
    const w = world;
    const tripId = await createTripFor(w.alice);
    const phone = new TestDevice(w.alice);
    let peak = 0;
    const watch = async () => {
      peak = Math.max(peak, await bytesOnDisk(w.dir));
    };
    // 700 KiB each: two deleted documents' blobs stay behind, the third declare would pass 2 MB.
    expect(await declareUploadDelete(phone, tripId, 6, 700 * 1024, watch)).toBe(4);
    expect(peak).toBeLessThanOrEqual(2 * MB);

    // Once the store deletes again, the sweep removes them and the traveller has room again.
    if (store) store.failing = false;
    expect(await sweepDocuments(w.files, w.clock.now())).toMatchObject({ blobsDeleted: 2 });
    expect(await bytesOnDisk(w.dir)).toBe(0);
    expect(await declareUploadDelete(phone, tripId, 1, 700 * 1024, watch)).toBe(0);
  });

  it('removes a deleted document’s partial upload at once, not at the next sweep', async () => {
    world = await documentTestApp();
    const w = world;
    const tripId = await createTripFor(w.alice);
    const phone = new TestDevice(w.alice);
    const bytes = pdfBytes(3000);
    const doc = documentArgs(tripId, bytes);
    await phone.pushOk(phone.queue({ name: 'addDocument', args: doc }));
    expect((await uploadChunk(w.alice, doc.id, 0, bytes.subarray(0, 1000))).status).toBe(200);
    expect((await stat(w.files.partialPath(doc.id))).size).toBe(1000);
    await phone.pushOk(phone.queue({ name: 'deleteDocument', args: { id: doc.id } }));
    await expect(stat(w.files.partialPath(doc.id))).rejects.toThrow(/ENOENT/);
    // A chunk that arrives after the delete writes nothing.
    const late = await uploadChunk(w.alice, doc.id, 1000, bytes.subarray(1000, 2000));
    expect(late.status).toBe(404);
    expect(await bytesOnDisk(w.dir)).toBe(0);
  });

  it('removes the bytes of a deleted trip’s documents at once, unless another document holds them', async () => {
    world = await documentTestApp();
    const w = world;
    const tripId = await createTripFor(w.alice);
    const kept = await createTripFor(w.alice, { title: 'Kept' });
    const phone = new TestDevice(w.alice);
    const only = pdfBytes(1500);
    const shared = pdfBytes(1800);
    const docs = [
      documentArgs(tripId, only),
      documentArgs(tripId, shared),
      documentArgs(kept, shared),
    ];
    await phone.pushOk(phone.queue(...docs.map((args) => ({ name: 'addDocument', args }))));
    for (const [i, bytes] of [only, shared, shared].entries()) {
      expect((await uploadAll(w.alice, docs[i]?.id ?? '', bytes)).status).toBe(200);
    }
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: tripId } }));
    expect(await w.blobs.has(docs[0]?.sha256 ?? '')).toBe(false);
    expect(await w.blobs.has(docs[2]?.sha256 ?? '')).toBe(true);
    expect((await w.alice.get(`/api/documents/${docs[2]?.id}/content`)).status).toBe(200);
  });

  it('refuses a chunk once the traveller is over the quota (lowered since the declare)', async () => {
    world = await documentTestApp({ documentQuotaMb: 3 });
    const w = world;
    const tripId = await createTripFor(w.alice);
    const phone = new TestDevice(w.alice);
    const bytes = pdfBytes(2 * MB);
    const doc = documentArgs(tripId, bytes);
    await phone.pushOk(phone.queue({ name: 'addDocument', args: doc }));
    expect((await uploadChunk(w.alice, doc.id, 0, bytes.subarray(0, MB))).status).toBe(200);
    // The same database and folder, restarted with DOCUMENT_QUOTA_MB=1.
    const lowered = createApp({
      db: w.db,
      clock: w.clock.now,
      documents: { blobs: w.blobs, dir: w.dir },
      documentQuotaMb: 1,
    });
    const res = await new TestClient(lowered.app).put(
      `/api/documents/${doc.id}/upload?offset=${MB}`,
      bytes.subarray(MB),
      { cookie: w.alice.cookieHeader },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: quotaMessage(1) });
    expect((await stat(w.files.partialPath(doc.id))).size).toBe(MB);
  });
});
