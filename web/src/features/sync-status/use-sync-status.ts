import { useLiveQuery } from 'dexie-react-hooks';
import { useShallow } from 'zustand/react/shallow';
import { useOnlineStatus } from '../../lib/online-status';
import { useDb, useSyncState } from '../../session/db-context';
import { queryOpenRejections } from '../../db/rejection-repo';
import { describeSyncStatus, type SyncStatus, type SyncStatusInput } from './sync-status';
import { useNow } from './use-now';

interface SyncCounts {
  queued: number;
  rejections: number;
  /** Document files still owed to the server, and those stopped as damaged. */
  uploads: number;
  failedUploads: number;
}

/** Outbox size, open rejections and files still to upload, straight from the database. */
export function useSyncCounts(): SyncCounts | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const uploads = await db.uploads.toArray();
    const failedUploads = uploads.filter((u) => u.state === 'failed').length;
    return {
      queued: await db.outbox.count(),
      rejections: (await queryOpenRejections(db)).length,
      uploads: uploads.length - failedUploads,
      failedUploads,
    };
  }, [db]);
}

/**
 * The sync status of the signed-in user: the engine's phase and progress, with the counts read
 * from the database itself, so the header never says 'Synced' while a change waits.
 */
export function useSyncStatus(): {
  status: SyncStatus;
  input: SyncStatusInput;
  /** The database has been counted; before that the engine's figure may miss a fresh write. */
  counted: boolean;
} {
  const engine = useSyncState(
    useShallow((s) => ({
      phase: s.phase,
      progress: s.progress,
      lastSyncedAt: s.lastSyncedAt,
      lastError: s.lastError,
      queued: s.queued,
    })),
  );
  const counts = useSyncCounts();
  const online = useOnlineStatus();
  const now = useNow();
  const input: SyncStatusInput = {
    ...engine,
    // Until the live query answers, the engine's own count stands in for it.
    queued: counts?.queued ?? engine.queued,
    rejections: counts?.rejections ?? 0,
    uploads: counts?.uploads ?? 0,
    failedUploads: counts?.failedUploads ?? 0,
    online,
  };
  return { status: describeSyncStatus(input, now), input, counted: counts !== undefined };
}
