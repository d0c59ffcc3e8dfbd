/**
 * The service worker stamps the time it stored a lookup answer into this header, so a screen
 * can tell a fresh answer (no header: it came from the network) from one read out of the
 * offline cache, and say from when it is.
 */
export const CACHED_AT_HEADER = 'x-sw-cached-at';

/** A copy of `response` carrying the time it was stored; used by the service worker. */
export function stampCachedAt(response: Response, now: Date): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, now.toISOString());
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * When the answer was saved, if it was served from the offline cache; null for a live answer
 * (or a stamp that cannot be read, which is treated as live rather than shown as a bad date).
 */
export function cachedAt(response: Response): Date | null {
  const raw = response.headers.get(CACHED_AT_HEADER);
  if (!raw) return null;
  const at = new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at;
}
