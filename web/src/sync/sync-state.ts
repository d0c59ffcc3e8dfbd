import { createStore } from 'zustand/vanilla';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'update-required';

/** What the UI may show about sync; written only by the sync engine. */
export interface SyncState {
  phase: SyncPhase;
  /** Changes waiting in the outbox. */
  queued: number;
  lastSyncedAt: string | null;
  lastError?: string;
}

export function createSyncStateStore() {
  return createStore<SyncState>()(() => ({ phase: 'idle', queued: 0, lastSyncedAt: null }));
}
export type SyncStateStore = ReturnType<typeof createSyncStateStore>;
