import { afterEach, describe, expect, it } from 'vitest';
import { S3BlobStore } from '../domain/documents/s3-blob-store';
import { sweepDocuments } from '../domain/documents/document-sweep';
import {
  documentArgs,
  documentTestApp,
  pdfBytes,
  sha256Of,
  uploadAll,
} from '../testing/document-fixtures';
import { FakeS3 } from '../testing/fake-s3';
import { createTripFor, TestDevice } from '../testing/trip-fixtures';

const CREDENTIALS = {
  bucket: 'documents',
  region: 'auto',
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'test-secret',
};

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

describe('documents with the S3-compatible store', () => {
  it('uploads, downloads and deletes through the bucket, partial uploads staying on disk', async () => {
    const fake = new FakeS3(CREDENTIALS);
    const endpoint = await fake.start();
    cleanup.push(() => fake.stop());
    const app = await documentTestApp({}, () => new S3BlobStore({ endpoint, ...CREDENTIALS }));
    cleanup.push(() => app.cleanup());
    const tripId = await createTripFor(app.alice);
    const phone = new TestDevice(app.alice);
    const bytes = pdfBytes(2500);
    const doc = documentArgs(tripId, bytes);
    await phone.pushOk(phone.queue({ name: 'addDocument', args: doc }));
    expect((await uploadAll(app.alice, doc.id, bytes, 1000)).status).toBe(200);
    expect([...fake.objects.keys()]).toEqual([`blobs/${doc.sha256}`]);
    const res = await app.alice.get(`/api/documents/${doc.id}/content`);
    expect(sha256Of(new Uint8Array(await res.arrayBuffer()))).toBe(doc.sha256);
    await phone.pushOk(phone.queue({ name: 'deleteDocument', args: { id: doc.id } }));
    expect(fake.objects.size).toBe(0);
    // The bucket keeps no temporary objects: nothing is left for the sweep.
    expect(await sweepDocuments(app.files, app.clock.now())).toEqual({
      blobsDeleted: 0,
      partialsDeleted: 0,
      temporariesDeleted: 0,
    });
  });
});
