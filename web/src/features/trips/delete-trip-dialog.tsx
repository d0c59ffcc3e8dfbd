import { useDb } from '../../session/db-context';
import { deleteTrip } from '../../db/trip-repo';
import { notify } from '../../lib/toaster';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { writeErrorMessage } from '../../lib/write-errors';

export const DELETE_TRIP_WARNING =
  'Are you sure you want to delete this trip? This action cannot be undone and will also delete all itinerary items and expenses associated with this trip.';

interface DeleteTripDialogProps {
  tripId: string;
  tripTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** SPEC 2: the delete confirmation shared by the trips list and the trip detail. */
export function DeleteTripDialog({
  tripId,
  tripTitle,
  open,
  onOpenChange,
  onDeleted,
}: DeleteTripDialogProps) {
  const db = useDb();
  const onDelete = async () => {
    try {
      await deleteTrip(db, tripId);
      notify({ type: 'success', title: 'Trip deleted successfully' });
      onDeleted?.();
    } catch (error) {
      // SPEC 8: the toast says why, and the confirmation closes.
      console.error('Deleting a trip failed', error);
      notify({
        type: 'error',
        title: 'Failed to delete trip',
        description: writeErrorMessage(error, 'Please try again'),
      });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${tripTitle}?`}
      text={DELETE_TRIP_WARNING}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={onDelete}
    />
  );
}
