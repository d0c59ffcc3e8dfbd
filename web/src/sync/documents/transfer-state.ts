import { createStore } from 'zustand/vanilla';

/**
 * What the screens show of document transfers; written only by the transfer engine. The bytes an
 * upload has sent are in its `uploads` row (written after each chunk, so they survive a reload);
 * this store says which transfer runs now and what finished in this round, for
 * 'Uploading 2 of 3 · 4.1 MB left'.
 */
export interface TransferState {
  /** The document whose bytes are going up now. */
  uploading: string | null;
  /** Documents whose upload finished since their trip last had none waiting: its batch. */
  uploadedThisRound: Array<{ id: string; tripId: string }>;
  /** The document whose bytes are coming down now. */
  downloading: string | null;
  /**
   * Why transfers wait: no connection, or the server failing for now (retried with backoff).
   * null while they run or have nothing to do.
   */
  blocked: 'offline' | 'error' | null;
}

export function createTransferStateStore() {
  return createStore<TransferState>()(() => ({
    uploading: null,
    uploadedThisRound: [],
    downloading: null,
    blocked: null,
  }));
}
export type TransferStateStore = ReturnType<typeof createTransferStateStore>;
