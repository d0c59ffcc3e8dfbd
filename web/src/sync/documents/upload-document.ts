import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_DAMAGED_MESSAGE,
  uploadStatusSchema,
  uploadWrongTypeSchema,
  type UploadStatus,
} from '@shared/api/documents';
import type { AppDb, PendingUpload } from '../../db/app-db';
import { SyncFailure } from '../sync-failure';
import { messageOf, type DocumentHttp } from './document-http';

/** After this many damaged arrivals (422) in a row the upload stops until 'Try again'. */
export const MAX_DAMAGED_ATTEMPTS = 3;
/** 409s in a row (another tab sending the same file) before giving up for this round. */
const MAX_CONFLICTS = 5;

/**
 * - done: the server holds the whole file, checked;
 * - skipped: the server does not know the document (yet, or any more): try in a later round;
 * - failed: stopped with a reason shown on the document ('Upload failed — Try again').
 */
export type UploadOutcome = 'done' | 'skipped' | 'failed';

/**
 * Sends one document's bytes in chunks from where the server is: asks for `received`, sends the
 * rest a chunk at a time, storing the server's count after each so a closed app or a dropped
 * connection resumes there. No connection, a timeout or a server failure throws (SyncFailure):
 * the engine stops and tries again later.
 */
export async function uploadDocument(
  db: AppDb,
  http: DocumentHttp,
  upload: PendingUpload,
  blob: Blob,
  chunkBytes: number = UPLOAD_CHUNK_BYTES,
): Promise<UploadOutcome> {
  const path = `/api/documents/${encodeURIComponent(upload.id)}/upload`;
  const first = await http.send('GET', path);
  if (first.status === 404) return 'skipped';
  if (!first.response.ok) return fail(db, upload.id, await messageOf(first.response));
  let status = await readStatus(first.response);
  let attempts = upload.attempts;
  let conflicts = 0;
  for (;;) {
    if (status.complete) {
      await db.transaction('rw', db.uploads, db.documents, async () => {
        await db.uploads.delete(upload.id);
        await db.documents.update(upload.id, { uploaded: true });
      });
      return 'done';
    }
    // The server holds more than the file (it cannot, unless the file changed): start over.
    const offset = status.received <= blob.size ? status.received : 0;
    await db.uploads.update(upload.id, { received: offset });
    const body = blob.slice(offset, offset + chunkBytes, 'application/octet-stream');
    const answer = await http.send('PUT', `${path}?offset=${offset}`, { body });
    if (answer.status === 404) return 'skipped';
    if (answer.status === 409) {
      // Another tab or an earlier attempt moved the server on: continue from where it is.
      conflicts += 1;
      if (conflicts > MAX_CONFLICTS) {
        throw new SyncFailure('temporary', 'The upload keeps conflicting; trying again later');
      }
      status = await readStatus(answer.response);
      continue;
    }
    if (answer.status === 422) {
      // The whole file arrived damaged and the server dropped it: send it again from 0.
      attempts += 1;
      await db.uploads.update(upload.id, { attempts, received: 0 });
      if (attempts >= MAX_DAMAGED_ATTEMPTS) return fail(db, upload.id, UPLOAD_DAMAGED_MESSAGE);
      status = { received: 0, complete: false };
      continue;
    }
    if (answer.status === 415) {
      // The server has our exact bytes and they are not the document's type: sending them
      // again cannot help, so it stops for good and the document offers Remove.
      const wrongType = await readWrongType(answer.response);
      if (wrongType) return fail(db, upload.id, wrongType, 'wrong-type');
    }
    if (!answer.response.ok) return fail(db, upload.id, await messageOf(answer.response));
    conflicts = 0;
    status = await readStatus(answer.response);
  }
}

async function readStatus(response: Response): Promise<UploadStatus> {
  const parsed = uploadStatusSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new SyncFailure('refused', 'The server answered in an unexpected shape');
  return parsed.data;
}

/** The message of a 415 that says the file is not its type; null for any other 415. */
async function readWrongType(response: Response): Promise<string | null> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const parsed = uploadWrongTypeSchema.safeParse(body);
  return parsed.success ? parsed.data.message : null;
}

/** A refusal that sending again cannot fix (a viewer, the quota): shown until 'Try again'. */
async function fail(
  db: AppDb,
  id: string,
  error: string,
  reason?: PendingUpload['reason'],
): Promise<UploadOutcome> {
  await db.uploads.update(id, { state: 'failed', error, reason });
  return 'failed';
}
