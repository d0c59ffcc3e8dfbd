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

/**
 * What to tell an operator at start about where documents go, or null. With DATABASE_URL
 * several server processes may share one database (decision 010), but the documents folder
 * defaults to one beside DATABASE_PATH on this machine: a document stored through one node, or
 * the first part of an upload, would be missing on another. Partial uploads stay in that folder
 * even with S3.
 */
export function documentsFolderWarning(config: {
  sharedDatabase: boolean;
  dirChosen: boolean;
  dir: string;
  s3: boolean;
}): string | null {
  if (!config.sharedDatabase || config.dirChosen) return null;
  const what = config.s3 ? 'Partial document uploads' : 'Document bytes and partial uploads';
  return (
    `${what} are kept in ${config.dir} on this machine (DOCUMENTS_DIR is not set). With ` +
    'several nodes on one database, set DOCUMENTS_DIR to a folder they all share (deploy/README.md).'
  );
}
