declare global {
  interface Window {
    /**
     * The page's start requests, by path: a response nobody reads itself, of which each reader
     * gets a copy. Started by first-load-preload.js or by the app's first reader, whichever runs
     * first (the script is revalidated on each load, so a cached app can start before it).
     */
    wayfarerFirstLoad?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The paths the page's start shares: on '/', the explorer draws its cards from the destinations
 * and the sync engine of a signed-in traveller refreshes the device's copy of them.
 */
const SHARED_PATHS = new Set(['/api/destinations']);

/** How long after the page started its first answer is still handed out. */
export const FIRST_LOAD_FRESH_MS = 60_000;

/**
 * The answer to GET `path`, shared by every reader the page has in its first minute: one request,
 * whoever asks first (first-load-preload.js, the explorer, the sync engine), and a copy of its
 * answer for each. A failed request or an error answer is not kept, so the next reader asks
 * again. Other paths, and every request after the first minute, go to the network as usual, so
 * nothing older than the page's first load is ever reused.
 */
export function firstLoadResponse(
  path: string,
  request: () => Promise<Response>,
  pageAgeMs: number = performance.now(),
): Promise<Response> {
  if (typeof window === 'undefined' || !SHARED_PATHS.has(path)) return request();
  const started = (window.wayfarerFirstLoad ??= {});
  const forget = (answer: Promise<Response>) => {
    if (started[path] === answer) delete started[path];
  };
  const early = started[path];
  if (pageAgeMs > FIRST_LOAD_FRESH_MS) {
    if (early) forget(early);
    return request();
  }
  const answer = early ?? (started[path] = request());
  answer.then(
    (res) => !res.ok && forget(answer),
    () => forget(answer),
  );
  // Past the first minute nobody takes it: let the unread answer go.
  setTimeout(() => forget(answer), FIRST_LOAD_FRESH_MS - pageAgeMs);
  return answer.then((res) => res.clone());
}
