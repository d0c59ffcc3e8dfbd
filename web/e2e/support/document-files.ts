import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A file for `setInputFiles`. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A minimal one-page PDF (blank, 200 points square); `padding` bytes of comment make it larger. */
export function pdfFile(name: string, padding = 0): TestFile {
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '',
  ].join('\n');
  // Random bytes after a comment mark: nothing compresses them away on the wire.
  const filler =
    padding > 0 ? Buffer.concat([Buffer.from('%'), randomBytes(padding)]) : Buffer.alloc(0);
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from(body), filler, Buffer.from('\n%%EOF\n')]),
  };
}

/**
 * A web page saved under a PDF's name and type, as a browser's 'Save as' of an e-visa portal
 * can leave it: the name and the type say PDF, the bytes do not.
 */
export function htmlPretendingToBePdf(name: string): TestFile {
  const page =
    '<!doctype html><html><head><title>Your e-Visa</title></head><body>Approved</body></html>';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(page) };
}

/** A small PNG of one colour, made here so the test needs no fixture file. */
export function pngFile(name: string, width = 32, height = 24): TestFile {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x++) row.set([15, 118, 110], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
