import { SyncFailure, failureKindOf } from './sync-failure';

export interface SyncHttp {
  /** Answers the status and parsed JSON body of a 2xx or 409 answer; throws SyncFailure otherwise. */
  send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }>;
}

/**
 * HTTP for the sync engine: a timeout per request (a request hanging on a bad connection must not
 * hold the flusher forever), every failure mapped to a SyncFailure, and `stopSignal` to abort
 * whatever is in flight when the engine stops.
 */
export function createSyncHttp(
  fetchImpl: typeof fetch,
  timeoutMs: number,
  stopSignal: AbortSignal,
): SyncHttp {
  return {
    async send(method, path, body) {
      const controller = new AbortController();
      const abort = () => controller.abort();
      const timer = setTimeout(abort, timeoutMs);
      stopSignal.addEventListener('abort', abort);
      try {
        let res: Response;
        try {
          res = await fetchImpl(path, {
            method,
            credentials: 'include',
            signal: controller.signal,
            ...(body !== undefined
              ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
              : {}),
          });
        } catch {
          if (stopSignal.aborted) throw new SyncFailure('offline', 'Sync stopped');
          if (controller.signal.aborted)
            throw new SyncFailure('temporary', 'The server took too long to answer');
          throw new SyncFailure('offline', 'You appear to be offline');
        }
        const text = await res.text();
        if (!res.ok && res.status !== 409) {
          throw new SyncFailure(
            failureKindOf(res.status),
            `${res.status}: ${messageOf(text) || res.statusText}`,
            res.status,
          );
        }
        try {
          return { status: res.status, json: JSON.parse(text) as unknown };
        } catch {
          throw new SyncFailure('refused', `${res.status}: the answer was not JSON`, res.status);
        }
      } finally {
        clearTimeout(timer);
        stopSignal.removeEventListener('abort', abort);
      }
    },
  };
}

/** The server's `{ message }` in an answer's text, else the text itself. */
export function messageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string'
    ) {
      return parsed.message;
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return text;
}
