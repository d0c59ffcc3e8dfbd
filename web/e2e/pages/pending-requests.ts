import type { BrowserContext, Request } from '@playwright/test';

/**
 * The context's requests that have not ended yet, the service worker's included, for a failure
 * message: a new worker told to skip waiting only activates once the old one has no request in
 * flight, so an update that stalls may be waiting on one of these.
 */
export function trackPendingRequests(context: BrowserContext): () => string[] {
  const pending = new Map<Request, number>();
  context.on('request', (request) => pending.set(request, Date.now()));
  const ended = (request: Request) => pending.delete(request);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return () =>
    [...pending].map(
      ([request, since]) =>
        `${request.serviceWorker() ? 'worker' : 'page'} ${request.method()} ${new URL(request.url()).pathname} (${Math.round((Date.now() - since) / 1000)} s)`,
    );
}
