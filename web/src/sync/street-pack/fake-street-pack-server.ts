/**
 * A stand-in for `GET /api/trips/:id/street-pack` in unit tests: one pack of bytes with an
 * ETag, If-None-Match, one Range with If-Range, and a way to drop the connection part-way.
 */
export interface FakeStreetPackServer {
  fetch: typeof fetch;
  /** Every request's headers, in order. */
  requests: Headers[];
  /** The pack now served (a new one gets a new ETag). */
  setPack(bytes: Uint8Array, etag: string): void;
  /** The next body stops with an error after this many bytes. */
  dropAfter(bytes: number): void;
  /** Answers every request with this status and message instead. */
  refuse(status: number | null, message?: string): void;
}

export function fakeStreetPackServer(bytes: Uint8Array, etag: string): FakeStreetPackServer {
  let pack = bytes;
  let tag = etag;
  let drop: number | null = null;
  let refusal: { status: number; message: string } | null = null;
  const requests: Headers[] = [];

  /** A body that sends `data` in 1000-byte chunks, failing after `limit` bytes when given. */
  function body(data: Uint8Array, limit: number | null): ReadableStream<Uint8Array> {
    let at = 0;
    return new ReadableStream({
      pull(controller) {
        if (limit !== null && at >= limit) {
          controller.error(new TypeError('network error'));
          return;
        }
        if (at >= data.length) {
          controller.close();
          return;
        }
        const end = Math.min(data.length, at + 1000, limit ?? Infinity);
        controller.enqueue(data.slice(at, end));
        at = end;
      },
    });
  }

  const fetchImpl = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    requests.push(headers);
    if (refusal) {
      return new Response(JSON.stringify({ message: refusal.message }), {
        status: refusal.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (headers.get('If-None-Match') === tag) {
      return new Response(null, { status: 304, headers: { ETag: tag } });
    }
    const limit = drop;
    drop = null;
    const range = /^bytes=(\d+)-$/.exec(headers.get('Range') ?? '');
    const ifRange = headers.get('If-Range');
    if (range && (ifRange === null || ifRange === tag)) {
      const start = Number(range[1]);
      const rest = pack.slice(start);
      return new Response(body(rest, limit), {
        status: 206,
        headers: {
          ETag: tag,
          'Content-Length': String(rest.length),
          'Content-Range': `bytes ${start}-${pack.length - 1}/${pack.length}`,
        },
      });
    }
    return new Response(body(pack, limit), {
      status: 200,
      headers: { ETag: tag, 'Content-Length': String(pack.length) },
    });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    setPack(bytes, etag) {
      pack = bytes;
      tag = etag;
    },
    dropAfter(bytes) {
      drop = bytes;
    },
    refuse(status, message = '') {
      refusal = status === null ? null : { status, message };
    },
  };
}

/** Bytes that say where they are, so a pack joined in the wrong order shows. */
export function packBytes(length: number, seed = 0): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 7 + seed) % 251);
}
