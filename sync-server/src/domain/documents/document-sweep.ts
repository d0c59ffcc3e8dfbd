import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { idSchema } from '@shared/schemas/common';
import type { DocumentFiles } from './document-files';

/** A partial upload untouched this long is abandoned (the device starts again from 0). */
export const STALE_PARTIAL_MS = 24 * 60 * 60_000;

/** How often main.ts sweeps (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface SweepReport {
  blobsDeleted: number;
  partialsDeleted: number;
}

/**
 * Deletes bytes no document refers to any more, and abandoned partial uploads. A deleted
 * document's row goes in the same transaction as its tombstone, so bytes are only ever removed
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
  return { blobsDeleted, partialsDeleted };
}
