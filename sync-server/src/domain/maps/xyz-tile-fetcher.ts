import { ConcurrencyLimit } from './concurrency-limit';
import { DEFAULT_HTTP_SOURCE, retryAfterMs } from './http-range-source';
import { StreetTilesError } from './street-tiles-error';

export interface XyzFetcherOptions {
  userAgent: string;
  fetch?: typeof fetch;
  /** Requests in flight at once: 3, what OpenFreeMap asks of offline areas. */
  concurrency?: number;
  /** Tries per request, the first included, on a 429, a 5xx, a network error or a timeout. */
  maxAttempts?: number;
  baseDelayMs?: number;
  /** The longest pause; a Retry-After longer than this fails the request instead. */
  maxDelayMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

/** Statuses that say "not now": asked again after a pause. */
const RETRIED = new Set([408, 429, 500, 502, 503, 504]);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GETs against a tile service we do not own, politely: at most `concurrency` at a time for the
 * whole process, our User-Agent, a timeout each, and on 429/5xx or a network error a pause (the
 * server's Retry-After, else full-jitter backoff) before a few more tries, then a StreetTilesError.
 * A 404 or 204 is an absent tile (the service has none there), not a failure.
 */
export class XyzFetcher {
  private readonly settings;
  private readonly limit: ConcurrencyLimit;

  constructor(options: XyzFetcherOptions) {
    this.settings = {
      ...DEFAULT_HTTP_SOURCE,
      fetch: (input: string, init: RequestInit) => fetch(input, init),
      sleep: defaultSleep,
      random: Math.random,
      now: Date.now,
      ...options,
    };
    this.limit = new ConcurrencyLimit(this.settings.concurrency);
  }

  /** The body of `url`, or undefined for a 404 or 204. */
  get(url: string, signal?: AbortSignal): Promise<Uint8Array | undefined> {
    return this.limit.run(async () => {
      const s = this.settings;
      for (let tries = 1; ; tries++) {
        signal?.throwIfAborted();
        const outcome = await this.attempt(url, signal);
        if (!('retry' in outcome)) return outcome.bytes;
        if (tries >= s.maxAttempts) throw outcome.retry;
        // Full jitter: anywhere from 0 to the doubled pause, so clients that failed together do
        // not come back together.
        const backoff = Math.min(s.maxDelayMs, s.baseDelayMs * 2 ** (tries - 1));
        const wait = outcome.waitMs ?? s.random() * backoff;
        if (wait > s.maxDelayMs) throw outcome.retry;
        await s.sleep(wait);
      }
    });
  }

  private async attempt(
    url: string,
    signal: AbortSignal | undefined,
  ): Promise<{ bytes: Uint8Array | undefined } | { retry: StreetTilesError; waitMs?: number }> {
    const s = this.settings;
    const timeout = AbortSignal.timeout(s.timeoutMs);
    let res: Response;
    try {
      res = await s.fetch(url, {
        headers: { 'User-Agent': s.userAgent },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      const timedOut = timeout.aborted;
      return {
        retry: new StreetTilesError(
          timedOut ? 'timeout' : 'unavailable',
          timedOut
            ? `The street tiles service took more than ${s.timeoutMs} ms to answer`
            : 'The street tiles service could not be reached',
          { cause },
        ),
      };
    }
    if (res.status === 200) return { bytes: new Uint8Array(await res.arrayBuffer()) };
    await res.body?.cancel();
    if (res.status === 404 || res.status === 204) return { bytes: undefined };
    const failure = new StreetTilesError(
      'unavailable',
      `The street tiles service answered ${res.status}`,
      { status: res.status },
    );
    if (!RETRIED.has(res.status)) throw failure;
    const waitMs = retryAfterMs(res.headers.get('Retry-After'), s.now());
    return waitMs === undefined ? { retry: failure } : { retry: failure, waitMs };
  }
}
