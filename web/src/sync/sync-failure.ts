/**
 * Why a sync attempt stopped. The kind decides what happens next:
 * - offline, temporary: keep everything queued and retry with backoff;
 * - unauthorized: keep the outbox, stop until the same user signs in again;
 * - update-required: this app speaks an old protocol; stop until it is updated;
 * - refused: the server will not take this request as it is. An HTTP refusal (a 4xx such as 403)
 *   stops until the user tries again; an answer in the wrong shape retries with backoff.
 */
export type SyncFailureKind =
  'offline' | 'temporary' | 'unauthorized' | 'update-required' | 'refused';

export class SyncFailure extends Error {
  constructor(
    readonly kind: SyncFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SyncFailure';
  }
}

/** The failure kind of an HTTP status that is not a success (409 is handled by push itself). */
export function failureKindOf(status: number): SyncFailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 426) return 'update-required';
  if (status >= 500 || status === 429 || status === 408) return 'temporary';
  return 'refused';
}

/**
 * A gateway's answer that the server behind it is down or not answering (502, 503, 504): to the
 * traveller the server cannot be reached, which is not the same as a failure of the server itself.
 */
export function isServerUnreachable(status: number | undefined): boolean {
  return status === 502 || status === 503 || status === 504;
}
