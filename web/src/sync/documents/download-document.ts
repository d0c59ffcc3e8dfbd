import type { TripDocument } from '@shared/schemas/document';
import type { AppDb } from '../../db/app-db';
import { sha256Hex } from '../../db/document-file';
import { SyncFailure } from '../sync-failure';
import type { DocumentHttp } from './document-http';

/** A whole file may take a while on a slow connection; a chunk has the shorter default. */
const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Fetches a document's bytes and keeps them on this device. Answers false when the server has
 * no bytes for it (not uploaded yet, or deleted meanwhile). Bytes that do not match the digest are
 * not kept. No connection or a server failure throws (SyncFailure).
 */
export async function downloadDocument(
  db: AppDb,
  http: DocumentHttp,
  doc: Pick<TripDocument, 'id' | 'mediaType' | 'sha256'>,
): Promise<boolean> {
  const path = `/api/documents/${encodeURIComponent(doc.id)}/content`;
  const { status, response } = await http.send('GET', path, { timeoutMs: DOWNLOAD_TIMEOUT_MS });
  if (status === 404) return false;
  if (!response.ok) throw new SyncFailure('refused', `${status}: the download was refused`, status);
  const bytes = await response.arrayBuffer();
  if ((await sha256Hex(bytes)) !== doc.sha256) {
    throw new SyncFailure('temporary', 'The downloaded file was damaged');
  }
  const blob = new Blob([bytes], { type: doc.mediaType });
  // Kept only while the document is still here: a delete pulled meanwhile wins.
  return db.transaction('rw', db.documents, db.documentBlobs, async () => {
    if (!(await db.documents.get(doc.id))) return false;
    await db.documentBlobs.put({ id: doc.id, blob });
    return true;
  });
}
