import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { AppDb } from '../../db/app-db';
import { useDb } from '../../session/db-context';
import { readMeta } from '../../db/meta';

/**
 * Once the user has something to lose (a first trip), asks the browser once to keep this site's
 * storage when space runs low, and remembers the answer in the database so the profile can say
 * when the browser refused.
 */
export function usePersistentStorageRequest(
  storage: StorageManager | undefined = navigatorStorage(),
) {
  const db = useDb();
  const hasData = useLiveQuery(async () => (await db.trips.count()) > 0, [db]);
  const asking = useRef(false);
  useEffect(() => {
    if (!hasData || asking.current) return;
    asking.current = true;
    askOnce(db, storage).catch((error: unknown) => {
      console.error('Asking for persistent storage failed', error);
    });
  }, [db, hasData, storage]);
}

async function askOnce(db: AppDb, storage: StorageManager | undefined) {
  if (await readMeta(db, 'storagePersistence')) return;
  let value: 'granted' | 'denied' | 'unsupported' = 'unsupported';
  if (storage && typeof storage.persist === 'function') {
    value = (await storage.persist()) ? 'granted' : 'denied';
  }
  await db.meta.put({ key: 'storagePersistence', value });
}

function navigatorStorage(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** The remembered answer; undefined while loading or before asking. */
export function useStoragePersistence() {
  const db = useDb();
  return useLiveQuery(() => readMeta(db, 'storagePersistence'), [db]);
}
