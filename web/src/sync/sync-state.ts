import { createStore } from 'zustand/vanilla';

/**
 * - offline: no answer at all (no network, or the server's address does not answer); retried.
 * - unreachable: a proxy answered for the server that it is down (502, 503, 504); retried.
 * - error: another temporary failure (500, 429, timeout); the engine retries by itself.
 * - needs-attention: the server refused the request itself (a 4xx such as 403); retrying cannot
 *   help until something changes, so the engine waits for the user to try again.
 * - update-required: this app speaks an old protocol (426) and must be reloaded.
 */
export type SyncPhase =
  'idle' | 'syncing' | 'offline' | 'unreachable' | 'error' | 'needs-attention' | 'update-required';

/** How far a flush has got: changes the server has taken of those queued during it. */
export interface SyncProgress {
  sent: number;
  total: number;
}

/** What the UI may show about sync; written only by the sync engine. */
export interface SyncState {
  phase: SyncPhase;
  /** Changes waiting in the outbox. */
  queued: number;
  lastSyncedAt: string | null;
  lastError?: string;
  /** Set while a flush runs; null otherwise. */
  progress: SyncProgress | null;
}

export function createSyncStateStore() {
  return createStore<SyncState>()(() => ({
    phase: 'idle',
    queued: 0,
    lastSyncedAt: null,
    progress: null,
  }));
}
export type SyncStateStore = ReturnType<typeof createSyncStateStore>;
