import { createHash } from 'node:crypto';
import { ConcurrencyLimit } from './concurrency-limit';
import type { RangeSource } from './range-source';
import { StreetTilesError } from './street-tiles-error';

export interface HttpRangeSourceOptions {
  url: string;
  fetch?: typeof fetch;
  /** Requests in flight at once (3: polite to a server we do not own, enough to hide latency). */
  concurrency?: number;
  /** Tries per range, the first included, on a 429, a 5xx, a network error or a timeout. */
  maxAttempts?: number;
  /** The first pause before a retry; each next one may be twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Time one request may take, answer included. */
  timeoutMs?: number;
  /** How long a looked-up version is believed before the archive is asked again. */
  versionTtlMs?: number;
  userAgent?: string;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export const DEFAULT_HTTP_SOURCE = {
  concurrency: 3,
  maxAttempts: 5,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  timeoutMs: 30_000,
  versionTtlMs: 60_000,
} as const;

/** Statuses that say "not now": asked again after a pause. */
const RETRIED = new Set([408, 429, 500, 502, 503, 504]);

/** The first and last byte of a 206's Content-Range, and the archive's size when told. */
function contentRange(header: string | null): { start: number; total: number | undefined } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { start: Number(match[1]), total: match[3] === '*' ? undefined : Number(match[3]) };
}

/** A Retry-After in milliseconds: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One answer that should be asked again after a pause, and what to say if none comes. */
class Retry {
  constructor(
    readonly error: StreetTilesError,
    readonly waitMs: number | undefined,
  ) {}
}

/**
 * An archive on a web server or object store that answers Range requests (HTTP 206): each read
 * is one request, at most `concurrency` at a time, retried with full-jitter backoff (or the
 * server's Retry-After) on 429 and 5xx. The first ETag seen is the archive's: an answer with
 * another means the archive was replaced in the middle of a cut, which must start again, so it
 * fails with 'changed' rather than mix two archives' bytes.
 */
export function httpRangeSource(options: HttpRangeSourceOptions): RangeSource {
  const settings = { ...DEFAULT_HTTP_SOURCE, ...options };
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const limit = new ConcurrencyLimit(settings.concurrency);
  let archiveEtag: string | undefined;
  let known: { version: string; at: number } | undefined;

  const headers = (offset: number, length: number): Record<string, string> => ({
    Range: `bytes=${offset}-${offset + length - 1}`,
    // fetch would otherwise ask for gzip and could hand back a range of the compressed stream.
    'Accept-Encoding': 'identity',
    ...(settings.userAgent ? { 'User-Agent': settings.userAgent } : {}),
  });

  /** One request; answers the bytes and the response, or throws a Retry or a final error. */
  async function attempt(offset: number, length: number, probe: boolean) {
    let res: Response;
    try {
      res = await fetchImpl(settings.url, {
        headers: headers(offset, length),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      throw new Retry(
        new StreetTilesError(
          timedOut ? 'timeout' : 'unavailable',
          timedOut
            ? `The street tiles server took more than ${settings.timeoutMs} ms to answer`
            : 'The street tiles server could not be reached',
          { cause },
        ),
        undefined,
      );
    }
    if (res.status === 206) {
      const range = contentRange(res.headers.get('Content-Range'));
      const etag = res.headers.get('ETag') ?? undefined;
      if (!range || range.start !== offset) {
        await res.body?.cancel();
        throw new StreetTilesError('no-ranges', 'The street tiles server answered another range');
      }
      // A probe for the version learns the archive's ETag; a read holds the archive to it.
      if (probe) archiveEtag = etag;
      else if (archiveEtag !== undefined && etag !== undefined && etag !== archiveEtag) {
        await res.body?.cancel();
        // The version believed is stale too: the next version() asks the server again.
        known = undefined;
        throw new StreetTilesError('changed', 'The street tiles archive was replaced');
      }
      archiveEtag ??= etag;
      const bytes = new Uint8Array(await res.arrayBuffer());
      const endsEarly = range.total !== undefined && offset + bytes.length >= range.total;
      if (bytes.length > length || (bytes.length < length && !endsEarly)) {
        throw new Retry(
          new StreetTilesError('unavailable', 'The street tiles server sent a cut-short range'),
          undefined,
        );
      }
      return { bytes, res, total: range.total };
    }
    // Whatever else came, its body is not read: a 200 would be the whole archive.
    await res.body?.cancel();
    if (res.status === 200) {
      throw new StreetTilesError(
        'no-ranges',
        'The street tiles server does not answer Range requests (it sent the whole file)',
      );
    }
    const failure = new StreetTilesError(
      'unavailable',
      `The street tiles server answered ${res.status}`,
      { status: res.status },
    );
    if (RETRIED.has(res.status))
      throw new Retry(failure, retryAfterMs(res.headers.get('Retry-After'), now()));
    throw failure;
  }

  async function fetchRange(offset: number, length: number, probe = false) {
    return limit.run(async () => {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt(offset, length, probe);
        } catch (error) {
          if (!(error instanceof Retry)) throw error;
          if (tries >= settings.maxAttempts) throw error.error;
          // Full jitter: anywhere from 0 to the doubled pause, so clients that failed together do
          // not come back together. A Retry-After longer than we would wait is not waited for.
          const backoff = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (tries - 1));
          const wait = error.waitMs ?? random() * backoff;
          if (wait > settings.maxDelayMs) throw error.error;
          await sleep(wait);
        }
      }
    });
  }

  return {
    description: settings.url,
    // A request costs a round trip (tens of ms): reading through up to 512 KiB is cheaper.
    coalesceGapBytes: 512 * 1024,
    async read(offset, length) {
      if (length <= 0) return new Uint8Array(0);
      return (await fetchRange(offset, length)).bytes;
    },
    async version() {
      const time = now();
      if (known && time - known.at < settings.versionTtlMs) return known.version;
      // The archive's validators, and its header's bytes for servers that send neither.
      const { bytes, res, total } = await fetchRange(0, 127, true);
      const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const version = [
        res.headers.get('ETag') ?? '',
        res.headers.get('Last-Modified') ?? '',
        total ?? '',
        digest,
      ].join('|');
      known = { version, at: time };
      return version;
    },
    close: () => Promise.resolve(),
  };
}
