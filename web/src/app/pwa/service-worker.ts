import { notify } from '../../lib/toaster';
import { afterLoadWhenIdle } from '../../lib/after-load';
import { cacheWhatLoadedBeforeControl } from './first-visit-cache';
import { RELEASE_FOR_UPDATE } from './release-on-update';
import { watchForUpdates } from './update-prompt';

/** How often an open app asks the server whether a new version was published. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * Registers the service worker (SPEC: a service worker is registered at load) and wires the
 * update prompt. workbox-window is loaded and the worker registered only after the window's load
 * event, once the browser is idle, so that neither (nor the worker's download of every chunk)
 * competes with the first screen. Returns a function that stops it all.
 */
export function startServiceWorker(win: Window): () => void {
  // The dev server has no built worker; browsers without service workers just run online.
  if (import.meta.env.DEV || !('serviceWorker' in win.navigator)) return () => undefined;

  let stopped = false;
  const cleanups: Array<() => void> = [];
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    if (stopped) return;
    const wb = new Workbox('/sw.js', { scope: '/' });
    cleanups.push(
      watchForUpdates(wb, {
        notify,
        reload: () => win.location.reload(),
        releaseOldWorker: () =>
          win.navigator.serviceWorker.controller?.postMessage({ type: RELEASE_FOR_UPDATE }),
      }),
    );
    const firstWorker = !win.navigator.serviceWorker.controller;
    await wb.register({ immediate: true });
    if (firstWorker) {
      cacheWhatLoadedBeforeControl(wb, win).catch((error: unknown) =>
        console.error('Caching the first visit for offline use failed', error),
      );
    }
    const timer = win.setInterval(() => {
      if (win.navigator.onLine) void wb.update().catch(() => undefined);
    }, UPDATE_CHECK_INTERVAL_MS);
    cleanups.push(() => win.clearInterval(timer));
    if (stopped) cleanups.splice(0).forEach((cleanup) => cleanup());
  };
  const cancelStart = afterLoadWhenIdle(win, () => {
    start().catch((error: unknown) => console.error('Service worker registration failed', error));
  });

  return () => {
    stopped = true;
    cancelStart();
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };
}
