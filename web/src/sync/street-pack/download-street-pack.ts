import type { AppDb, StreetPackRow } from '../../db/app-db';
import { forgetStreetPack } from '../../db/street-pack-repo';
import { messageOf } from '../documents/document-http';
import { SyncFailure, failureKindOf } from '../sync-failure';

/** Bytes gathered before they are written to the device: a drop loses at most this much. */
export const PART_BYTES = 256 * 1024;

export const PMTILES_TYPE = 'application/vnd.pmtiles';

export interface StreetPackProgress {
  received: number;
  size: number;
}

export interface DownloadOptions {
  fetchImpl: typeof fetch;
  /** The trip's places as this device knows them now (places-key.ts). */
  placesKey: string;
  /** Cancel, sign-out or the engine stopping. */
  signal: AbortSignal;
  onProgress?: (progress: StreetPackProgress) => void;
  partBytes?: number;
}

/**
 * What came of one attempt: the pack is kept (new or unchanged), the server has none for these
 * places, or the trip is no longer kept offline here (whatever was fetched is dropped).
 */
export type DownloadOutcome = 'kept' | 'unchanged' | 'problem' | 'gone';

/** A trip's row before anything of its pack is known. */
export const emptyStreetPackRow = (tripId: string): StreetPackRow => ({
  tripId,
  kept: null,
  download: null,
  paused: false,
  problem: null,
});

/** The trip is still on this device and still 'Available offline': else nothing is kept. */
async function stillWanted(db: AppDb, tripId: string): Promise<boolean> {
  const [trip, offline] = await Promise.all([db.trips.get(tripId), db.offlineTrips.get(tripId)]);
  return Boolean(trip && offline);
}

/**
 * Writes a change to the trip's street pack row, unless the trip is no longer kept offline on
 * this device (turned off, deleted or left meanwhile), in which case everything of its pack is
 * dropped. Answers whether the change was written.
 */
async function writeRow(
  db: AppDb,
  tripId: string,
  change: (row: StreetPackRow) => Promise<StreetPackRow | void> | StreetPackRow | void,
): Promise<boolean> {
  return db.transaction(
    'rw',
    [db.trips, db.offlineTrips, db.streetPacks, db.streetPackParts],
    async () => {
      if (!(await stillWanted(db, tripId))) {
        await forgetStreetPack(db, tripId);
        return false;
      }
      const row = (await db.streetPacks.get(tripId)) ?? emptyStreetPackRow(tripId);
      const next = await change(row);
      await db.streetPacks.put(next ?? row);
      return true;
    },
  );
}

/** `bytes 0-99/1234`: the first byte and the whole size, or undefined when unreadable. */
function contentRange(header: string | null): { start: number; size: number } | undefined {
  const match = /^bytes (\d+)-\d+\/(\d+)$/.exec(header ?? '');
  return match ? { start: Number(match[1]), size: Number(match[2]) } : undefined;
}

/**
 * Fetches a trip's street pack (`GET /api/trips/:id/street-pack`, decision 012) and keeps it in
 * IndexedDB as one Blob. A download cut short (a drop, a reload, Cancel) resumes from the parts
 * already written, with `Range` and `If-Range: <etag>`: a server whose pack changed meanwhile
 * sends the new one whole, and the old parts are dropped. A kept pack is asked again with
 * `If-None-Match`; a new one replaces it only once it is whole, so the map always has one.
 * No connection, a timeout or a server failure throws a SyncFailure; nothing written is lost.
 */
export async function downloadStreetPack(
  db: AppDb,
  tripId: string,
  options: DownloadOptions,
): Promise<DownloadOutcome> {
  const { placesKey, signal } = options;
  const partBytes = options.partBytes ?? PART_BYTES;
  const row = (await db.streetPacks.get(tripId)) ?? emptyStreetPackRow(tripId);
  const headers = new Headers();
  const resuming = row.download && row.download.received > 0 ? row.download : null;
  if (resuming) {
    headers.set('Range', `bytes=${resuming.received}-`);
    headers.set('If-Range', resuming.etag);
  } else if (row.kept) {
    headers.set('If-None-Match', row.kept.etag);
  }

  let response: Response;
  try {
    response = await options.fetchImpl(`/api/trips/${encodeURIComponent(tripId)}/street-pack`, {
      credentials: 'include',
      headers,
      signal,
    });
  } catch {
    throw new SyncFailure(
      'offline',
      signal.aborted ? 'The street map download stopped' : 'You appear to be offline',
    );
  }

  if (response.status === 304) {
    const written = await writeRow(db, tripId, (r) => {
      if (r.kept) r.kept.placesKey = placesKey;
      r.problem = null;
    });
    return written ? 'unchanged' : 'gone';
  }
  if (response.status === 404 || response.status === 422) {
    // The server's own words: no street source here, no places yet, not covered, too large.
    const message = await messageOf(response);
    const kind = response.status === 404 ? 'unavailable' : 'refused';
    const written = await writeRow(db, tripId, async (r) => {
      await db.streetPackParts.where('tripId').equals(tripId).delete();
      r.download = null;
      r.problem = { kind, message, placesKey };
    });
    return written ? 'problem' : 'gone';
  }
  if (response.status !== 200 && response.status !== 206) {
    const kind = failureKindOf(response.status);
    const message = `${response.status}: ${await messageOf(response)}`;
    throw new SyncFailure(kind === 'refused' ? 'temporary' : kind, message, response.status);
  }

  // Where these bytes start, and the pack they belong to.
  let offset = 0;
  let download: NonNullable<StreetPackRow['download']>;
  const range =
    response.status === 206 ? contentRange(response.headers.get('Content-Range')) : null;
  if (resuming && range && range.start === resuming.received && range.size === resuming.size) {
    offset = resuming.received;
    download = { ...resuming, placesKey };
  } else {
    const etag = response.headers.get('ETag') ?? '';
    const size = Number(response.headers.get('Content-Length') ?? range?.size ?? NaN);
    if (response.status === 206 || !Number.isSafeInteger(size)) {
      // A range of something else, or a size not said: start over on the next attempt.
      await response.body?.cancel();
      await writeRow(db, tripId, async (r) => {
        await db.streetPackParts.where('tripId').equals(tripId).delete();
        r.download = null;
      });
      throw new SyncFailure('temporary', 'The street map answer could not be used');
    }
    download = { etag, size, received: 0, placesKey };
    // A whole pack: what was kept of another one is of no use.
    const written = await writeRow(db, tripId, async (r) => {
      await db.streetPackParts.where('tripId').equals(tripId).delete();
      r.download = download;
      r.problem = null;
    });
    if (!written) {
      await response.body?.cancel();
      return 'gone';
    }
  }

  options.onProgress?.({ received: offset, size: download.size });
  const reader = response.body?.getReader();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async (): Promise<boolean> => {
    if (pendingBytes === 0) return true;
    const blob = new Blob(pending as BlobPart[]);
    const at = offset;
    const written = await writeRow(db, tripId, async (r) => {
      // Written only onto the same download: a Cancel-then-restart elsewhere must not mix packs.
      if (r.download?.etag !== download.etag || r.download.received !== at) {
        throw new SyncFailure('temporary', 'The street map download was replaced');
      }
      await db.streetPackParts.put({ tripId, offset: at, blob });
      r.download = { ...r.download, received: at + blob.size, placesKey };
    });
    if (!written) return false;
    offset += blob.size;
    pending = [];
    pendingBytes = 0;
    options.onProgress?.({ received: offset, size: download.size });
    return true;
  };

  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      // The bytes shown move as they arrive; those written move by parts.
      options.onProgress?.({ received: offset + pendingBytes, size: download.size });
      if (pendingBytes >= partBytes && !(await flush())) {
        await reader?.cancel();
        return 'gone';
      }
    }
  } catch (error) {
    // Keep what arrived before the drop or the traveller's Cancel, so the next attempt resumes
    // after it (a pack smaller than a part would otherwise start over). After a sign-out the
    // write fails, which is fine: the copy is being erased.
    await flush().catch(() => false);
    if (error instanceof SyncFailure) throw error;
    throw new SyncFailure('offline', 'The street map download stopped');
  }
  if (!(await flush())) return 'gone';
  if (offset !== download.size) {
    throw new SyncFailure('temporary', 'The street map download ended early');
  }

  // Whole: the parts become one Blob, which replaces the kept pack in the same transaction.
  const written = await writeRow(db, tripId, async (r) => {
    const parts = await db.streetPackParts.where('tripId').equals(tripId).sortBy('offset');
    const blob = new Blob(
      parts.map((p) => p.blob),
      { type: PMTILES_TYPE },
    );
    if (blob.size !== download.size)
      throw new SyncFailure('temporary', 'The street map is damaged');
    await db.streetPackParts.where('tripId').equals(tripId).delete();
    r.kept = { blob, etag: download.etag, size: blob.size, placesKey };
    r.download = null;
    r.problem = null;
  });
  return written ? 'kept' : 'gone';
}
