import type { AppDb } from '../../db/app-db';

/**
 * Drops the bytes and pending uploads of documents this device no longer has, after a pull (a
 * reset replaces the synced rows, a refused addDocument vanishes with the next snapshot). Kept:
 * the blob of every document still present, of every addDocument still queued (its row may be
 * missing only because its trip is not back yet), and of every refused addDocument still under
 * 'Needs attention', so that 'Retry' has the file to send. Reads keys only, never the blobs.
 * Runs inside the pull's transaction.
 */
export async function dropOrphanedDocumentData(db: AppDb): Promise<void> {
  const [blobIds, uploadIds] = await Promise.all([
    db.documentBlobs.toCollection().primaryKeys(),
    db.uploads.toCollection().primaryKeys(),
  ]);
  if (blobIds.length === 0 && uploadIds.length === 0) return;
  const keep = new Set(await db.documents.toCollection().primaryKeys());
  for (const entry of await db.outbox.toArray()) {
    if (entry.name === 'addDocument') keep.add(entry.args.id);
  }
  for (const rejection of await db.rejections.toArray()) {
    if (rejection.name === 'addDocument' && !rejection.dismissedAt) {
      const id = idOf(rejection.args);
      if (id) keep.add(id);
    }
  }
  await db.documentBlobs.bulkDelete(blobIds.filter((id) => !keep.has(id)));
  await db.uploads.bulkDelete(uploadIds.filter((id) => !keep.has(id)));
}

function idOf(args: unknown): string | undefined {
  if (args && typeof args === 'object' && 'id' in args && typeof args.id === 'string') {
    return args.id;
  }
  return undefined;
}
