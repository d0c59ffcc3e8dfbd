import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LAST_USER_KEY } from './last-user';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    // SPEC 4: the current user is fetched on load.
    void store.getState().refresh();
  }, [store]);
  useEffect(() => {
    // Signed out in another tab (the remembered user is gone): this one signs out too, so a tab
    // left open on a shared computer does not go on showing the trips, nor reopen a database
    // that tab erased.
    const onStorage = (event: StorageEvent) => {
      const gone = event.key === null || (event.key === LAST_USER_KEY && event.newValue === null);
      if (gone && store.getState().user) store.getState().expire();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return useStore(store, selector);
}
