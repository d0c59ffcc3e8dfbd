/**
 * A stand-in for `GET /api/trips/:id/street-pack` in unit tests: one pack of bytes with an
 * ETag, If-None-Match, one Range with If-Range, and a way to drop the connection part-way; and
 * for `GET /api/street-detail`, which says whether there is a street source.
 */
export interface FakeStreetPackServer {
  fetch: typeof fetch;
  /** Every pack request's headers, in order. */
  requests: Headers[];
  /** How many times GET /api/street-detail was asked. */
  readonly detailAsks: number;
  /** What GET /api/street-detail answers: null for a street source, else the refusal. */
  setNoSource(message: string | null): void;
  /** The pack now served (a new one gets a new ETag). */
  setPack(bytes: Uint8Array, etag: string): void;
  /** The next body stops with an error after this many bytes. */
  dropAfter(bytes: number): void;
  /** The next body waits after this many bytes until the request is aborted. */
  holdAfter(bytes: number): void;
  /** Answers every request with this status and message instead. */
  refuse(status: number | null, message?: string): void;
}

export function fakeStreetPackServer(bytes: Uint8Array, etag: string): FakeStreetPackServer {
  let pack = bytes;
  let tag = etag;
  let drop: number | null = null;
  let hold: number | null = null;
  let refusal: { status: number; message: string } | null = null;
  const requests: Headers[] = [];
  let detailAsks = 0;
  let noSource: string | null = null;

  /**
   * A body that sends `data` in 1000-byte chunks, failing after `limit` bytes when given, or
   * waiting after `held` bytes until `signal` aborts.
   */
  function body(
    data: Uint8Array,
    limit: number | null,
    held: number | null = null,
    signal?: AbortSignal | null,
  ): ReadableStream<Uint8Array> {
    let at = 0;
    return new ReadableStream({
      async pull(controller) {
        if (limit !== null && at >= limit) {
          controller.error(new TypeError('network error'));
          return;
        }
        if (held !== null && at >= held) {
          await new Promise<void>((resolve) => {
            if (signal?.aborted) resolve();
            signal?.addEventListener('abort', () => resolve());
          });
          controller.error(new DOMException('The operation was aborted', 'AbortError'));
          return;
        }
        if (at >= data.length) {
          controller.close();
          return;
        }
        const end = Math.min(data.length, at + 1000, limit ?? Infinity, held ?? Infinity);
        controller.enqueue(data.slice(at, end));
        at = end;
      },
    });
  }

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/street-detail') {
      detailAsks += 1;
      return Response.json({ available: noSource === null, message: noSource });
    }
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
    const held = hold;
    hold = null;
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
    return new Response(body(pack, limit, held, init?.signal), {
      status: 200,
      headers: { ETag: tag, 'Content-Length': String(pack.length) },
    });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    get detailAsks() {
      return detailAsks;
    },
    setNoSource(message) {
      noSource = message;
    },
    setPack(bytes, etag) {
      pack = bytes;
      tag = etag;
    },
    dropAfter(bytes) {
      drop = bytes;
    },
    holdAfter(bytes) {
      hold = bytes;
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
