import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppDb, StreetPackRow } from '../../db/app-db';
import { createBackgroundLoop } from '../background-loop';
import {
  downloadStreetPack,
  emptyStreetPackRow,
  type StreetPackProgress,
} from './download-street-pack';
import { placesKeyOf } from './places-key';
import { askStreetDetail } from './street-detail';
import { askedPlacesKey, unsyncedTrips } from './unsynced-trips';

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
  const state = createStore<StreetPackState>(() => ({ active: null, blocked: null }));
  let current: { tripId: string; controller: AbortController } | null = null;

  let detailAsked = false;

  async function round(stopped: AbortSignal): Promise<void> {
    // Once a start, whatever else this round does: the trip page says it before the toggle.
    if (!detailAsked) detailAsked = await askStreetDetail(db, deps.fetchImpl, stopped);
    // Only a trip the server has can be cut; changes waiting in the outbox hold back nothing
    // else (unsynced-trips.ts), so one stuck change never keeps every pack from coming down.
    const unsynced = await unsyncedTrips(db);
    const tried = new Set<string>();
    for (const tripId of await db.offlineTrips.toCollection().primaryKeys()) {
      if (stopped.aborted) throw stopped.reason;
      if (tried.has(tripId)) continue;
      tried.add(tripId);
      if (unsynced.notOnServer.has(tripId)) continue;
      const placesNow = await placesKeyOf(db, tripId);
      if (placesNow === undefined) continue;
      const placesKey = askedPlacesKey(placesNow, unsynced.hasChanges(tripId));
      if (!needsFetch(await db.streetPacks.get(tripId), placesKey)) continue;
      const controller = new AbortController();
      const stop = () => controller.abort();
      stopped.addEventListener('abort', stop);
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
        if (!(controller.signal.aborted && !stopped.aborted)) throw error;
      } finally {
        stopped.removeEventListener('abort', stop);
        current = null;
        state.setState({ active: null });
      }
    }
  }

  const loop = createBackgroundLoop({
    lockName: `wayfarer-street-packs-${db.userId}`,
    what: 'Street map download',
    random: deps.random,
    ...('locks' in deps ? { locks: deps.locks } : {}),
    ...('window' in deps ? { window: deps.window } : {}),
    round,
    onBlocked: (blocked) => state.setState({ blocked }),
  });

  return {
    state,
    start: loop.start,
    stop: loop.stop,
    run: loop.run,
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
      loop.resetFailures();
      await loop.run();
    },
  };
}
