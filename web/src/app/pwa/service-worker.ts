import { Workbox } from 'workbox-window';
import { notify } from '../../lib/toaster';
import { watchForUpdates } from './update-prompt';

/** How often an open app asks the server whether a new version was published. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * Registers the service worker (SPEC: a service worker is registered at load) and wires the
 * update prompt. workbox-window waits for the window's load event, so the worker's precaching
 * never competes with the first render. Returns a function that stops the update checks.
 */
export function startServiceWorker(win: Window): () => void {
  // The dev server has no built worker; browsers without service workers just run online.
  if (import.meta.env.DEV || !('serviceWorker' in win.navigator)) return () => undefined;

  const wb = new Workbox('/sw.js', { scope: '/' });
  const stopWatching = watchForUpdates(wb, { notify, reload: () => win.location.reload() });
  wb.register().catch((error: unknown) =>
    console.error('Service worker registration failed', error),
  );

  const timer = win.setInterval(() => {
    if (win.navigator.onLine) void wb.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);

  return () => {
    stopWatching();
    win.clearInterval(timer);
  };
}
