import { liveQuery } from 'dexie';
import type { AppDb } from '../db/app-db';
import { getClientId, readMeta } from '../db/meta';
import { backoffDelay } from './backoff';
import { refreshDestinations } from './destinations-cache';
import { pullChanges } from './pull';
import { pushOutbox } from './push';
import { SyncFailure } from './sync-failure';
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
}

const WRITE_DEBOUNCE_MS = 300;
const REQUEST_TIMEOUT_MS = 15_000;

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { db, fetchImpl, onUnauthorized } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const locks = 'locks' in deps ? deps.locks : globalThis.navigator?.locks;
  const triggers = 'triggers' in deps ? deps.triggers : browserTriggerSources();
  const state = createSyncStateStore();
  // Replaced when a stopped engine starts again (React runs effects twice in
  // development); aborting it cancels whatever the previous run had in flight.
  let stopper = new AbortController();
  let listening = false;
  let http = createSyncHttp(fetchImpl, deps.timeoutMs ?? REQUEST_TIMEOUT_MS, stopper.signal);

  let running: Promise<void> | null = null;
  let again = false;
  /** Set by 401 and 426: retrying cannot help until the user signs in again or updates. */
  let halted = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  const cleanups: Array<() => void> = [];

  async function syncOnce(): Promise<boolean> {
    state.setState({ phase: 'syncing' });
    try {
      const clientId = await getClientId(db);
      await pushOutbox(db, http, clientId);
      await pullChanges(db, http, clientId, now);
      failures = 0;
      clearTimeout(retryTimer);
      const lastSyncedAt = (await readMeta(db, 'lastSyncedAt')) ?? null;
      state.setState({ phase: 'idle', lastSyncedAt, lastError: undefined });
      return true;
    } catch (error) {
      if (!stopper.signal.aborted) handleFailure(error);
      return false;
    }
  }

  function handleFailure(error: unknown) {
    const failure =
      error instanceof SyncFailure ? error : new SyncFailure('refused', describe(error));
    if (!(error instanceof SyncFailure)) console.error('Sync failed unexpectedly', error);
    if (failure.kind === 'unauthorized') {
      halted = true;
      state.setState({ phase: 'error', lastError: 'You are logged out' });
      onUnauthorized();
      return;
    }
    if (failure.kind === 'update-required') {
      halted = true;
      state.setState({ phase: 'update-required', lastError: failure.message });
      return;
    }
    state.setState({
      phase: failure.kind === 'offline' ? 'offline' : 'error',
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

  function refreshLookups() {
    refreshDestinations(db, fetchImpl).catch((error: unknown) => {
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
        halted = false;
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
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function browserTriggerSources(): SyncTriggerSources | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return { window, document };
}
