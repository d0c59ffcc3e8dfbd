export interface SyncTriggerSources {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Flush when the connection comes back and when the app comes back to the foreground (a phone
 * may have frozen the tab while a retry was due). Answers a function that stops listening.
 */
export function listenForSyncTriggers(
  sources: SyncTriggerSources,
  on: { online(): void; visible(): void },
): () => void {
  const online = () => on.online();
  const visibility = () => {
    if (sources.document.visibilityState === 'visible') on.visible();
  };
  sources.window.addEventListener('online', online);
  sources.document.addEventListener('visibilitychange', visibility);
  return () => {
    sources.window.removeEventListener('online', online);
    sources.document.removeEventListener('visibilitychange', visibility);
  };
}
