import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  UPLOAD_CHUNK_BYTES,
  quotaMessage,
  UPLOAD_DAMAGED_MESSAGE,
  type UploadStatus,
  type UploadWrongType,
} from '@shared/api/documents';
import type { ErrorBody } from '@shared/api/error';
import { wrongTypeMessage } from '@shared/domain/file-signature';
import { idSchema } from '@shared/schemas/common';
import type { DocumentMediaType } from '@shared/schemas/document';
import { requireUser } from '../auth/middleware';
import type { DocumentFiles } from '../domain/documents/document-files';
import {
  UPLOAD_RATE_LIMITED_MESSAGE,
  type UploadByteBudget,
} from '../domain/documents/upload-byte-budget';
import { activeRole } from '../domain/writes/trip-access';
import { ApiError, bodyTooLarge } from '../http/errors';
import type { AppEnv } from '../http/env';
import { attachmentDisposition } from './content-disposition';

const NOT_FOUND = 'Document not found';
const offsetSchema = z.coerce.number().int().nonnegative();

/** What a chunk costs the account's budget: its length, or a whole chunk when it gives none. */
function chunkBytes(contentLength: string | undefined): number {
  const length = Number(contentLength);
  return Number.isInteger(length) && length >= 0
    ? Math.min(length, UPLOAD_CHUNK_BYTES)
    : UPLOAD_CHUNK_BYTES;
}

/**
 * The document with the asking user's role on its trip, found in one query with the id. A
 * malformed id, a missing document and one on a trip the user is not (or no longer) on all
 * answer the same 404, so ids cannot be probed and nothing but a UUID ever reaches a path.
 */
async function findDocument(c: Context<AppEnv>, userId: string, id: string) {
  if (!idSchema.safeParse(id).success) throw new ApiError(404, NOT_FOUND);
  const found = await c.get('db').$statements.documentWithAccess.get(userId, id);
  const role = activeRole(found);
  if (!found || role === undefined) throw new ApiError(404, NOT_FOUND);
  const doc = {
    id: found.id,
    name: found.name,
    size: found.size,
    sha256: found.sha256,
    // Written only through documentMediaTypeSchema.
    mediaType: found.mediaType as DocumentMediaType,
    uploaded: found.uploaded === 1,
    createdBy: found.createdBy,
  };
  return { doc, role };
}

/**
 * The Content-Type a document's bytes are sent with: its own, except for the text types (an
 * e-mail, a calendar file, a web page), sent as bytes to save. A page or an e-mail is markup
 * someone else wrote: no browser must ever be told to render it on our origin, whatever the
 * other headers say. The app knows each document's type from its metadata.
 */
export function servedType(mediaType: DocumentMediaType): string {
  return mediaType.startsWith('text/') || mediaType === 'message/rfc822'
    ? 'application/octet-stream'
    : mediaType;
}

function requireFiles(files: DocumentFiles | null): DocumentFiles {
  if (!files) throw new ApiError(503, 'Document storage is not set up on this server');
  return files;
}

/**
 * The bytes of documents (shared/src/api/documents.ts has the protocol). Metadata travels by
 * sync; these routes only move bytes, for active members of the document's trip.
 */
export function documentRoutes(files: DocumentFiles | null, uploadBudget: UploadByteBudget) {
  const app = new Hono<AppEnv>();

  /** Only owners and editors upload; a viewer is told so (they can see the document exists). */
  async function findForUpload(c: Context<AppEnv>) {
    const user = requireUser(c);
    const found = await findDocument(c, user.id, c.req.param('id') ?? '');
    if (found.role === 'viewer') throw new ApiError(403, "Viewers can't change this trip");
    return found.doc;
  }

  app.get('/:id/upload', async (c) => {
    const doc = await findForUpload(c);
    return c.json<UploadStatus>(await requireFiles(files).status(doc));
  });

  app.put(
    '/:id/upload',
    // A chunk is at most UPLOAD_CHUNK_BYTES; the route streams it to disk and counts again.
    bodyLimit({ maxSize: UPLOAD_CHUNK_BYTES, onError: bodyTooLarge }),
    async (c) => {
      const doc = await findForUpload(c);
      const store = requireFiles(files);
      if (c.req.header('content-type')?.split(';')[0]?.trim() !== 'application/octet-stream') {
        throw new ApiError(415, 'Send the bytes as application/octet-stream');
      }
      const offset = offsetSchema.safeParse(c.req.query('offset'));
      if (!offset.success) throw new ApiError(400, 'offset must be a whole number of 0 or more');
      // Per account, whichever document and device: a chunk takes its bytes before it is read.
      const verdict = uploadBudget.take(
        requireUser(c).id,
        chunkBytes(c.req.header('content-length')),
      );
      if (!verdict.allowed) {
        throw new ApiError(429, UPLOAD_RATE_LIMITED_MESSAGE, {
          'Retry-After': String(verdict.retryAfterSeconds),
        });
      }
      const outcome = await store.appendChunk(doc, offset.data, c.req.raw.body);
      switch (outcome.kind) {
        case 'status':
          return c.json<UploadStatus>(outcome.status);
        case 'wrong-offset':
          return c.json<UploadStatus>(outcome.status, 409);
        case 'too-large':
          return bodyTooLarge(c);
        case 'over-quota':
          return c.json<ErrorBody>({ message: quotaMessage(store.deps.quotaMb) }, 413);
        case 'gone':
          throw new ApiError(404, NOT_FOUND);
        case 'damaged':
          return c.json<ErrorBody>({ message: UPLOAD_DAMAGED_MESSAGE }, 422);
        case 'wrong-type': {
          // Not 422: the device would send the same bytes again, and they would be refused again.
          const body = { message: wrongTypeMessage(doc.mediaType), reason: 'wrong-type' } as const;
          return c.json<UploadWrongType>(body, 415);
        }
      }
    },
  );

  app.get('/:id/content', async (c) => {
    const user = requireUser(c);
    const { doc } = await findDocument(c, user.id, c.req.param('id'));
    const blob = await requireFiles(files).open(doc);
    if (!blob) {
      if (doc.uploaded) console.error('Uploaded document has no bytes in the store', doc);
      throw new ApiError(404, NOT_FOUND);
    }
    // The type checked against the file's signature at upload, never sniffed (an e-mail or a
    // page goes as plain bytes: see servedType); an attachment, so opening the URL itself never
    // renders it in our origin (and the app's policy runs no script of its own); private
    // and never stored by a shared cache. None of the served types is text that compressAnswers
    // gzips, so the stream is passed on as it is read, not gathered into a gzip buffer
    // (documents.test.ts checks).
    c.header('Content-Type', servedType(doc.mediaType));
    c.header('Content-Length', String(blob.size));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', attachmentDisposition(doc.name, doc.mediaType));
    c.header('Cache-Control', 'private, no-store');
    return c.body(Readable.toWeb(blob.stream) as ReadableStream<Uint8Array>);
  });

  return app;
}
