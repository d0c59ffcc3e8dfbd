import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDb } from '../../db/db-context';
import { deleteTrip } from '../../db/trip-repo';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from './write-errors';

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
  const [deleting, setDeleting] = useState(false);

  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteTrip(db, tripId);
      notify({ type: 'success', title: 'Trip deleted successfully' });
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      console.error('Deleting a trip failed', error);
      notify({
        type: 'error',
        title: 'Failed to delete trip',
        description: writeErrorMessage(error, 'Please try again'),
      });
      onOpenChange(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete {tripTitle}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{DELETE_TRIP_WARNING}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => void onDelete()}
                loading={deleting}
                loadingText="Deleting..."
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
