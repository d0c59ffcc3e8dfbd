/**
 * What a provider throws when it cannot answer. Routes turn it into 504 (timeout), 429 (busy:
 * the service, or our share of it, asks us to wait) or 502 (anything else) with a readable
 * message, so a client never waits forever or sees a stack.
 */
export type ProviderFailure = 'timeout' | 'unavailable' | 'bad-answer' | 'busy';

export interface ProviderErrorOptions {
  cause?: unknown;
  /** The service's HTTP status, when it answered one. */
  status?: number;
  /** How long to wait before asking again (a 429's Retry-After, or our own limiter's). */
  retryAfterSeconds?: number;
}

export class ProviderError extends Error {
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    message: string,
    options: ProviderErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A Retry-After header in whole seconds: either delay-seconds or an HTTP date. Undefined when
 * absent or unreadable, so the caller picks its own pause.
 */
export function retryAfterSeconds(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Time a live provider gets to answer one request, unless configured otherwise. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 8000;
