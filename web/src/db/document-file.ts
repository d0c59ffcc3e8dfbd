import { matchesSignature, SIGNATURE_BYTES, wrongTypeMessage } from '@shared/domain/file-signature';
import {
  DOCUMENT_EMPTY_MESSAGE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  type DocumentMediaType,
} from '@shared/schemas/document';

/** A file the traveller picked that cannot become a document; nothing was queued. */
export class InvalidDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDocumentError';
  }
}

/**
 * Some browsers report no type for a HEIC photo (Chromium on Windows and Linux), so the name's
 * extension decides when the browser says nothing.
 */
const BY_EXTENSION: Record<string, DocumentMediaType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  pkpass: 'application/vnd.apple.pkpass',
  eml: 'message/rfc822',
  ics: 'text/calendar',
  html: 'text/html',
  htm: 'text/html',
};

/**
 * Types a browser reports when it does not know the file (a wallet pass on a desktop): then the
 * name's extension decides, and the first bytes are checked against it all the same.
 */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

const isAccepted = (type: string): type is DocumentMediaType =>
  (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(type);

/** The accepted media type of a picked file, or null when it is not one we take. */
export function mediaTypeOf(file: { type: string; name?: string }): DocumentMediaType | null {
  if (!UNKNOWN_TYPES.has(file.type)) return isAccepted(file.type) ? file.type : null;
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

/** The contract's message for a file that cannot be a document, or null when it can. */
export function documentFileProblem(file: { type: string; size: number; name?: string }) {
  if (!mediaTypeOf(file)) return DOCUMENT_TYPE_MESSAGE;
  if (file.size === 0) return DOCUMENT_EMPTY_MESSAGE;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_SIZE_MESSAGE;
  return null;
}

/**
 * 'This file is not a PDF' when the first bytes are not those of the type the browser or the
 * name claims (a web page saved as `e-visa.pdf`), else null. Checked on the device because the
 * server would refuse the upload later, when the traveller may be at the gate without the file.
 */
export function signatureProblem(mediaType: DocumentMediaType, head: Uint8Array): string | null {
  return matchesSignature(mediaType, head) ? null : wrongTypeMessage(mediaType);
}

/** Every refusal of a picked file, its first bytes read too: the contract's message, or null. */
export async function pickedFileProblem(file: Blob & { name?: string }): Promise<string | null> {
  const problem = documentFileProblem(file);
  const mediaType = mediaTypeOf(file);
  if (problem || !mediaType) return problem ?? DOCUMENT_TYPE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return signatureProblem(mediaType, head);
}

/** 'Boarding pass.pdf' → 'Boarding pass': the name a new document starts with. */
export function defaultDocumentName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return base.trim().slice(0, 200) || 'Document';
}

/** Lower-case hex SHA-256 of the bytes: the address under which the server stores them. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const EXTENSIONS: Record<DocumentMediaType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/vnd.apple.pkpass': 'pkpass',
  'message/rfc822': 'eml',
  'text/calendar': 'ics',
  'text/html': 'html',
};

/** The file name a download or share gets: the document's name with its type's extension. */
export function fileNameOf(doc: { name: string; mediaType: DocumentMediaType }): string {
  const extension = EXTENSIONS[doc.mediaType];
  const safe = doc.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'document';
  return safe.toLowerCase().endsWith(`.${extension}`) ? safe : `${safe}.${extension}`;
}
