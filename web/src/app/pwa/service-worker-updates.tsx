import { useEffect } from 'react';
import { startServiceWorker } from './service-worker';

/**
 * The build's identifier (VITE_BUILD_ID at build time), written on the document so support and
 * the update tests can tell which version a page is running.
 */
const BUILD_ID: string | undefined = import.meta.env.VITE_BUILD_ID;

/** Mounted once by the app: registers the worker and offers updates; renders nothing. */
export function ServiceWorkerUpdates() {
  useEffect(() => {
    if (BUILD_ID) document.documentElement.dataset.build = BUILD_ID;
    return startServiceWorker(window);
  }, []);
  return null;
}
