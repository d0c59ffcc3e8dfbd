import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { DocumentMediaType } from '@shared/schemas/document';
import { matchesSignature, SIGNATURE_BYTES } from './file-signature';

/**
 * Whether a complete upload is the file its document names: the SHA-256 the device computed and
 * the signature of the type it declared. Read as a stream, 64 KiB at a time: a 20 MB file is
 * never held in memory.
 */
export async function verifyUpload(
  path: string,
  expected: { sha256: string; mediaType: DocumentMediaType },
): Promise<boolean> {
  const hash = createHash('sha256');
  const head = Buffer.alloc(SIGNATURE_BYTES);
  let headLength = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    if (headLength < SIGNATURE_BYTES) {
      headLength += chunk.copy(head, headLength, 0, SIGNATURE_BYTES - headLength);
    }
    hash.update(chunk);
  }
  return (
    hash.digest('hex') === expected.sha256 &&
    matchesSignature(expected.mediaType, head.subarray(0, headLength))
  );
}
