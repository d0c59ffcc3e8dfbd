import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { UNAUTHORIZED_REDIRECT_MS } from '@shared/constants';
import { useSession } from '../features/auth/session-context';
import { notify } from '../lib/toaster';
import { watchForBackgroundSync } from '../sync/background-sync';
import { createSyncEngine, type SyncEngine } from '../sync/sync-engine';
import { createSyncStateStore, type SyncState } from '../sync/sync-state';
import { openUserDb, type AppDb } from './app-db';

interface UserStore {
  db: AppDb;
  engine: SyncEngine;
}

const DbContext = createContext<UserStore | null>(null);

/**
 * Opens the signed-in user's own database and runs that user's sync engine. When the user
 * changes or signs out both stop and the database is closed, never deleted: queued changes wait
 * on the device for that same user's next sign-in, and another user never sends them.
 */
export function DbProvider({
  children,
  navigate = (path) => window.location.assign(path),
}: {
  children: ReactNode;
  /** Client-side navigation, so the 'Unauthorized' toast survives the move to /auth. */
  navigate?: (path: string) => void;
}) {
  const userId = useSession((s) => s.user?.id ?? null);
  const expire = useSession((s) => s.expire);

  const value = useMemo<UserStore | null>(() => {
    if (!userId) return null;
    const db = openUserDb(userId);
    const engine = createSyncEngine({
      db,
      fetchImpl: (input, init) => fetch(input, init),
      onUnauthorized() {
        // SPEC 8: the session is gone; the outbox stays in this user's database.
        notify({
          type: 'error',
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
        });
        expire();
        setTimeout(() => navigate('/auth'), UNAUTHORIZED_REDIRECT_MS);
      },
    });
    return { db, engine };
    // navigate is read only when a 401 arrives; a new function identity must not reopen the db.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, expire]);

  useEffect(() => {
    if (!value) return undefined;
    value.engine.start();
    // Changes that could not go out are handed to the service worker too, for after the tab closes.
    const stopWatching = watchForBackgroundSync(value.engine.state, value.db.userId);
    return () => {
      stopWatching();
      value.engine.stop();
      // Closed with auto-open kept, so React's development double effect can use it again.
      value.db.close({ disableAutoOpen: false });
    };
  }, [value]);

  return <DbContext.Provider value={value}>{children}</DbContext.Provider>;
}

/** The signed-in user's database; throws when nobody is signed in. */
export function useDb(): AppDb {
  const store = useContext(DbContext);
  if (!store) throw new Error('useDb needs a signed-in user inside <DbProvider>');
  return store.db;
}

/** The signed-in user's sync engine, for 'Sync now'; throws when nobody is signed in. */
export function useSyncEngine(): SyncEngine {
  const store = useContext(DbContext);
  if (!store) throw new Error('useSyncEngine needs a signed-in user inside <DbProvider>');
  return store.engine;
}

/** Read, never written: what sync looks like with nobody signed in. */
const signedOutStore = createSyncStateStore();

/** The sync engine's state for status displays; 'idle' with nothing queued when signed out. */
export function useSyncState<T>(selector: (state: SyncState) => T): T {
  const store = useContext(DbContext);
  return useStore(store?.engine.state ?? signedOutStore, selector);
}
