declare global {
  interface Window {
    /** GET responses first-load-preload.js started before the app ran, by request path. */
    wayfarerFirstLoad?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The response the first-load script already asked for `path`, handed out once: the first
 * screen's own request takes it instead of asking again, and every later request goes to the
 * network as usual, so nothing older than the page's first load is ever reused.
 */
export function takeFirstLoadResponse(path: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.wayfarerFirstLoad;
  const response = early?.[path];
  if (early && response) delete early[path];
  return response;
}
