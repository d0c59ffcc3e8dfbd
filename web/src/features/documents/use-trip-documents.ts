import { useLiveQuery } from 'dexie-react-hooks';
import type { TripDocument } from '@shared/schemas/document';
import type { AppDb, PendingUpload } from '../../db/app-db';
import { useDb } from '../../session/db-context';
import { queryPendingIds } from '../../db/live-queries';

export interface DocumentRowData extends TripDocument {
  /** Its bytes are on this device (it opens offline). */
  onDevice: boolean;
  /** The upload this device still owes for it. */
  upload: PendingUpload | undefined;
  /** Its metadata change is not on the server yet. */
  pending: boolean;
}

export interface TripDocumentsData {
  documents: DocumentRowData[];
  /** This trip's uploads still owed, for the summary line. */
  uploads: PendingUpload[];
  availableOffline: boolean;
  /** Bytes of this trip's files kept on this device. */
  bytesOnDevice: number;
}

/** Newest first: what was just added is at the top, where the form was. */
const newestFirst = (a: TripDocument, b: TripDocument) => b.createdAt.localeCompare(a.createdAt);

export async function queryTripDocuments(db: AppDb, tripId: string): Promise<TripDocumentsData> {
  const [docs, uploads, blobIds, offline, pending] = await Promise.all([
    db.documents.where('tripId').equals(tripId).toArray(),
    db.uploads.toArray(),
    // Keys only: the blobs themselves are read when a document is opened.
    db.documentBlobs.toCollection().primaryKeys(),
    db.offlineTrips.get(tripId),
    queryPendingIds(db),
  ]);
  const here = new Set(blobIds);
  const uploadOf = new Map(uploads.map((u) => [u.id, u]));
  const documents = docs.sort(newestFirst).map((d) => ({
    ...d,
    onDevice: here.has(d.id),
    upload: uploadOf.get(d.id),
    pending: pending.has(d.id),
  }));
  return {
    documents,
    uploads: uploads.filter((u) => u.tripId === tripId),
    availableOffline: Boolean(offline),
    bytesOnDevice: documents.filter((d) => d.onDevice).reduce((sum, d) => sum + d.size, 0),
  };
}

/** undefined while loading. */
export function useTripDocuments(tripId: string): TripDocumentsData | undefined {
  const db = useDb();
  return useLiveQuery(() => queryTripDocuments(db, tripId), [db, tripId]);
}
