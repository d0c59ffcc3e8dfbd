import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { idSchema } from '@shared/schemas/common';
import type { DocumentFiles } from './document-files';
import { tryRemovingDeletedDocument } from './remove-deleted-document';

/** A partial upload untouched this long is abandoned (the device starts again from 0). */
export const STALE_PARTIAL_MS = 24 * 60 * 60_000;

/**
 * A blob store's temporary file untouched this long is a copy a crash cut off. A copy rewrites
 * its file as it goes and takes seconds (20 MB on a slow disk), so an hour is far past any.
 */
export const STALE_TEMPORARY_MS = 60 * 60_000;

/** How often main.ts sweeps (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface SweepReport {
  blobsDeleted: number;
  partialsDeleted: number;
  temporariesDeleted: number;
}

/**
 * Deletes bytes no document refers to any more, abandoned partial uploads and the blob store's
 * temporary files left by a crash, and retries removals a delete could not finish. A delete
 * removes its document's bytes itself, right after its commit (remove-deleted-document.ts): the
 * sweep is for what a crash, a failed removal or a restart left. A deleted document's row goes in the same transaction as its tombstone, so bytes are only ever removed
 * after a committed delete (of the document, or of its trip) and never while a row still needs
 * them: each digest is checked again under its lock right before it goes, the lock an upload
 * holds from "the store already has it" to marking its document uploaded.
 */
export async function sweepDocuments(files: DocumentFiles, now: Date): Promise<SweepReport> {
  const sql = files.deps.db.$statements;
  let blobsDeleted = 0;
  const unreferenced: string[] = [];
  for await (const sha256 of files.blobs.list()) {
    if (!(await sql.digestReferenced.get(sha256))) unreferenced.push(sha256);
  }
  for (const sha256 of unreferenced) {
    await files.locks.run(`blob:${sha256}`, async () => {
      if (await sql.digestReferenced.get(sha256)) return;
      await files.blobs.delete(sha256);
      blobsDeleted += 1;
    });
  }

  let partialsDeleted = 0;
  const names = await readdir(files.partialDir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(files.partialDir, name);
    if (!idSchema.safeParse(name).success) {
      // Nothing but document ids is ever written here.
      console.warn('Unexpected file among partial uploads', { path });
      continue;
    }
    await files.locks.run(`document:${name}`, async () => {
      const info = await stat(path).catch(() => null);
      if (!info) return;
      const gone = !(await sql.documentTrip.get(name));
      if (gone || now.getTime() - info.mtimeMs > STALE_PARTIAL_MS) {
        await rm(path, { force: true });
        partialsDeleted += 1;
      }
    });
  }

  const olderThan = new Date(now.getTime() - STALE_TEMPORARY_MS);
  const temporariesDeleted = (await files.blobs.removeTemporaries?.(olderThan)) ?? 0;
  // Bytes of deleted documents that their delete failed to remove (a bucket that was down)
  // still count in a quota until they are gone: most went in the loops above, this settles them.
  for (const doc of files.deletedBytes.waiting()) await tryRemovingDeletedDocument(files, doc);
  return { blobsDeleted, partialsDeleted, temporariesDeleted };
}
