import type { DocumentMediaType } from '../schemas/document';

/** Brands of an ISO base media file (`ftyp` box) that are HEIC or HEIF images. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'heif']);

/** How many leading bytes matchesSignature needs. */
export const SIGNATURE_BYTES = 16;

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * Whether a file's first bytes are those of the type it was declared as. One table for both
 * sides: the device refuses such a file before it is queued, and the server checks again when
 * the last byte arrives, since the content route answers the declared type and a file that is
 * something else (an HTML page called a PNG) must never be stored: a browser told `nosniff`
 * would not run it, but nothing else should be trusted with it either.
 */
export function matchesSignature(mediaType: DocumentMediaType, head: Uint8Array): boolean {
  switch (mediaType) {
    case 'application/pdf':
      return ascii(head, 0, 5) === '%PDF-';
    case 'image/jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'image/png':
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
    case 'image/webp':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
    case 'image/heic':
    case 'image/heif':
      return ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12));
  }
}

/** A type as a traveller names it, after 'not': 'a PDF', 'a JPEG image'. */
const TYPE_NAMES: Record<DocumentMediaType, string> = {
  'application/pdf': 'a PDF',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/webp': 'a WebP image',
  'image/heic': 'a HEIC image',
  'image/heif': 'a HEIF image',
};

/**
 * What a traveller is told about a file whose bytes are not the type its name or the browser
 * claimed ('e-visa.pdf' that is a saved web page): sending it again can never help.
 */
export function wrongTypeMessage(mediaType: DocumentMediaType): string {
  return `This file is not ${TYPE_NAMES[mediaType]}`;
}
