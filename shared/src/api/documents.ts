import { z } from 'zod';

/**
 * The bytes of a document travel outside the outbox, in chunks, after its addDocument mutation
 * was applied (decision 009). Every route answers 404 to anyone who is not an active member of
 * the document's trip, exactly as for a document that does not exist.
 *
 * - `GET  /api/documents/:id/upload` → `UploadStatus`: how many bytes the server holds so far.
 * - `PUT  /api/documents/:id/upload?offset=N` with `Content-Type: application/octet-stream` and
 *   a body of at most `UPLOAD_CHUNK_BYTES`: appends the chunk when `offset` equals the bytes
 *   received (a retried chunk already received is answered with the status, changing nothing);
 *   any other offset is 409 with the status. After the last byte the server checks the SHA-256
 *   and the file's signature against the declared type; either mismatch discards the partial
 *   upload. A wrong digest answers 422 (damaged on the way: the device starts again from 0); the
 *   right digest with a wrong signature answers 415 `UploadWrongType` (the file itself is not of
 *   its type: the device stops). A match stores the bytes under their digest
 *   (once, however many documents share them) and marks the document uploaded.
 * - `GET  /api/documents/:id/content` → the bytes, with the declared type, `nosniff`,
 *   `Content-Disposition: attachment` and `Cache-Control: private, no-store`; 404 until uploaded.
 * - Viewers may download; only owners and editors may upload.
 */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

export const uploadStatusSchema = z.object({
  /** Bytes of the file the server holds (the offset of the next chunk). */
  received: z.number().int().nonnegative(),
  /** The bytes are complete, checked and stored. */
  complete: z.boolean(),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** The 422 message when the bytes do not match the digest the device declared. */
export const UPLOAD_DAMAGED_MESSAGE = 'The file arrived damaged and will be sent again';

/**
 * The 415 answer when the bytes are the file the device declared (the digest matches) but not
 * of its declared type (an HTML page picked as `e-visa.pdf`): sending them again cannot help, so
 * `reason` tells the device to stop and offer to remove the document; `message` is
 * wrongTypeMessage (shared/src/domain/file-signature.ts). A 415 without this reason is a request
 * sent with the wrong Content-Type.
 */
export const uploadWrongTypeSchema = z.object({
  message: z.string(),
  reason: z.literal('wrong-type'),
});
export type UploadWrongType = z.infer<typeof uploadWrongTypeSchema>;

/** The per-user storage quota's message (the figure is the quota in MB). */
export function quotaMessage(quotaMb: number): string {
  return `Your documents would take more than your ${quotaMb} MB of storage`;
}
