import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * What a page tells the worker that controls it once the traveller accepted an update: stop your
 * own requests, the new version is waiting for you to be idle.
 */
export const RELEASE_FOR_UPDATE = 'RELEASE_FOR_UPDATE';

export function isReleaseForUpdateMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && 'type' in data && data.type === RELEASE_FOR_UPDATE
  );
}

/**
 * The worker's own network requests for lookups and pictures, all abortable at once.
 *
 * Chromium activates a worker that skipped waiting only once the old one has no request in
 * flight. A lookup's background refresh (stale-while-revalidate) or a photo's download on a slow
 * network therefore held an update the traveller had accepted, for as long as the network took.
 * A timeout would also cut slow downloads in everyday use; aborting only when an update was
 * accepted loses nothing: a refresh that never answered leaves the cached copy as it was, and
 * the new version asks again. Every later request gets a fresh signal, in case the page stays.
 */
export class AbortableFetches {
  private controller = new AbortController();

  /** For each runtime strategy: gives the request it is about to send our signal too. */
  readonly plugin: WorkboxPlugin = {
    requestWillFetch: ({ request }) => Promise.resolve(this.withSignal(request)),
  };

  withSignal(request: Request): Request {
    // A navigation cannot be rebuilt; none reaches the runtime strategies (the shell serves it).
    if (request.mode === 'navigate') return request;
    // The page's own cancel (its request's signal) still applies.
    const signal = AbortSignal.any([request.signal, this.controller.signal]);
    return new Request(request, { signal });
  }

  abortAll(): void {
    this.controller.abort(new DOMException('An update was accepted', 'AbortError'));
    this.controller = new AbortController();
  }
}
