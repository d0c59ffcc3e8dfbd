import type { AppDb } from '../../db/app-db';
import { backoffDelay } from '../backoff';
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
  const random = deps.random ?? Math.random;
  const locks = 'locks' in deps ? deps.locks : globalThis.navigator?.locks;
  const win = 'window' in deps ? deps.window : globalThis.window;
  const state = createTransferStateStore();
  let stopper = new AbortController();
  let http = newHttp();
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;
  const cleanups: Array<() => void> = [];

  function newHttp(): DocumentHttp {
    return createDocumentHttp(fetchImpl, deps.timeoutMs ?? CHUNK_TIMEOUT_MS, stopper.signal);
  }

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

  async function once(): Promise<boolean> {
    try {
      await uploadAll();
      await downloadAll();
      failures = 0;
      state.setState({ blocked: null, uploading: null, downloading: null });
      return true;
    } catch (error) {
      state.setState({ uploading: null, downloading: null });
      if (stopper.signal.aborted) return false;
      const failure = error instanceof SyncFailure ? error : null;
      if (!failure) console.error('Document transfers failed unexpectedly', error);
      // A lost session is the sync engine's to report; transfers wait for the next sign-in.
      if (failure?.kind === 'unauthorized' || failure?.kind === 'update-required') return false;
      state.setState({ blocked: failure?.kind === 'offline' ? 'offline' : 'error' });
      failures += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void run(), backoffDelay(failures, random));
      return false;
    }
  }

  async function withLock(task: () => Promise<boolean>): Promise<boolean> {
    if (!locks) return task();
    // Another tab transferring already does the work; this one need not queue behind it.
    return await locks.request(`wayfarer-transfers-${db.userId}`, { ifAvailable: true }, (lock) =>
      lock ? task() : Promise.resolve(true),
    );
  }

  function run(): Promise<void> {
    if (stopper.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let ok = true;
        do {
          again = false;
          ok = await withLock(once);
        } while (ok && again && !stopper.signal.aborted);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function online() {
    failures = 0;
    void run();
  }

  return {
    state,
    start() {
      if (listening) return;
      listening = true;
      if (stopper.signal.aborted) {
        stopper = new AbortController();
        http = newHttp();
      }
      if (win) {
        win.addEventListener('online', online);
        cleanups.push(() => win.removeEventListener('online', online));
      }
      void run();
    },
    stop() {
      listening = false;
      stopper.abort();
      clearTimeout(retryTimer);
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    run,
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
