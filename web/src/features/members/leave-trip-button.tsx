import { Button } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDb } from '../../session/db-context';
import type { TripDetails } from '../../db/live-queries';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMembersApi } from './members-api';

/** A companion leaves the trip; it then disappears from their devices on the next sync. */
export function LeaveTripButton({ trip, offline }: { trip: TripDetails; offline: boolean }) {
  const db = useDb();
  const api = useMembersApi();
  const fail = useWriteFailure();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const leave = async () => {
    try {
      await api.leave(trip.id, db.userId);
      void navigate('/trips');
      notify({ type: 'success', title: `You left "${trip.title}"` });
    } catch (error) {
      fail(error, 'Could not leave the trip', 'Please try again');
    }
  };

  return (
    <>
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={offline}
        onClick={() => setConfirming(true)}
      >
        <LogOut aria-hidden="true" />
        Leave trip
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${trip.title}?`}
        text="The trip disappears from your devices. To come back, you need a new invite from its owner."
        confirmLabel="Leave trip"
        busyLabel="Leaving..."
        onConfirm={leave}
      />
    </>
  );
}
