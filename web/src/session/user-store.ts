import { firstLoadResponse } from '../lib/first-load-responses';
import { loadPlaceIndex } from '../lib/places/gazetteer-loader';
import { watchForBackgroundSync } from '../sync/background-sync';
import { createTransferEngine, type TransferEngine } from '../sync/documents/transfer-engine';
import {
  createStreetPackEngine,
  type StreetPackEngine,
} from '../sync/street-pack/street-pack-engine';
import { createSyncEngine, type SyncEngine } from '../sync/sync-engine';
import { openUserDb, type AppDb } from '../db/app-db';

/** One signed-in user's database, the sync engine that sends its outbox and moves its files. */
export interface UserStore {
  db: AppDb;
  engine: SyncEngine;
  /** Documents' bytes, up and down, apart from the outbox (sync/documents/). */
  transfers: TransferEngine;
  /** Street packs of the trips kept offline (sync/street-pack/). */
  streetPacks: StreetPackEngine;
}

/**
 * Opens the user's own database and creates (without starting) their sync engine. This module
 * carries Dexie, the sync engine and the shared zod schemas, so `DbProvider` loads it with a
 * dynamic import once somebody is signed in instead of with the app's first paint.
 */
export function openUserStore(userId: string, onUnauthorized: () => void): UserStore {
  const db = openUserDb(userId);
  const engine = createSyncEngine({
    db,
    fetchImpl: (input, init) => fetch(input, init),
    shareFirstLoad: (path, request) => firstLoadResponse(path, request),
    loadPlaceIndex,
    onUnauthorized,
  });
  const transfers = createTransferEngine({ db, fetchImpl: (input, init) => fetch(input, init) });
  const streetPacks = createStreetPackEngine({
    db,
    fetchImpl: (input, init) => fetch(input, init),
  });
  return { db, engine, transfers, streetPacks };
}

/**
 * Starts the engine and hands changes that could not go out to the service worker too, for after
 * the tab closes. The returned function stops both and closes the database, never deleting it
 * (only the traveller does, on signing out: erase-device-copy.ts).
 */
export function runUserStore({ db, engine, transfers, streetPacks }: UserStore): () => void {
  engine.start();
  transfers.start();
  streetPacks.start();
  const stopWatching = watchForBackgroundSync(engine.state, db.userId);
  // A sync that went through may have let addDocuments reach the server (their bytes can go up
  // now) or pulled documents this device should fetch. Transfers run beside the next flushes,
  // never inside them, so the outbox never waits for a file.
  const stopTransfersAfterSync = engine.state.subscribe((now, before) => {
    if (before.phase === 'syncing' && now.phase === 'idle') {
      void transfers.run();
      // A pull may have brought new places, or a trip now kept offline on another tab.
      void streetPacks.run();
    }
  });
  return () => {
    stopTransfersAfterSync();
    stopWatching();
    streetPacks.stop();
    transfers.stop();
    engine.stop();
    // Closed with auto-open kept, so React's development double effect can use it again; unless
    // it was erased on sign-out (erase-device-copy.ts): reopening would recreate it empty.
    if (!db.hasBeenClosed()) db.close({ disableAutoOpen: false });
  };
}
