import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { searchPlaces } from '@shared/domain/place-search';
import type { LatLng } from '@shared/domain/travel-time';
import type { Place } from '@shared/schemas/place';
import { useDb } from '../../session/db-context';
import { addStop, updateStop, type StopPatch } from '../../db/stop-repo';
import type { TripStop } from '@shared/schemas/trip-stop';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { loadPlaceIndex } from '../../lib/places/gazetteer-loader';
import { FormDialog } from '../../components/form-dialog';
import { PlaceCombobox, type PlaceOption } from '../../components/place-combobox';
import { RequiredLabel } from '../../components/required-label';
import { TextField } from '../../components/text-field';

interface StopOption extends PlaceOption {
  place: Place;
}

interface AddStopDialogProps {
  trip: { id: string; startDate: string; endDate: string };
  /** The trip's destination: towns near it come first. */
  near: LatLng | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this stop instead: 'Edit Stop', filled in, only what changed is sent. */
  stop?: TripStop | undefined;
}

/** The world's cities from the gazetteer on the device, nearest to the trip first. */
function stopSearch(near: LatLng | null) {
  return async (text: string): Promise<StopOption[]> => {
    const index = await loadPlaceIndex();
    return searchPlaces(index, text, { near, kinds: ['city'] }).map((match) => ({
      value: match.place.sourceId ?? match.label,
      label: match.label,
      place: match.place,
    }));
  };
}

/**
 * 'Add Stop': a place from the search and the days spent there. Saved on the device and queued
 * like every change; a stop outside the trip's dates is refused here with the server's words.
 */
export function AddStopDialog({ trip, near, open, onOpenChange, stop }: AddStopDialogProps) {
  const db = useDb();
  const [place, setPlace] = useState<Place | null>(stop?.place ?? null);
  const [startDate, setStartDate] = useState(stop?.startDate ?? trip.startDate);
  const [endDate, setEndDate] = useState(stop?.endDate ?? trip.endDate);
  const [error, setError] = useState<{ field: 'place' | 'dates'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // A fresh search field each time the dialog opens for a new stop.
  const [round, setRound] = useState(0);
  const search = useMemo(() => stopSearch(near), [near]);

  const close = () => {
    setPlace(stop?.place ?? null);
    setError(null);
    setStartDate(stop?.startDate ?? trip.startDate);
    setEndDate(stop?.endDate ?? trip.endDate);
    setRound((r) => r + 1);
    onOpenChange(false);
  };

  const onSubmit = async () => {
    if (!place) {
      setError({ field: 'place', message: 'Choose a place from the list' });
      return;
    }
    setSaving(true);
    try {
      if (stop) {
        const patch: StopPatch = {};
        if (JSON.stringify(place) !== JSON.stringify(stop.place)) patch.place = place;
        if (startDate !== stop.startDate) patch.startDate = startDate;
        if (endDate !== stop.endDate) patch.endDate = endDate;
        if (Object.keys(patch).length > 0) await updateStop(db, stop.id, patch);
        notify({ type: 'success', title: 'Stop updated' });
      } else {
        await addStop(db, { tripId: trip.id, place, startDate, endDate });
        notify({ type: 'success', title: `${place.name} added to the trip` });
      }
      close();
    } catch (failure) {
      setError({ field: 'dates', message: writeErrorMessage(failure, 'Failed to add stop') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={stop ? 'Edit Stop' : 'Add Stop'}
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={stop ? 'Save Stop' : 'Add Stop'}
      submitting={saving}
      submittingLabel={stop ? 'Saving...' : 'Adding...'}
      scrollInside
    >
      <Stack gap="4">
        <PlaceCombobox<StopOption>
          key={round}
          initialText={stop ? [stop.place.name, stop.place.country].filter(Boolean).join(', ') : ''}
          label={<RequiredLabel>Place</RequiredLabel>}
          required
          placeholder="Search any town or city"
          search={search}
          inDialog
          error={error?.field === 'place' ? error.message : undefined}
          onPick={(option) => {
            setPlace(option.place);
            setError(null);
          }}
          onTextChange={() => setPlace(null)}
          hint={stop ? 'Search again to move the stop to another place' : undefined}
        />
        <SimpleGrid columns={2} gap="4">
          <TextField
            label="Arrive"
            type="date"
            min={trip.startDate}
            max={trip.endDate}
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
          <TextField
            label="Leave"
            type="date"
            min={trip.startDate}
            max={trip.endDate}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </SimpleGrid>
        {error?.field === 'dates' && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error.message}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
