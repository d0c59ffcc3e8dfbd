import { createWriteStream } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A chunk longer than it may be: the request is refused and nothing of it is kept. */
export class ChunkTooLarge extends Error {
  constructor() {
    super('Chunk is larger than allowed');
    this.name = 'ChunkTooLarge';
  }
}

/** Passes bytes through until more than `limit` have come, then fails the stream. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new ChunkTooLarge() : null, chunk);
    },
  });
}

/**
 * Appends a request body to the partial file at `path`, which holds `received` bytes, streaming
 * (never the whole chunk in memory). More than `limit` bytes: the file is cut back to `received`
 * and ChunkTooLarge is thrown. A body that breaks off (the connection dropped) keeps what did
 * arrive: bytes come in order, so they are a true prefix, and the device resumes after them.
 */
export async function appendChunk(
  path: string,
  received: number,
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<void> {
  if (!body) return;
  try {
    await pipeline(
      // The web stream types of lib.dom and node:stream/web differ only in name.
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      byteLimit(limit),
      createWriteStream(path, { flags: 'a' }),
    );
  } catch (err) {
    if (err instanceof ChunkTooLarge) await cutBack(path, received);
    throw err;
  }
}

/**
 * Cuts the partial file back to what had been received. On a first chunk the refusal can come
 * before the write stream has even created the file: then there is nothing to cut.
 */
async function cutBack(path: string, received: number): Promise<void> {
  try {
    await truncate(path, received);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!(missing && received === 0)) throw error;
  }
}

/** Reads and counts a body without keeping it (a retried chunk already received), up to `limit`. */
export async function countBody(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<number> {
  if (!body) return 0;
  let seen = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return seen;
    seen += value.length;
    if (seen > limit) {
      await reader.cancel();
      throw new ChunkTooLarge();
    }
  }
}
