import type { AppDb } from '../../db/app-db';
import { createBackgroundLoop } from '../background-loop';
import { SyncFailure } from '../sync-failure';
import { createDocumentHttp, type DocumentHttp } from './document-http';
import { downloadDocument } from './download-document';
import { createTransferStateStore, type TransferStateStore } from './transfer-state';
import { downloadsWanted, nextUpload } from './transfer-queue';
import { uploadDocument } from './upload-document';

export interface TransferEngineDeps {
  db: AppDb;
  fetchImpl: typeof fetch;
  random?: () => number;
  /** Web Locks, so one tab transfers at a time; absent where the browser has none. */
  locks?: Pick<LockManager, 'request'> | undefined;
  /** Where `online` comes from; absent outside a browser. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  chunkBytes?: number;
  timeoutMs?: number;
}

export interface TransferEngine {
  readonly state: TransferStateStore;
  start(): void;
  stop(): void;
  /**
   * Uploads what the server can take, then downloads what this device should keep. One run at a
   * time: a call during a run runs another after it. Called after every sync that went through.
   */
  run(): Promise<void>;
  /** Fetches one document now (the traveller tapped Download or opened it); throws on failure. */
  download(id: string): Promise<void>;
}

/** A chunk of 1 MiB on a slow phone connection takes a while; a hung one must not hold the queue. */
const CHUNK_TIMEOUT_MS = 60_000;

/**
 * Moves documents' bytes, apart from the outbox: the small mutations never wait behind a file.
 * Uploads go one file at a time in chunks and resume where the server is; a dropped connection
 * stops the run, which starts again on `online`, after the next sync, or on its own backoff.
 */
export function createTransferEngine(deps: TransferEngineDeps): TransferEngine {
  const { db, fetchImpl } = deps;
  const state = createTransferStateStore();
  const newHttp = (signal: AbortSignal): DocumentHttp =>
    createDocumentHttp(fetchImpl, deps.timeoutMs ?? CHUNK_TIMEOUT_MS, signal);

  async function uploadAll() {
    const tried = new Set<string>();
    for (;;) {
      const next = await nextUpload(db, tried);
      if (!next) break;
      const { upload, blob } = next;
      tried.add(upload.id);
      state.setState({ uploading: upload.id });
      const outcome = await uploadDocument(db, http, upload, blob, deps.chunkBytes);
      if (outcome === 'done') {
        const done = { id: upload.id, tripId: upload.tripId };
        state.setState((s) => ({ uploadedThisRound: [...s.uploadedThisRound, done] }));
      }
    }
    state.setState({ uploading: null });
    // A trip with nothing left waiting ends its batch: its next upload starts a new '1 of N'. Per
    // trip and by waiting uploads only: a failed one, or another trip's, would otherwise keep
    // this trip's earlier files in the count ('Uploading 2 of 4' for three files).
    const stillWaiting = new Set(
      (await db.uploads.toArray()).filter((u) => u.state === 'waiting').map((u) => u.tripId),
    );
    state.setState((s) => ({
      uploadedThisRound: s.uploadedThisRound.filter((u) => stillWaiting.has(u.tripId)),
    }));
  }

  async function downloadAll() {
    const tried = new Set<string>();
    for (;;) {
      const [doc] = await downloadsWanted(db, tried);
      if (!doc) break;
      tried.add(doc.id);
      state.setState({ downloading: doc.id });
      try {
        await downloadDocument(db, http, doc);
      } catch (error) {
        // One file the server refuses must not keep the others from coming down.
        if (!(error instanceof SyncFailure && error.kind === 'refused')) throw error;
        console.error(`Downloading document ${doc.id} was refused`, error);
      }
    }
  }

  const loop = createBackgroundLoop({
    lockName: `wayfarer-transfers-${db.userId}`,
    what: 'Document transfers',
    random: deps.random,
    ...('locks' in deps ? { locks: deps.locks } : {}),
    ...('window' in deps ? { window: deps.window } : {}),
    round: async () => {
      try {
        await uploadAll();
        await downloadAll();
      } finally {
        state.setState({ uploading: null, downloading: null });
      }
    },
    onBlocked: (blocked) => state.setState({ blocked }),
    // A stopped engine's requests were cut with its signal; a new start needs a new one.
    onRestart: (signal) => {
      http = newHttp(signal);
    },
  });
  let http = newHttp(loop.signal);

  return {
    state,
    start: loop.start,
    stop: loop.stop,
    run: loop.run,
    async download(id) {
      const doc = await db.documents.get(id);
      if (!doc) throw new Error('This document is no longer on this trip');
      state.setState({ downloading: id });
      try {
        if (!(await downloadDocument(db, http, doc))) {
          throw new Error('This file is not on the server yet');
        }
      } catch (error) {
        if (error instanceof SyncFailure && error.kind === 'offline') {
          throw new Error('Connect to the internet to download it', { cause: error });
        }
        throw error;
      } finally {
        state.setState((s) => (s.downloading === id ? { downloading: null } : {}));
      }
    },
  };
}
