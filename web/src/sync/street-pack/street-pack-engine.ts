import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppDb, StreetPackRow } from '../../db/app-db';
import { backoffDelay } from '../backoff';
import { SyncFailure } from '../sync-failure';
import {
  downloadStreetPack,
  emptyStreetPackRow,
  type StreetPackProgress,
} from './download-street-pack';
import { placesKeyOf } from './places-key';

export interface StreetPackState {
  /** The pack coming down now, with its bytes so far (finer than the parts written). */
  active: ({ tripId: string } & StreetPackProgress) | null;
  /** Why the last run stopped short: no connection, or the server failing (retried). */
  blocked: 'offline' | 'error' | null;
}

export type StreetPackStateStore = StoreApi<StreetPackState>;

export interface StreetPackEngineDeps {
  db: AppDb;
  fetchImpl: typeof fetch;
  random?: () => number;
  /** Web Locks, so one tab downloads at a time; absent where the browser has none. */
  locks?: Pick<LockManager, 'request'> | undefined;
  /** Where `online` comes from; absent outside a browser. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  partBytes?: number;
}

export interface StreetPackEngine {
  readonly state: StreetPackStateStore;
  start(): void;
  stop(): void;
  /**
   * Brings every trip kept offline up to date: fetches a pack it lacks, resumes one cut short,
   * asks again (If-None-Match) for one whose places changed. One run at a time.
   */
  run(): Promise<void>;
  /** The traveller's Cancel: stops this trip's download, keeping what came, until `resume`. */
  cancel(tripId: string): Promise<void>;
  resume(tripId: string): Promise<void>;
}

/** Whether a trip kept offline needs the server now, given its row and its places. */
export function needsFetch(row: StreetPackRow | undefined, placesKey: string): boolean {
  if (!row) return true;
  if (row.paused) return false;
  if (row.download) return true;
  if (row.kept) return row.kept.placesKey !== placesKey;
  if (row.problem) return row.problem.placesKey !== placesKey;
  return true;
}

/**
 * Keeps the street packs of the trips marked 'Available offline' on this device (decision 012),
 * one trip at a time, beside the outbox and the documents' transfers. A dropped connection stops
 * the run, which starts again on `online`, after the next sync or on its own backoff; whatever
 * came down whole is kept and the download resumes from it.
 */
export function createStreetPackEngine(deps: StreetPackEngineDeps): StreetPackEngine {
  const { db } = deps;
  const random = deps.random ?? Math.random;
  const locks = 'locks' in deps ? deps.locks : globalThis.navigator?.locks;
  const win = 'window' in deps ? deps.window : globalThis.window;
  const state = createStore<StreetPackState>(() => ({ active: null, blocked: null }));
  let stopper = new AbortController();
  let current: { tripId: string; controller: AbortController } | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;
  const cleanups: Array<() => void> = [];

  async function once(): Promise<boolean> {
    const tried = new Set<string>();
    try {
      // Changes not on the server yet (a trip made offline, a place just added) would have the
      // server cut the area it knows, or answer 'Trip not found': packs wait for the outbox,
      // and every sync that goes through runs this again.
      if ((await db.outbox.count()) > 0) return true;
      for (const tripId of await db.offlineTrips.toCollection().primaryKeys()) {
        if (stopper.signal.aborted) return false;
        if (tried.has(tripId)) continue;
        tried.add(tripId);
        const placesKey = await placesKeyOf(db, tripId);
        if (placesKey === undefined) continue;
        if (!needsFetch(await db.streetPacks.get(tripId), placesKey)) continue;
        const controller = new AbortController();
        const stop = () => controller.abort();
        stopper.signal.addEventListener('abort', stop);
        current = { tripId, controller };
        try {
          await downloadStreetPack(db, tripId, {
            fetchImpl: deps.fetchImpl,
            placesKey,
            signal: controller.signal,
            partBytes: deps.partBytes,
            onProgress: (progress) => state.setState({ active: { tripId, ...progress } }),
          });
        } catch (error) {
          // Cancelled by the traveller: the next trip's pack goes on.
          if (!(controller.signal.aborted && !stopper.signal.aborted)) throw error;
        } finally {
          stopper.signal.removeEventListener('abort', stop);
          current = null;
          state.setState({ active: null });
        }
      }
      failures = 0;
      state.setState({ blocked: null });
      return true;
    } catch (error) {
      if (stopper.signal.aborted) return false;
      const failure = error instanceof SyncFailure ? error : null;
      if (!failure) console.error('Street map download failed unexpectedly', error);
      // A lost session is the sync engine's to report; packs wait for the next sign-in.
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
    // Another tab downloading already does the work; this one need not queue behind it.
    return await locks.request(
      `wayfarer-street-packs-${db.userId}`,
      { ifAvailable: true },
      (lock) => (lock ? task() : Promise.resolve(true)),
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
      if (stopper.signal.aborted) stopper = new AbortController();
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
    async cancel(tripId) {
      await db.transaction('rw', db.offlineTrips, db.streetPacks, async () => {
        if (!(await db.offlineTrips.get(tripId))) return;
        const row = (await db.streetPacks.get(tripId)) ?? emptyStreetPackRow(tripId);
        await db.streetPacks.put({ ...row, paused: true });
      });
      if (current?.tripId === tripId) current.controller.abort();
    },
    async resume(tripId) {
      await db.streetPacks.update(tripId, { paused: false });
      failures = 0;
      await run();
    },
  };
}
