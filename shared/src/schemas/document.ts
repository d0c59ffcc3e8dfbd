import { z } from 'zod';
import { idSchema, isoInstantSchema } from './common';

/**
 * A trip document: a ticket, a reservation, an e-visa, a receipt, a photo. Its metadata is a
 * synced row like an expense (through the outbox, pulled by every member); its bytes travel
 * separately (the upload and download routes of shared/src/api/documents.ts) and are kept on the
 * device as a Blob, so a document opens offline. Decision 009.
 */

export const DOCUMENT_KINDS = [
  'ticket',
  'reservation',
  'visa',
  'insurance',
  'receipt',
  'photo',
  'other',
] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  ticket: 'Ticket',
  reservation: 'Reservation',
  visa: 'Visa',
  insurance: 'Insurance',
  receipt: 'Receipt',
  photo: 'Photo',
  other: 'Other',
};

/**
 * The file types accepted, by the media type the browser reports (`File.type`). HEIC is accepted
 * and stored as it is; whether it can be shown depends on the browser (Safari can, Chromium
 * cannot), so it is always offered for download as well. A wallet pass, an e-mail, a calendar
 * file and a web page are the originals of imported bookings (decision 019): kept so nothing the
 * traveller gave is lost, never shown by the app, only saved back to the device; the server
 * sends the e-mail and the page as plain bytes, never as markup a browser would render.
 */
export const DOCUMENT_MEDIA_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/vnd.apple.pkpass',
  'message/rfc822',
  'text/calendar',
  'text/html',
] as const;
export const DOCUMENT_TYPE_MESSAGE =
  'Choose a PDF, a picture (JPEG, PNG, HEIC or WebP), a wallet pass, an e-mail, a calendar file or a web page';
export const documentMediaTypeSchema = z.enum(DOCUMENT_MEDIA_TYPES, {
  message: DOCUMENT_TYPE_MESSAGE,
});
export type DocumentMediaType = z.infer<typeof documentMediaTypeSchema>;

/** The types the app shows itself (a PDF, a picture); any other is only saved to the device. */
export function isViewableDocument(mediaType: DocumentMediaType): boolean {
  return mediaType === 'application/pdf' || mediaType.startsWith('image/');
}

/** The largest file accepted: a scanned multi-page PDF or a phone photo fits. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const DOCUMENT_SIZE_MESSAGE = 'Files can be up to 20 MB';
export const DOCUMENT_EMPTY_MESSAGE = 'This file is empty';

/** A SHA-256 digest, lower-case hex: the address of the bytes on the server. */
export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Not a SHA-256 digest');

export const tripDocumentSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  /** Attached to one itinerary item (a boarding pass) or expense (a receipt); else the trip. */
  itemId: idSchema.nullable(),
  expenseId: idSchema.nullable(),
  name: z.string(),
  kind: documentKindSchema,
  mediaType: documentMediaTypeSchema,
  /** Bytes. */
  size: z.number().int().positive(),
  sha256: sha256Schema,
  createdAt: isoInstantSchema,
  /** Who added it, as the server recorded it; null before sync. */
  createdBy: z.uuid().nullable(),
  /** Whether the server holds the bytes (then other devices can download them). */
  uploaded: z.boolean(),
});
export type TripDocument = z.infer<typeof tripDocumentSchema>;

const nameSchema = z.string().trim().min(1, 'Give the document a name').max(200);

/** The addDocument mutation: the metadata, with the id and digest computed on the device. */
export const addDocumentArgsSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  itemId: idSchema.optional(),
  expenseId: idSchema.optional(),
  name: nameSchema,
  kind: documentKindSchema,
  mediaType: documentMediaTypeSchema,
  size: z
    .number()
    .int()
    .positive(DOCUMENT_EMPTY_MESSAGE)
    .max(DOCUMENT_MAX_BYTES, DOCUMENT_SIZE_MESSAGE),
  sha256: sha256Schema,
});
export type AddDocumentArgs = z.infer<typeof addDocumentArgsSchema>;

/** The updateDocument mutation's patch: a field-level rename or re-file (at least one field). */
export const updateDocumentSchema = z
  .object({
    name: nameSchema,
    kind: documentKindSchema,
    itemId: idSchema.nullable(),
    expenseId: idSchema.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateDocument = z.infer<typeof updateDocumentSchema>;
