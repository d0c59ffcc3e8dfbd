import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';

/** A request as Node's server hands it over. */
type NodeRequest = IncomingMessage | Http2ServerRequest;

export interface DrainLimits {
  maxBytes: number;
  maxMs: number;
}

/**
 * Enough for any honest client that overshot a limit (the largest is push's 8 MiB); beyond it,
 * or from a client this slow, the connection is closed instead.
 */
export const UNREAD_BODY_DRAIN: DrainLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 5_000 };

/**
 * Reads and discards what is left of a request body, up to the limits. Answers whether the body
 * ended. Only for a request the app has answered: its own reader is detached, as Node's server
 * does with a body nobody reads (`IncomingMessage._dump`). Node skips that when a reader was
 * started (Hono's `bodyLimit` opens one on every POST), and that reader, never read again,
 * keeps pausing the request, so the body would otherwise stay on the connection.
 */
export function drainUnreadBody(incoming: NodeRequest, limits: DrainLimits): Promise<boolean> {
  if (incoming.complete) return Promise.resolve(true);
  if (incoming.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let bytes = 0;
    const settle = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onGone);
      incoming.off('close', onGone);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onGone = () => settle(false);
    const timer = setTimeout(onGone, limits.maxMs);
    incoming.removeAllListeners('data');
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onGone);
    incoming.once('close', onGone);
    incoming.resume();
  });
}

/**
 * The app's answer, sent only once the request's body has been read to its end, however early
 * the app answered (a 413 from a body limit, a 401 or 429 before the body is parsed). A client
 * still sending its body when the server answers and closes gets a connection reset instead of
 * the answer; and on a kept-alive connection the rest of the body would stand in front of the
 * client's next request. A body that does not end within the limits is left unread and the
 * answer says `Connection: close`, which tells the client not to reuse the connection and Node
 * to close it after the answer.
 */
export async function answerAfterBody(
  answer: Response,
  incoming: NodeRequest,
  limits: DrainLimits = UNREAD_BODY_DRAIN,
): Promise<Response> {
  if (await drainUnreadBody(incoming, limits)) return answer;
  const headers = new Headers(answer.headers);
  headers.set('Connection', 'close');
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}
