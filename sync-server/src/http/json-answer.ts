import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { gzipBytes, gzipFor } from './compression';

const utf8 = new TextEncoder();

/**
 * What c.json answers (the same status, Content-Type and text), gzipped when the text is 1 KiB
 * or more and the request accepts gzip. For the answers that grow with a traveller's data or a
 * lookup: lists, pulls, searches. compressAnswers leaves JSON alone (compression.ts says why).
 */
export async function sendJson<T>(
  c: Context,
  value: T,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const text = JSON.stringify(value);
  // Counted in characters, which never exceed the bytes: a text over the line only with accents
  // goes as it is.
  if (!gzipFor(c, text.length)) {
    return c.body(text, status, { 'Content-Type': 'application/json' });
  }
  return c.body(await gzipBytes(utf8.encode(text)), status, {
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
  });
}
