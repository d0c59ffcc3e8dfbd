import type { DocumentMediaType } from '../schemas/document';

/** Brands of an ISO base media file (`ftyp` box) that are HEIC or HEIF images. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'heif']);

/** How many leading bytes matchesSignature needs: an e-mail's first header name fits. */
export const SIGNATURE_BYTES = 64;

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The start of a text file's first bytes, after a UTF-8 byte order mark and blank space; null
 * when they hold a byte no text file has (NUL and the other controls but tab and line breaks):
 * a binary file called an e-mail is not one.
 */
function textStart(head: Uint8Array): string | null {
  let start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  for (const byte of head.subarray(start)) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return null;
    if (byte === 0x7f) return null;
  }
  while (start < head.length && [0x09, 0x0a, 0x0d, 0x20].includes(head[start] ?? 0)) start++;
  return ascii(head, start, head.length);
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
    // A wallet pass is a ZIP archive: it starts with a local file header.
    case 'application/vnd.apple.pkpass':
      return [0x50, 0x4b, 0x03, 0x04].every((b, i) => head[i] === b);
    // An e-mail starts with a header field: a name of printable characters, then a colon.
    case 'message/rfc822':
      return /^[!-9;-~]+:/.test(textStart(head) ?? '');
    case 'text/calendar':
      return /^BEGIN:VCALENDAR/i.test(textStart(head) ?? '');
    // A page starts with a tag, a doctype or a comment.
    case 'text/html':
      return /^<[!a-z]/i.test(textStart(head) ?? '');
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
  'application/vnd.apple.pkpass': 'a wallet pass',
  'message/rfc822': 'an e-mail',
  'text/calendar': 'a calendar file',
  'text/html': 'a web page',
};

/**
 * What a traveller is told about a file whose bytes are not the type its name or the browser
 * claimed ('e-visa.pdf' that is a saved web page): sending it again can never help.
 */
export function wrongTypeMessage(mediaType: DocumentMediaType): string {
  return `This file is not ${TYPE_NAMES[mediaType]}`;
}
