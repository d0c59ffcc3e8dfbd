/** How long idle work waits at most for the browser to be idle, once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the window's load event has passed and the browser is idle (or at the latest
 * two seconds later): for work the first screen does not need, so that its requests and its
 * script do not compete with what the traveller is waiting to see. Returns a function that
 * cancels it if it has not run yet.
 */
export function afterLoadWhenIdle(win: Window, task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: a timer after load is the nearest thing.
      const id = win.setTimeout(task, 1);
      cancelIdle = () => win.clearTimeout(id);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    win.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}
