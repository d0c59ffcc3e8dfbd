import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_CHUNK_BYTES } from '@shared/api/documents';
import type { AppDeps } from '../app';
import type { BlobStore } from '../domain/documents/blob-store';
import { DiskBlobStore } from '../domain/documents/disk-blob-store';
import type { TestClient } from './test-app';
import { sharingTestApp } from './trip-fixtures';

/**
 * sharingTestApp with document storage on a fresh temporary data directory (the disk blob store
 * in it, unless `makeBlobs` gives another). Call `cleanup()` after the test.
 */
export async function documentTestApp(
  overrides: Partial<AppDeps> = {},
  makeBlobs: (dir: string) => BlobStore = (dir) => new DiskBlobStore(join(dir, 'blobs')),
) {
  const dir = await mkdtemp(join(tmpdir(), 'wayfarer-documents-'));
  const blobs = makeBlobs(dir);
  const built = await sharingTestApp({ documents: { blobs, dir }, ...overrides });
  const files = built.documents;
  if (!files) throw new Error('documentTestApp needs document storage');
  return { ...built, dir, blobs, files, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A PDF's worth of bytes: the signature, then random content. */
export function pdfBytes(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return new Uint8Array(bytes);
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** addDocument args for these bytes (a PDF unless overridden). */
export function documentArgs(
  tripId: string,
  bytes: Uint8Array,
  overrides: Record<string, unknown> = {},
) {
  return {
    id: randomUUID(),
    tripId,
    name: 'Boarding pass',
    kind: 'ticket',
    mediaType: 'application/pdf',
    size: bytes.length,
    sha256: sha256Of(bytes),
    ...overrides,
  };
}

export function uploadChunk(client: TestClient, id: string, offset: number, chunk: Uint8Array) {
  return client.put(`/api/documents/${id}/upload?offset=${offset}`, chunk);
}

/** Sends every chunk in order and answers the last response. */
export async function uploadAll(
  client: TestClient,
  id: string,
  bytes: Uint8Array,
  chunkSize = UPLOAD_CHUNK_BYTES,
): Promise<Response> {
  let res: Response | undefined;
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    res = await uploadChunk(client, id, offset, bytes.subarray(offset, offset + chunkSize));
    if (res.status !== 200) return res;
  }
  if (!res) throw new Error('nothing to upload');
  return res;
}
