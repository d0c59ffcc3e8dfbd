import type { Context } from 'hono';
import { gzipBytes, gzipFor } from './compression';

/**
 * An answer's bytes kept between requests (a trip, the destinations list), with their gzip
 * made on the first request that accepts it and kept too. Every browser accepts gzip, so without
 * this each request would compress the same bytes again, which costs more than the rest of the
 * request together.
 */
export class KeptAnswer {
  private zipped: Promise<Uint8Array<ArrayBuffer>> | null = null;

  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {}

  gzipped(): Promise<Uint8Array<ArrayBuffer>> {
    if (!this.zipped) {
      this.zipped = gzipBytes(this.bytes);
      // A failure is not kept: the next request tries again.
      this.zipped.catch(() => (this.zipped = null));
    }
    return this.zipped;
  }
}

/**
 * The validator this request's answer carries: `etag` is the identity bytes' strong one, and a
 * gzipped answer carries it weak, as compressAnswers marks it. A 304 sends the same one.
 */
export function keptEtag(c: Context, kept: KeptAnswer, etag: string): string {
  return gzipFor(c, kept.bytes.byteLength) ? `W/${etag}` : etag;
}

/** A 200 with the kept bytes, gzipped (once) when the request accepts it, and its validator. */
export async function sendKept(
  c: Context,
  kept: KeptAnswer,
  contentType: string,
  etag?: string,
): Promise<Response> {
  const gzip = gzipFor(c, kept.bytes.byteLength);
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (etag) headers.ETag = keptEtag(c, kept, etag);
  if (!gzip) return c.body(kept.bytes, 200, headers);
  headers['Content-Encoding'] = 'gzip';
  return c.body(await kept.gzipped(), 200, headers);
}
