import { Text } from '@chakra-ui/react';
import { useSyncState } from '../../session/db-context';
import { lastSyncedText } from './sync-status';
import { useNow } from './use-now';
import { useStoragePersistence } from './use-persistent-storage';

/** For the profile: when this device last synced, and whether the browser may evict its data. */
export function SyncFacts() {
  const lastSyncedAt = useSyncState((s) => s.lastSyncedAt);
  const persistence = useStoragePersistence();
  const now = useNow();
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        {lastSyncedText(lastSyncedAt, now)}
      </Text>
      {persistence === 'denied' && (
        <Text color="fg.muted" fontSize="sm">
          This browser may clear offline data when storage runs low.
        </Text>
      )}
    </>
  );
}
