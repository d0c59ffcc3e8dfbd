import { firstLoadResponse } from '../lib/first-load-responses';
import { watchForBackgroundSync } from '../sync/background-sync';
import { createSyncEngine, type SyncEngine } from '../sync/sync-engine';
import { openUserDb, type AppDb } from './app-db';

/** One signed-in user's database and the sync engine that sends its outbox. */
export interface UserStore {
  db: AppDb;
  engine: SyncEngine;
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
    onUnauthorized,
  });
  return { db, engine };
}

/**
 * Starts the engine and hands changes that could not go out to the service worker too, for after
 * the tab closes. The returned function stops both and closes the database, never deleting it.
 */
export function runUserStore({ db, engine }: UserStore): () => void {
  engine.start();
  const stopWatching = watchForBackgroundSync(engine.state, db.userId);
  return () => {
    stopWatching();
    engine.stop();
    // Closed with auto-open kept, so React's development double effect can use it again.
    db.close({ disableAutoOpen: false });
  };
}
