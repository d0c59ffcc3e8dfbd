import { Alert, Field, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ImportReading } from '@shared/import/found-booking';
import type { GazetteerCity } from '@shared/reference/gazetteer-rows';
import { useTrip, type TripListItem } from '../../db/live-queries';
import { canEdit, roleOf } from '../../db/trip-role';
import { formatShortDay, todayIso } from '../../lib/format-date';
import { loadPlaceIndex } from '../../lib/places/gazetteer-loader';
import { useDb } from '../../session/db-context';
import { useSession } from '../../session/session-context';
import type { ImportTrip, TripDates } from './booking-draft';
import { ImportDialog } from './import-dialog';
import { newTripCity } from './new-trip-city';
import { proposedTrip } from './proposed-trip';
import { newTripDates, tripForBookings } from './trip-for-bookings';
import { createTripForImport } from './trip-for-import';

/** The choice of a new trip, in the trip list. */
const NEW_TRIP = 'new';

interface NewTripOffer extends TripDates {
  city: GazetteerCity;
}

const range = (dates: TripDates) =>
  dates.startDate === dates.endDate
    ? formatShortDay(dates.startDate)
    : `${formatShortDay(dates.startDate)} – ${formatShortDay(dates.endDate)}`;

interface ChooseTripImportProps {
  /** The traveller's trips; only those they can edit are offered. */
  trips: readonly TripListItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A file shared to the app: read at once. */
  initialFile?: File | undefined;
}

/**
 * Import from the trips list: the file is read first, then the preview asks which trip it is
 * for. It proposes the trip whose dates hold the bookings (or share most days with them); the
 * traveller can pick another they can edit, or a new trip to the bookings' city over their
 * dates, made on saving like one from New Trip. Opens the trip it saved into. A file shared to
 * the installed app (/import) goes the same way.
 */
export function ChooseTripImport({
  trips,
  open,
  onOpenChange,
  initialFile,
}: ChooseTripImportProps) {
  const db = useDb();
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const editable = useMemo(
    () => trips.filter((t) => userId !== null && canEdit(roleOf(t, t.members, userId))),
    [trips, userId],
  );
  const [choice, setChoice] = useState<string | null>(null);
  const [offer, setOffer] = useState<NewTripOffer | null>(null);
  const [proposal, setProposal] = useState<string | null>(null);
  const chosen = useTrip(choice && choice !== NEW_TRIP ? choice : '');
  const savedInto = useRef<string | null>(null);
  const [today] = useState(todayIso);

  const onRead = (reading: ImportReading) => {
    const byDates = tripForBookings(editable, reading.bookings);
    const dates = newTripDates(reading.bookings, today);
    // Bookings with no date (or nothing read): the trip under way, else the next.
    const proposed = byDates ?? (dates ? null : proposedTrip(editable, today));
    setProposal(byDates?.id ?? null);
    setChoice(proposed?.id ?? null);
    setOffer(null);
    if (!dates) return;
    void loadPlaceIndex()
      .then((index) => newTripCity(index, reading.bookings))
      .catch(() => null)
      .then((city) => {
        if (!city) return;
        setOffer({ city, ...dates });
        if (!proposed) setChoice((c) => c ?? NEW_TRIP);
      });
  };

  const placeholder = useMemo<ImportTrip>(
    () => ({ id: '', startDate: today, endDate: today, itineraryItems: [] }),
    [today],
  );
  const newTrip = useMemo<ImportTrip | null>(
    () => (offer ? { id: '', ...offer, itineraryItems: [] } : null),
    [offer],
  );
  const target: ImportTrip | null =
    choice === NEW_TRIP ? newTrip : choice && chosen ? chosen : null;

  const saveInto = async (): Promise<TripDates & { id: string }> => {
    if (choice === NEW_TRIP && offer) {
      const id = await createTripForImport(db, offer.city, offer);
      savedInto.current = id;
      return { id, startDate: offer.startDate, endDate: offer.endDate };
    }
    if (!target?.id) throw new Error('Choose the trip first');
    savedInto.current = target.id;
    return target;
  };

  const tripChoice =
    editable.length === 0 && !offer ? (
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Title>Plan a trip first: the booking goes on one of your trips.</Alert.Title>
      </Alert.Root>
    ) : (
      <Field.Root>
        <Field.Label>Trip</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={choice ?? ''}
            onChange={(e) => setChoice(e.currentTarget.value || null)}
          >
            {!choice && <option value="">Choose a trip</option>}
            {editable.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title} ({range(t)})
              </option>
            ))}
            {offer && (
              <option value={NEW_TRIP}>
                New trip: {offer.city.name} ({range(offer)})
              </option>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {choice === NEW_TRIP && offer ? (
            <Text as="span">
              A trip to {offer.city.name}, {offer.city.country} over the bookings' dates is made
              when you save; you can change it later.
            </Text>
          ) : choice && choice === proposal ? (
            'Proposed by the bookings’ dates.'
          ) : (
            'Only trips you can edit are listed.'
          )}
        </Field.HelperText>
      </Field.Root>
    );

  return (
    <ImportDialog
      trip={target ?? placeholder}
      ready={target !== null}
      open={open}
      initialFile={initialFile}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next && savedInto.current) void navigate(`/trips/${savedInto.current}`);
      }}
      onRead={onRead}
      tripChoice={tripChoice}
      saveInto={saveInto}
    />
  );
}
