import type { SyncStateStore } from './sync-state';

/*
 * Background Sync: when the device is offline with queued changes, the page asks the browser for
 * a one-off `sync` event. The browser fires it in the service worker once the network is back,
 * even after every tab has been closed, and the worker flushes the same outbox with the same
 * engine (see worker-flush.ts).
 * Only for a device that is offline: the browser fires the event at once when it believes it is
 * online, so asking after a server failure would only race the page's own backoff with a second
 * flusher. Where the API does not exist, nothing changes: the page's own triggers still flush.
 */

const TAG_PREFIX = 'wayfarer-outbox:';

/** The tag names the user, so the worker opens that user's own database and no other. */
export function backgroundSyncTag(userId: string): string {
  return `${TAG_PREFIX}${userId}`;
}

/** The user a sync event is for; null for tags that are not ours. */
export function userIdFromTag(tag: string): string | null {
  if (!tag.startsWith(TAG_PREFIX)) return null;
  const userId = tag.slice(TAG_PREFIX.length);
  return userId.length > 0 ? userId : null;
}

/** The part of the Background Sync API we use; absent from TypeScript's DOM library. */
interface SyncRegistrar {
  register(tag: string): Promise<void>;
}

function syncRegistrarOf(registration: ServiceWorkerRegistration): SyncRegistrar | null {
  const sync = (registration as ServiceWorkerRegistration & { sync?: SyncRegistrar }).sync;
  return sync && typeof sync.register === 'function' ? sync : null;
}

export interface BackgroundSyncDeps {
  /** Resolves to the active registration; absent without service workers. */
  ready: () => Promise<ServiceWorkerRegistration> | undefined;
  /** Whether the browser itself knows it has no network (not merely a failed request). */
  isOffline: () => boolean;
}

function browserDeps(): BackgroundSyncDeps {
  const hasNavigator = typeof navigator !== 'undefined';
  return {
    ready: () =>
      hasNavigator && 'serviceWorker' in navigator ? navigator.serviceWorker.ready : undefined,
    isOffline: () => hasNavigator && !navigator.onLine,
  };
}

/** Asks for a sync event for this user's outbox; false where the browser cannot. */
export async function requestBackgroundSync(
  userId: string,
  deps: Pick<BackgroundSyncDeps, 'ready'> = browserDeps(),
): Promise<boolean> {
  const ready = deps.ready();
  if (!ready) return false;
  const sync = syncRegistrarOf(await ready);
  if (!sync) return false;
  await sync.register(backgroundSyncTag(userId));
  return true;
}

/**
 * Registers a sync event whenever the engine is left with queued changes on a device without
 * network. Registering the same tag again is harmless.
 */
export function watchForBackgroundSync(
  state: SyncStateStore,
  userId: string,
  deps: BackgroundSyncDeps = browserDeps(),
): () => void {
  return state.subscribe((now, before) => {
    const stuck = now.phase === 'offline' && now.queued > 0 && deps.isOffline();
    const changed = now.phase !== before.phase || now.queued > before.queued;
    if (!stuck || !changed) return;
    requestBackgroundSync(userId, deps).catch((error: unknown) => {
      // Not fatal: the page's own triggers still flush when it is open.
      console.warn('Could not ask for a background sync', error);
    });
  });
}
