/*
 * An archive as the list of arrays the writer made (header, directories, then each tile's own
 * bytes as read): sent or written part by part, it is never joined into one copy, which for a
 * 50 MB pack would double the memory it takes and cost a pass over every byte.
 */

/** One array of the parts, for what needs the whole (a test, a hash). */
export function joinParts(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  // Not Buffer.concat: a small result would be a view into Node's shared pool, whose `.buffer`
  // is someone else's memory too.
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** The views of the parts that cover bytes `start` to `end` (inclusive) of the whole. */
export function* sliceParts(
  parts: readonly Uint8Array[],
  start: number,
  end: number,
): Generator<Uint8Array> {
  let at = 0;
  for (const part of parts) {
    const next = at + part.length;
    if (next > start && at <= end) {
      yield part.subarray(Math.max(0, start - at), Math.min(part.length, end + 1 - at));
    }
    if (next > end) return;
    at = next;
  }
}
