import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Below this, gzip's header and the CPU cost more than the bytes saved. */
export const GZIP_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

/** gzip on the thread pool, so a large answer does not stall every other request meanwhile. */
export async function gzipBytes(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const zipped = await gzipAsync(bytes);
  return new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 12.5.3): named, or through `*`,
 * with a q above 0. Every browser sends `gzip`.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === '*') wildcard = accepted;
    else return accepted;
  }
  return wildcard ?? false;
}

/** Whether this request takes a gzipped answer: not a HEAD, and it says it accepts gzip. */
function takesGzip(c: Context): boolean {
  return c.req.method !== 'HEAD' && acceptsGzip(c.req.header('Accept-Encoding'));
}

/** Whether this request gets an answer of `bytes` gzipped (the routes' own JSON, kept answers). */
export function gzipFor(c: Context, bytes: number): boolean {
  return bytes >= GZIP_MIN_BYTES && takesGzip(c);
}

/**
 * Answers that are text and complete: never a stream, a range, a file of bytes or a 304, and
 * never JSON, which the routes gzip themselves (json-answer.ts, kept-answer.ts).
 */
function worthCompressing(res: Response): boolean {
  const headers = res.headers;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  return (
    res.status !== 204 &&
    res.status !== 206 &&
    res.status !== 304 &&
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    !(length !== null && Number(length) < GZIP_MIN_BYTES) &&
    type !== null &&
    !type.startsWith('application/json') &&
    // Excludes text/event-stream: the live-updates stream must go out as it is written.
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')
  );
}

/**
 * Every text answer of 1 KiB or more goes gzipped when the request accepts it: on a slow mobile
 * connection the app's files, and the API's lists, pulls and lookups, are several times smaller.
 * No answer carries a secret next to text an attacker chooses (the session is a cookie), so
 * compression leaks nothing (BREACH).
 *
 * In place of hono/compress, which measured 280 µs of CPU for a 17-byte hello-world as every
 * browser asks for it (it gzipped it, through web streams) and 620 µs for a 30 KB trip. This
 * one reads the body whole, gzips it with zlib, and makes the answer anew from bytes, which
 * @hono/node-server writes in one call.
 *
 * JSON is left to the routes. Reading an answer back costs about 40 µs, more than a small
 * answer costs to make, and only the route knows its text before it is a Response: the routes
 * whose answers grow send them through sendJson (json-answer.ts), and answers kept between
 * requests bring a gzip made once (kept-answer.ts). (Making c.json remember its text instead
 * slowed every later request of the process to twice the hello-world's cost.)
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    // Before the handler: a header set on a finished answer makes Hono rebuild it as a stream.
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (!takesGzip(c)) return next();
    await next();
    const res = c.res;
    if (!worthCompressing(res)) return;
    const headers = res.headers;
    const bytes = new Uint8Array(await res.arrayBuffer());
    let body = bytes;
    if (bytes.byteLength >= GZIP_MIN_BYTES) {
      body = await gzipBytes(bytes);
      headers.set('Content-Encoding', 'gzip');
      // The gzipped bytes are another representation: a strong validator would claim otherwise.
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.delete('Content-Length');
    // Assigning over an answer makes Hono copy it through its body stream; cleared first, the
    // new one is kept as made.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}
