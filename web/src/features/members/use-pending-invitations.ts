import { useCallback, useEffect, useState } from 'react';
import { pendingInvitationsSchema, type PendingInvitation } from '@shared/schemas/trip-invitation';
import { useOnlineStatus } from '../../lib/online-status';
import { useSyncState } from '../../session/db-context';
import { getJson } from '../../lib/api-client';

/**
 * The signed-in traveller's invitations by username, asked of the server while online: when the
 * screen opens, when the connection comes back, and after every sync (the server's live update
 * for a new invitation makes the device sync). Never stored on the device: offline, the list
 * last read on this screen stays (the screen says joining needs a connection); a failed read
 * keeps it too, and the next sync asks again.
 */
export function usePendingInvitations() {
  const online = useOnlineStatus();
  const lastSyncedAt = useSyncState((s) => s.lastSyncedAt);
  const [invitations, setInvitations] = useState<PendingInvitation[] | null>(null);

  useEffect(() => {
    if (!online) return undefined;
    let live = true;
    getJson('/api/invitations', pendingInvitationsSchema).then(
      (answer) => {
        if (live) setInvitations(answer);
      },
      (error: unknown) => {
        if (live) console.error('Reading the invitations failed', error);
      },
    );
    return () => {
      live = false;
    };
  }, [online, lastSyncedAt]);

  /** Takes an answered invitation off the list at once, before the server is asked again. */
  const forget = useCallback((tripId: string) => {
    setInvitations((list) => list?.filter((i) => i.tripId !== tripId) ?? null);
  }, []);

  return { invitations, forget, online };
}
