import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { UNAUTHORIZED_REDIRECT_MS } from '@shared/constants';
import { useSession } from './session-context';
import { notify } from '../lib/toaster';
import type { TransferEngine } from '../sync/documents/transfer-engine';
import type { StreetPackEngine } from '../sync/street-pack/street-pack-engine';
import type { SyncEngine } from '../sync/sync-engine';
import { createSyncStateStore, type SyncState } from '../sync/sync-state';
import type { AppDb } from '../db/app-db';
import { eraseDeviceCopy } from './erase-device-copy';
import type * as userStoreModule from './user-store';
import type { UserStore } from './user-store';

type UserStoreModule = typeof userStoreModule;

/** Nobody signed in; the store's code is loading; the user's store is open; its code failed to load. */
type DbState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'ready'; store: UserStore }
  | { status: 'failed'; error: unknown };

export type UserStoreStatus = DbState['status'];

const SIGNED_OUT: DbState = { status: 'signed-out' };
const LOADING: DbState = { status: 'loading' };

const DbContext = createContext<DbState>(SIGNED_OUT);

/**
 * Opens the signed-in user's own database and runs that user's sync engine. When the user
 * changes or signs out both stop and the database is closed, not deleted: queued changes wait
 * on the device for that same user's next sign-in, and another user never sends them. Only the
 * traveller deletes it, by choosing to erase this device's copy as they sign out.
 *
 * The store's code (Dexie, the sync engine, the zod schemas of synced rows) is imported only once
 * somebody is signed in, after the first paint, so the app shell renders without it. It is
 * precached by the service worker like every chunk, so an offline start still opens the store of
 * the remembered user. Until it has loaded, screens that need it wait (`useUserStoreReady`).
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
  const [code, setCode] = useState<{ module: UserStoreModule } | { error: unknown } | null>(null);

  useEffect(() => {
    if (!userId || code) return;
    import('./user-store').then(
      (module) => setCode({ module }),
      (error: unknown) => {
        console.error('The local store could not be loaded', error);
        setCode({ error });
      },
    );
  }, [userId, code]);

  const opened = useMemo(() => {
    if (!userId || !code || !('module' in code)) return null;
    const { openUserStore, runUserStore } = code.module;
    const store = openUserStore(userId, () => {
      // SPEC 8: the session is gone; the outbox stays in this user's database.
      notify({
        type: 'error',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      });
      expire();
      setTimeout(() => navigate('/auth'), UNAUTHORIZED_REDIRECT_MS);
    });
    return { store, run: () => runUserStore(store) };
    // navigate is read only when a 401 arrives; a new function identity must not reopen the db.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, expire, code]);

  useEffect(() => opened?.run(), [opened]);

  const value = useMemo<DbState>(() => {
    if (!userId) return SIGNED_OUT;
    if (opened) return { status: 'ready', store: opened.store };
    if (code && 'error' in code) return { status: 'failed', error: code.error };
    return LOADING;
  }, [userId, opened, code]);

  return <DbContext.Provider value={value}>{children}</DbContext.Provider>;
}

/** Where the signed-in user's store is: for the header, which must never fail because of it. */
export function useUserStoreStatus(): UserStoreStatus {
  return useContext(DbContext).status;
}

/**
 * Whether `useDb` and `useSyncEngine` can be called yet (a signed-in user whose store is open).
 * A store whose code could not be loaded is thrown, so the route's error screen offers Reload.
 */
export function useUserStoreReady(): boolean {
  const state = useContext(DbContext);
  if (state.status === 'failed') throw state.error;
  return state.status === 'ready';
}

function useUserStore(hook: string): UserStore {
  const state = useContext(DbContext);
  if (state.status !== 'ready') {
    throw new Error(`${hook} needs a signed-in user's open store inside <DbProvider>`);
  }
  return state.store;
}

/** The signed-in user's database; throws when nobody is signed in or it is not open yet. */
export function useDb(): AppDb {
  return useUserStore('useDb').db;
}

/** The signed-in user's sync engine, for 'Sync now'; throws like `useDb`. */
export function useSyncEngine(): SyncEngine {
  return useUserStore('useSyncEngine').engine;
}

/**
 * Erases the signed-in user's database from this device (sign-out's 'Erase this device's copy').
 * The returned function holds on to the store, so it still works once the sign-out has cleared
 * the session. Throws like `useDb`.
 */
export function useEraseDeviceCopy(): () => Promise<void> {
  const store = useUserStore('useEraseDeviceCopy');
  return () => eraseDeviceCopy(store);
}

/** The signed-in user's document transfers ('Download', 'Try again'); throws like `useDb`. */
export function useTransfers(): TransferEngine {
  return useUserStore('useTransfers').transfers;
}

/** The signed-in user's street packs ('Available offline', Cancel); throws like `useDb`. */
export function useStreetPacks(): StreetPackEngine {
  return useUserStore('useStreetPacks').streetPacks;
}

/** Read, never written: what sync looks like with nobody signed in. */
const signedOutStore = createSyncStateStore();

/** The sync engine's state for status displays; 'idle' with nothing queued when signed out. */
export function useSyncState<T>(selector: (state: SyncState) => T): T {
  const state = useContext(DbContext);
  return useStore(state.status === 'ready' ? state.store.engine.state : signedOutStore, selector);
}
