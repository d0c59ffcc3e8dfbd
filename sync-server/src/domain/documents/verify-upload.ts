import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { DocumentMediaType } from '@shared/schemas/document';
import { matchesSignature, SIGNATURE_BYTES } from '@shared/domain/file-signature';

/**
 * What a complete upload is: `ok` when it hashes to the digest the device computed and starts
 * with the signature of the type it declared; `damaged` when the digest differs (it changed on
 * the way, and sending it again can help); `wrong-type` when the digest matches but the
 * signature does not: these are the device's very bytes, so sending them again never helps.
 * Read as a stream, 64 KiB at a time: a 20 MB file is never held in memory.
 */
export type UploadVerdict = 'ok' | 'damaged' | 'wrong-type';

export async function verifyUpload(
  path: string,
  expected: { sha256: string; mediaType: DocumentMediaType },
): Promise<UploadVerdict> {
  const hash = createHash('sha256');
  const head = Buffer.alloc(SIGNATURE_BYTES);
  let headLength = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    if (headLength < SIGNATURE_BYTES) {
      headLength += chunk.copy(head, headLength, 0, SIGNATURE_BYTES - headLength);
    }
    hash.update(chunk);
  }
  if (hash.digest('hex') !== expected.sha256) return 'damaged';
  return matchesSignature(expected.mediaType, head.subarray(0, headLength)) ? 'ok' : 'wrong-type';
}
