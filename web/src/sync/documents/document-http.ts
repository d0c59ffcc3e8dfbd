import { SyncFailure, failureKindOf } from '../sync-failure';
import { messageOf as messageOfText } from '../sync-http';

export interface TransferResponse {
  status: number;
  /** The JSON body of a 2xx, 409 or 422 status answer; the raw bytes of a content answer. */
  response: Response;
}

export interface DocumentHttp {
  /**
   * Sends one request of the byte routes. Answers any status the transfer code decides on itself
   * (2xx and 4xx other than 401); throws SyncFailure for no connection, a timeout, 401 or a
   * server failure, which stop the transfers until the next attempt.
   */
  send(
    method: 'GET' | 'PUT',
    path: string,
    options?: { body?: Blob; timeoutMs?: number },
  ): Promise<TransferResponse>;
}

/**
 * HTTP for the byte routes: like the sync engine's, a timeout per request (a chunk on a bad
 * connection must not hold the queue forever) and an abort when the engine stops. The body of
 * a download is left for the caller to read.
 */
export function createDocumentHttp(
  fetchImpl: typeof fetch,
  timeoutMs: number,
  stopSignal: AbortSignal,
): DocumentHttp {
  return {
    async send(method, path, { body, timeoutMs: limit = timeoutMs } = {}) {
      const controller = new AbortController();
      const abort = () => controller.abort();
      const timer = setTimeout(abort, limit);
      stopSignal.addEventListener('abort', abort);
      try {
        let response: Response;
        try {
          response = await fetchImpl(path, {
            method,
            credentials: 'include',
            signal: controller.signal,
            ...(body ? { headers: { 'Content-Type': 'application/octet-stream' }, body } : {}),
          });
          // A download's bytes are read inside the timeout too: a stalled body is a failure.
          if (method === 'GET' && response.ok) {
            const bytes = await response.arrayBuffer();
            response = new Response(bytes, { status: response.status, headers: response.headers });
          }
        } catch {
          if (stopSignal.aborted) throw new SyncFailure('offline', 'Transfers stopped');
          if (controller.signal.aborted)
            throw new SyncFailure('temporary', 'The server took too long to answer');
          throw new SyncFailure('offline', 'You appear to be offline');
        }
        const kind = failureKindOf(response.status);
        if (!response.ok && kind !== 'refused') {
          const message = `${response.status}: ${await messageOf(response)}`;
          throw new SyncFailure(kind, message, response.status);
        }
        return { status: response.status, response };
      } finally {
        clearTimeout(timer);
        stopSignal.removeEventListener('abort', abort);
      }
    },
  };
}

/** The server's `{ message }`, or the status text. */
export async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return messageOfText(text) || response.statusText;
}
