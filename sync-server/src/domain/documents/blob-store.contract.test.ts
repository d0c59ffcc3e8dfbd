import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3 } from '../../testing/fake-s3';
import type { BlobStore } from './blob-store';
import { DiskBlobStore } from './disk-blob-store';
import { S3BlobStore, type S3Config } from './s3-blob-store';

const S3_CREDENTIALS = {
  bucket: 'wayfarer-documents',
  region: 'eu-central-1',
  accessKeyId: 'AKIDWAYFARER',
  secretAccessKey: 'wayfarer-test-secret',
};

let scratch: string;
let fake: FakeS3;
let endpoint: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'wayfarer-blobs-'));
  fake = new FakeS3({ ...S3_CREDENTIALS, pageSize: 2 });
  endpoint = await fake.start();
});
afterAll(async () => {
  await fake.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** A file of random bytes and its digest. */
async function fileOf(size: number) {
  const bytes = randomBytes(size);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const path = join(scratch, sha256);
  await writeFile(path, bytes);
  return { bytes, sha256, path, size };
}

async function read(store: BlobStore, sha256: string): Promise<Buffer | null> {
  const blob = await store.get(sha256);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  expect(blob.size).toBe(bytes.length);
  return bytes;
}

const implementations: [string, () => Promise<BlobStore>][] = [
  ['disk', async () => new DiskBlobStore(await mkdtemp(join(scratch, 'disk-')))],
  [
    's3 (fake)',
    async () => {
      fake.objects.clear();
      return new S3BlobStore({ endpoint, ...S3_CREDENTIALS });
    },
  ],
];

describe.each(implementations)('BlobStore contract: %s', (_name, makeStore) => {
  let store: BlobStore;
  afterEach(() => undefined);

  it('keeps bytes under their digest and gives them back', async () => {
    store = await makeStore();
    const file = await fileOf(300_000);
    expect(await store.has(file.sha256)).toBe(false);
    expect(await store.get(file.sha256)).toBeNull();
    await store.put(file.sha256, file);
    expect(await store.has(file.sha256)).toBe(true);
    expect((await read(store, file.sha256))?.equals(file.bytes)).toBe(true);
  });

  it('stores the same digest twice as one, and deletes idempotently', async () => {
    store = await makeStore();
    const file = await fileOf(1000);
    await store.put(file.sha256, file);
    await store.put(file.sha256, file);
    const listed: string[] = [];
    for await (const sha of store.list()) listed.push(sha);
    expect(listed).toEqual([file.sha256]);
    await store.delete(file.sha256);
    await store.delete(file.sha256);
    expect(await store.has(file.sha256)).toBe(false);
  });

  it('lists every digest held (across pages)', async () => {
    store = await makeStore();
    const files = await Promise.all([1, 2, 3, 4, 5].map((n) => fileOf(n * 10)));
    for (const file of files) await store.put(file.sha256, file);
    const listed: string[] = [];
    for await (const sha of store.list()) listed.push(sha);
    expect(listed.sort()).toEqual(files.map((f) => f.sha256).sort());
  });

  it('refuses a key that is not a digest', async () => {
    store = await makeStore();
    await expect(store.has('../../etc/passwd')).rejects.toThrow('Not a SHA-256 digest');
    await expect(store.get('A'.repeat(64))).rejects.toThrow('Not a SHA-256 digest');
  });
});

describe('S3BlobStore against the fake', () => {
  it('signs every request: wrong credentials, region or bucket are refused', async () => {
    const file = await fileOf(100);
    const cases: Partial<S3Config>[] = [
      { secretAccessKey: 'wrong' },
      { accessKeyId: 'SOMEONE-ELSE' },
      { region: 'us-east-1' },
    ];
    for (const wrong of cases) {
      const store = new S3BlobStore({ endpoint, ...S3_CREDENTIALS, ...wrong });
      await expect(store.put(file.sha256, file)).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    }
    const otherBucket = new S3BlobStore({ endpoint, ...S3_CREDENTIALS, bucket: 'other' });
    await expect(otherBucket.put(file.sha256, file)).rejects.toThrow(/404.*NoSuchBucket/);
  });

  it('keeps objects as blobs/<sha256>, and the service checks the bytes against the digest', async () => {
    fake.objects.clear();
    const store = new S3BlobStore({ endpoint, ...S3_CREDENTIALS });
    const file = await fileOf(100);
    await store.put(file.sha256, file);
    expect([...fake.objects.keys()]).toEqual([`blobs/${file.sha256}`]);
    const liar = await fileOf(100);
    await expect(store.put(file.sha256, liar)).rejects.toThrow(/XAmzContentSHA256Mismatch/);
    expect(await text((await store.get(file.sha256))!.stream)).toBe(file.bytes.toString());
  });
});
