import type { TripDocument } from '@shared/schemas/document';
import type { AppDb, PendingUpload } from '../../db/app-db';

/**
 * Files up to this size are fetched by every device that has their trip, since they cost little
 * and a ticket should open offline without planning ahead; larger ones only for a trip marked
 * 'Available offline', or when opened.
 */
export const SMALL_FILE_BYTES = 2 * 1024 * 1024;

/**
 * The next upload the server can take: its addDocument has been applied, that is it left the
 * outbox and was not refused (a refused one is under 'Needs attention' until its snapshot removes
 * the row). Oldest document first. `skip` holds ids already tried in this round.
 */
export async function nextUpload(
  db: AppDb,
  skip: ReadonlySet<string>,
): Promise<{ upload: PendingUpload; blob: Blob } | null> {
  const waiting = (await db.uploads.toArray()).filter(
    (u) => u.state === 'waiting' && !skip.has(u.id),
  );
  if (waiting.length === 0) return null;
  const queued = new Set<string>();
  for (const entry of await db.outbox.toArray()) {
    if (entry.name === 'addDocument') queued.add(entry.args.id);
  }
  const refused = new Set(
    (await db.rejections.toArray())
      .filter((r) => r.name === 'addDocument' && !r.dismissedAt)
      .map(rejectedId),
  );
  const docs = await db.documents.bulkGet(waiting.map((u) => u.id));
  const ready = waiting
    .map((upload, i) => ({ upload, doc: docs[i] }))
    .filter(({ upload, doc }) => doc && !queued.has(upload.id) && !refused.has(upload.id))
    .sort((a, b) => (a.doc?.createdAt ?? '').localeCompare(b.doc?.createdAt ?? ''));
  for (const { upload, doc } of ready) {
    if (doc?.uploaded) {
      // Another device or tab finished it (same bytes, same digest): nothing is owed.
      await db.uploads.delete(upload.id);
      continue;
    }
    const row = await db.documentBlobs.get(upload.id);
    if (row) return { upload, blob: row.blob };
    await db.uploads.update(upload.id, {
      state: 'failed',
      error: 'The file is no longer on this device',
    });
  }
  return null;
}

function rejectedId(rejection: { args: unknown }): string | undefined {
  const args = rejection.args;
  return args && typeof args === 'object' && 'id' in args && typeof args.id === 'string'
    ? args.id
    : undefined;
}

/**
 * Documents to fetch in the background: on the server, not on this device, and either small or
 * of a trip kept 'Available offline'. Trips marked first, then oldest first.
 */
export async function downloadsWanted(
  db: AppDb,
  skip: ReadonlySet<string>,
): Promise<TripDocument[]> {
  const [docs, blobIds, offline] = await Promise.all([
    db.documents.toArray(),
    db.documentBlobs.toCollection().primaryKeys(),
    db.offlineTrips.toCollection().primaryKeys(),
  ]);
  const here = new Set(blobIds);
  const kept = new Set(offline);
  return docs
    .filter((d) => d.uploaded && !here.has(d.id) && !skip.has(d.id))
    .filter((d) => kept.has(d.tripId) || d.size <= SMALL_FILE_BYTES)
    .sort(
      (a, b) =>
        Number(kept.has(b.tripId)) - Number(kept.has(a.tripId)) ||
        a.createdAt.localeCompare(b.createdAt),
    );
}
