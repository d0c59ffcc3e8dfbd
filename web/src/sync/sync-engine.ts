import { liveQuery } from 'dexie';
import type { AppDb } from '../db/app-db';
import { readMeta } from '../db/meta';
import { backoffDelay } from './backoff';
import { refreshDestinations, type ShareFirstLoad } from './destinations-cache';
import { ensureGazetteerDestinations, type LoadPlaceIndex } from './gazetteer-destinations';
import { browserLiveUpdates } from './live-updates';
import { pullChanges } from './pull';
import { pushOutbox } from './push';
import { isServerUnreachable, SyncFailure } from './sync-failure';
import { createSyncHttp } from './sync-http';
import { createSyncStateStore, type SyncStateStore } from './sync-state';
import { listenForSyncTriggers, type SyncTriggerSources } from './sync-triggers';

export interface SyncEngineDeps {
  db: AppDb;
  fetchImpl: typeof fetch;
  /** The server answered 401: the session is gone. The outbox stays for the next sign-in. */
  onUnauthorized: () => void;
  now?: () => Date;
  random?: () => number;
  /** Web Locks, so only one tab flushes at a time; absent where the browser has none. */
  locks?: Pick<LockManager, 'request'> | undefined;
  /** Where `online` and `visibilitychange` come from; absent outside a browser. */
  triggers?: SyncTriggerSources | undefined;
  /**
   * Opens the server's change notifications (live-updates.ts), calling back to sync, and answers
   * the function that closes them; absent outside a browser page.
   */
  liveUpdates?: ((onChange: () => void) => () => void) | undefined;
  /**
   * Shares the start's refresh of the destinations with the page's own request for them
   * (lib/first-load-responses.ts), so a start on '/' asks once; absent outside a page.
   */
  shareFirstLoad?: ShareFirstLoad | undefined;
  /**
   * Loads the built-in gazetteer, so trips pulled with a gazetteer city as their destination get
   * its row (gazetteer-destinations.ts); absent in the service worker, which never loads it.
   */
  loadPlaceIndex?: LoadPlaceIndex | undefined;
  debounceMs?: number;
  timeoutMs?: number;
}

export interface SyncEngine {
  readonly state: SyncStateStore;
  /** Listens for writes and triggers, refreshes destinations and flushes once. */
  start(): void;
  /** Stops listening, cancels timers and aborts requests in flight. */
  stop(): void;
  /** Pushes the outbox, then pulls. One at a time: a call during a flush runs another after it. */
  flush(): Promise<void>;
  /**
   * The user asks to sync now: forgets the backoff, lifts a stop caused by a refused request
   * (the cause may have gone away) and flushes. A 401 or 426 stop stays: only signing in again
   * or updating the app can lift it.
   */
  retryNow(): Promise<void>;
}

const WRITE_DEBOUNCE_MS = 300;
const REQUEST_TIMEOUT_MS = 15_000;

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { db, fetchImpl, onUnauthorized } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const locks = 'locks' in deps ? deps.locks : globalThis.navigator?.locks;
  const triggers = 'triggers' in deps ? deps.triggers : browserTriggerSources();
  const liveUpdates = 'liveUpdates' in deps ? deps.liveUpdates : browserLiveUpdates();
  const state = createSyncStateStore();
  // Replaced when a stopped engine starts again (React runs effects twice in
  // development); aborting it cancels whatever the previous run had in flight.
  let stopper = new AbortController();
  let listening = false;
  let http = createSyncHttp(fetchImpl, deps.timeoutMs ?? REQUEST_TIMEOUT_MS, stopper.signal);

  let running: Promise<void> | null = null;
  let again = false;
  /**
   * Set by 401 and 426 (retrying cannot help until the user signs in again or updates) and by a
   * request the server refused outright (until the user tries again).
   */
  let halted: 'unauthorized' | 'update-required' | 'refused' | null = null;
  /** Outbox size last seen, to turn changes of the count into progress during a flush. */
  let lastCount = 0;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  const cleanups: Array<() => void> = [];

  async function syncOnce(): Promise<boolean> {
    lastCount = await db.outbox.count();
    state.setState({ phase: 'syncing', progress: { sent: 0, total: lastCount } });
    try {
      await pushOutbox(db, http);
      await pullChanges(db, http, now);
      nameGazetteerDestinations();
      failures = 0;
      clearTimeout(retryTimer);
      const lastSyncedAt = (await readMeta(db, 'lastSyncedAt')) ?? null;
      state.setState({ phase: 'idle', lastSyncedAt, lastError: undefined, progress: null });
      return true;
    } catch (error) {
      state.setState({ progress: null });
      if (!stopper.signal.aborted) handleFailure(error);
      return false;
    }
  }

  /** A flush empties the outbox; a write during it adds to the total. */
  function trackProgress(count: number) {
    const { progress } = state.getState();
    if (progress) {
      const delta = count - lastCount;
      state.setState({
        progress:
          delta > 0
            ? { sent: progress.sent, total: progress.total + delta }
            : { sent: Math.min(progress.total, progress.sent - delta), total: progress.total },
      });
    }
    lastCount = count;
  }

  function handleFailure(error: unknown) {
    // Something unexpected (a bug, a storage error) is retried with backoff and logged.
    const failure =
      error instanceof SyncFailure ? error : new SyncFailure('temporary', describe(error));
    if (!(error instanceof SyncFailure)) console.error('Sync failed unexpectedly', error);
    if (failure.kind === 'unauthorized') {
      halted = 'unauthorized';
      state.setState({ phase: 'error', lastError: 'You are logged out' });
      onUnauthorized();
      return;
    }
    if (failure.kind === 'update-required') {
      halted = 'update-required';
      state.setState({ phase: 'update-required', lastError: failure.message });
      return;
    }
    if (failure.kind === 'refused' && isClientError(failure.status)) {
      // The server answered and refused the request itself (403 for a client id owned by another
      // user, 400, 413...): sending it again unchanged can never succeed, so stop and say so.
      halted = 'refused';
      state.setState({ phase: 'needs-attention', lastError: failure.message });
      return;
    }
    state.setState({
      phase:
        failure.kind === 'offline'
          ? 'offline'
          : isServerUnreachable(failure.status)
            ? 'unreachable'
            : 'error',
      lastError: failure.message,
    });
    scheduleRetry();
  }

  function scheduleRetry() {
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), backoffDelay(failures, random));
  }

  async function withLock(task: () => Promise<boolean>): Promise<boolean> {
    if (!locks) return task();
    // The lock is held until the task settles; other tabs queue behind it, then find less to do.
    return await locks.request(`wayfarer-sync-${db.userId}`, task);
  }

  function flush(): Promise<void> {
    if (halted || stopper.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let ok = true;
        do {
          again = false;
          ok = await withLock(syncOnce);
        } while (ok && again && !halted && !stopper.signal.aborted);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function requestFlush() {
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => void flush(), deps.debounceMs ?? WRITE_DEBOUNCE_MS);
  }

  /** After a pull, beside the sync rather than inside it: a slow or failed load delays nothing. */
  function nameGazetteerDestinations() {
    if (!deps.loadPlaceIndex) return;
    ensureGazetteerDestinations(db, deps.loadPlaceIndex).catch((error: unknown) => {
      // Stopped meanwhile (signed out, the database closed): the next start does it.
      if (!stopper.signal.aborted) {
        console.error('Adding the destinations of gazetteer cities failed', error);
      }
    });
  }

  function refreshLookups() {
    refreshDestinations(db, fetchImpl, deps.shareFirstLoad).catch((error: unknown) => {
      console.error('Refreshing the destinations cache failed', error);
    });
  }

  function watchOutbox() {
    let newest: number | undefined;
    let first = true;
    const subscription = liveQuery(async () => ({
      count: await db.outbox.count(),
      newest: (await db.outbox.orderBy(':id').lastKey()) as number | undefined,
    })).subscribe({
      next(outbox) {
        state.setState({ queued: outbox.count });
        trackProgress(outbox.count);
        // Only a new entry means a new write; entries leaving the outbox are the engine's own work.
        const isNewWrite =
          outbox.newest !== undefined && (newest === undefined || outbox.newest > newest);
        if (isNewWrite && !first) requestFlush();
        if (outbox.newest !== undefined) newest = outbox.newest;
        first = false;
      },
      error(error: unknown) {
        console.error('Watching the outbox failed', error);
      },
    });
    cleanups.push(() => subscription.unsubscribe());
  }

  return {
    state,
    start() {
      if (listening) return;
      listening = true;
      if (stopper.signal.aborted) {
        stopper = new AbortController();
        http = createSyncHttp(fetchImpl, deps.timeoutMs ?? REQUEST_TIMEOUT_MS, stopper.signal);
        halted = null;
      }
      watchOutbox();
      if (triggers) {
        cleanups.push(
          listenForSyncTriggers(triggers, {
            online() {
              failures = 0;
              refreshLookups();
              void flush();
            },
            visible: () => void flush(),
          }),
        );
      }
      // Another device changed something: push then pull, as every trigger does.
      if (liveUpdates) cleanups.push(liveUpdates(() => void flush()));
      void readMeta(db, 'lastSyncedAt').then((at) => {
        if (at && !state.getState().lastSyncedAt) state.setState({ lastSyncedAt: at });
      });
      refreshLookups();
      void flush();
    },
    stop() {
      listening = false;
      stopper.abort();
      clearTimeout(retryTimer);
      clearTimeout(debounceTimer);
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    flush,
    retryNow() {
      if (halted === 'refused') halted = null;
      failures = 0;
      clearTimeout(retryTimer);
      return flush();
    },
  };
}

function isClientError(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function browserTriggerSources(): SyncTriggerSources | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return { window, document };
}
