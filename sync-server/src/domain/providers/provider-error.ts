/**
 * What a provider throws when it cannot answer. Routes turn it into 504 (timeout) or 502
 * (anything else) with a readable message, so a client never waits forever or sees a stack.
 */
export type ProviderFailure = 'timeout' | 'unavailable' | 'bad-answer';

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** Time a live provider gets to answer one request, unless configured otherwise. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 8000;
