import { join } from 'node:path';
import type { BlobStore } from './blob-store';
import { DiskBlobStore } from './disk-blob-store';
import { S3BlobStore, type S3Config } from './s3-blob-store';

/**
 * Document storage from the environment (README, Trip documents): always `<dir>` on local disk
 * for partial uploads; the bytes themselves in `<dir>/blobs` unless an S3-compatible bucket is
 * configured.
 */
export function documentStorageFromConfig(config: { dir: string; s3?: S3Config }): {
  blobs: BlobStore;
  dir: string;
} {
  const blobs = config.s3
    ? new S3BlobStore(config.s3)
    : new DiskBlobStore(join(config.dir, 'blobs'));
  return { blobs, dir: config.dir };
}
