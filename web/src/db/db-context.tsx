import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSession } from '../features/auth/session-context';
import { openUserDb, type AppDb } from './app-db';

const DbContext = createContext<AppDb | null>(null);

/**
 * Opens the signed-in user's own database. When the user changes or signs out the database is
 * closed, never deleted: queued changes wait on the device for that user's next sign-in.
 */
export function DbProvider({ children }: { children: ReactNode }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const db = useMemo(() => (userId ? openUserDb(userId) : null), [userId]);

  useEffect(() => {
    if (!db) return undefined;
    // Closed with auto-open kept, so React's development double effect can use it again.
    return () => db.close({ disableAutoOpen: false });
  }, [db]);

  return <DbContext.Provider value={db}>{children}</DbContext.Provider>;
}

/** The signed-in user's database; throws when nobody is signed in. */
export function useDb(): AppDb {
  const db = useContext(DbContext);
  if (!db) throw new Error('useDb needs a signed-in user inside <DbProvider>');
  return db;
}
