import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isoDateSchema } from '@shared/schemas/common';
import { formatTripLength, tripLengthDays } from '@shared/domain/trip-length';
import { copyTrip } from '../../db/trip-copy-repo';
import { shiftDate } from '../../db/trip-copy-plan';
import { formatDay } from '../../lib/format-date';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';

/** What a copy takes and leaves, in the words the dialog shows (trip-copy-plan.ts does it). */
export const COPIED =
  'Stops, itinerary items with their places and times, lists with their items unticked, day notes and the trip notes, the budget and home currency.';
export const NOT_COPIED = 'Expenses, documents, members and payments.';

interface CopyTripDialogProps {
  trip: { id: string; title: string; startDate: string; endDate: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The default title of a copy, within the 200 characters a title may have. */
function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, 200 - suffix.length)}${suffix}`;
}

/**
 * 'Copy trip': a new title and start, the end following at the same length. The copy is made on
 * this device in one go (copyTrip), so it works offline like creating a trip, then opens.
 */
export function CopyTripDialog({ trip, open, onOpenChange }: CopyTripDialogProps) {
  const db = useDb();
  const navigate = useNavigate();
  const [title, setTitle] = useState(copyTitle(trip.title));
  const [startDate, setStartDate] = useState(trip.startDate);
  const [error, setError] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const days = tripLengthDays(trip.startDate, trip.endDate);
  const validStart = isoDateSchema.safeParse(startDate).success;

  const close = () => {
    setTitle(copyTitle(trip.title));
    setStartDate(trip.startDate);
    setError(null);
    onOpenChange(false);
  };

  const onSubmit = async () => {
    if (!validStart) {
      setError('Choose the new start date');
      return;
    }
    setCopying(true);
    try {
      const id = await copyTrip(db, trip.id, { title, startDate });
      notify({ type: 'success', title: 'Trip copied' });
      close();
      void navigate(`/trips/${id}`);
    } catch (failure) {
      console.error('Copying a trip failed', failure);
      setError(writeErrorMessage(failure, 'Failed to copy trip'));
    } finally {
      setCopying(false);
    }
  };

  return (
    <FormDialog
      title="Copy trip"
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Copy trip"
      submitting={copying}
      submittingLabel="Copying..."
    >
      <Stack gap="4">
        <TextField
          label="New title"
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label="New start date"
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          hint={
            validStart
              ? `Ends ${formatDay(shiftDate(startDate, days - 1), 'EEE, MMM d, yyyy')} (${formatTripLength(days)}): the days move with it`
              : undefined
          }
        />
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="medium">Copied</Text>
          <Text color="fg.muted">{COPIED}</Text>
        </Stack>
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="medium">Not copied</Text>
          <Text color="fg.muted">{NOT_COPIED}</Text>
        </Stack>
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
