import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Activity } from '@shared/api/lookups';
import type { PlacedDestination } from '@shared/domain/destination-place';
import { tripLengthDays } from '@shared/domain/trip-length';
import { addItineraryItem } from '../db/itinerary-repo';
import { useDb } from '../session/db-context';
import { dayOptions } from '../lib/day-options';
import { suggestionItemInput } from '../lib/suggestion-item';
import { notify } from '../lib/toaster';
import { useWriteFailure } from '../lib/write-errors';
import { TextField } from './text-field';

/** A trip the activity can go on. */
export interface TripChoice {
  id: string;
  /** Its title, as the toast names it when it offers 'View plan'. */
  title: string;
  /** How the Trip select offers it. */
  label: string;
  /** yyyy-MM-dd, for its days and their dates. */
  startDate: string;
  endDate: string;
}

/** The trip and the day come from selects, so they are text. */
const formSchema = z.object({
  tripId: z.string().min(1, 'Please choose a trip'),
  day: z.string().regex(/^[1-9]\d*$/, 'Please choose a day'),
  time: z.string().max(50, 'Times are 50 characters at most'),
});
type FormValues = z.infer<typeof formSchema>;

export interface AddToDayDialogProps {
  /** The trips the activity can go on, in the order offered; undefined while they are read. */
  trips: readonly TripChoice[] | undefined;
  /** The trip chosen at each opening (a fixed trip is always); null leaves it to the traveller. */
  preselectedId: string | null;
  /**
   * The caller fixed the trip (the trip page's suggestions): with exactly one trip there is no
   * Trip select to choose it from.
   */
  tripFixed?: boolean;
  /** The activity being added; kept while the dialog closes so its text does not vanish. */
  activity: Activity | null;
  /** Where the activity is: its item's location and place. */
  destination: PlacedDestination;
  /** Changes with each opening: the form then starts afresh. */
  opening: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Given, the toast names the trip and day and offers 'View plan', which calls it; for callers
   * away from the trip.
   */
  onViewPlan?: (tripId: string) => void;
  /** For a traveller with no trip to add to: the 'Plan a Trip to {placeName}' button. */
  planTrip?: { placeName: string; onPlan: () => void };
}

/**
 * 'Add to your plan': puts a suggested activity on a day of a trip, at a time if given, written
 * to this device so that it works offline like every write. The trip is fixed by the caller or
 * chosen among `trips`.
 */
export function AddToDayDialog({
  activity,
  opening,
  open,
  onOpenChange,
  ...rest
}: AddToDayDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {activity && (
              <AddToDayContent
                key={opening}
                activity={activity}
                onDone={() => onOpenChange(false)}
                {...rest}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ContentProps extends Omit<
  AddToDayDialogProps,
  'activity' | 'opening' | 'open' | 'onOpenChange'
> {
  activity: Activity;
  onDone: () => void;
}

/** The activity's name and where it is. */
function ActivityLines({
  activity,
  destination,
}: {
  activity: Activity;
  destination: PlacedDestination;
}) {
  return (
    <>
      <Text fontWeight="medium">{activity.name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {destination.name}, {destination.country}
      </Text>
    </>
  );
}

function AddToDayContent({ trips, tripFixed, planTrip, ...props }: ContentProps) {
  // A fixed trip's dialog is a title over the form, which begins with the activity. Wherever a
  // trip is chosen the activity goes under the title, so it shows while the trips load and
  // when there is none too.
  const fixed = tripFixed && trips?.length === 1 ? trips[0] : undefined;
  if (fixed) {
    return (
      <AddToDayForm
        {...props}
        trips={[fixed]}
        preselectedId={fixed.id}
        heading={
          <Dialog.Header>
            <Dialog.Title>Add to your plan</Dialog.Title>
          </Dialog.Header>
        }
        lead={
          <Stack gap="0.5">
            <ActivityLines activity={props.activity} destination={props.destination} />
          </Stack>
        }
      />
    );
  }
  const heading = (
    <Dialog.Header flexDirection="column" alignItems="start" gap="1">
      <Dialog.Title>Add to your plan</Dialog.Title>
      <ActivityLines activity={props.activity} destination={props.destination} />
    </Dialog.Header>
  );

  if (!trips) {
    return (
      <>
        {heading}
        <Dialog.Body>
          <HStack justify="center" py="6">
            <Spinner size="sm" aria-hidden="true" />
            <Text color="fg.muted">Loading your trips...</Text>
          </HStack>
        </Dialog.Body>
      </>
    );
  }
  if (trips.length === 0) {
    return (
      <>
        {heading}
        <Dialog.Body>
          <Stack gap="3" align="start">
            <Text>Plan a trip first to add this to a day.</Text>
            {planTrip && (
              <Button colorPalette="teal" onClick={planTrip.onPlan}>
                Plan a Trip to {planTrip.placeName}
              </Button>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
        </Dialog.Footer>
      </>
    );
  }
  return <AddToDayForm {...props} trips={trips} heading={heading} tripSelect />;
}

function AddToDayForm({
  heading,
  lead,
  tripSelect = false,
  trips,
  preselectedId,
  activity,
  destination,
  onViewPlan,
  onDone,
}: Omit<ContentProps, 'trips' | 'tripFixed' | 'planTrip'> & {
  trips: readonly TripChoice[];
  heading: ReactNode;
  /** What the form's body begins with, before its fields. */
  lead?: ReactNode;
  tripSelect?: boolean;
}) {
  const db = useDb();
  const fail = useWriteFailure();
  const [adding, setAdding] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { tripId: preselectedId ?? '', day: '1', time: '' },
  });
  const { errors } = form.formState;
  const tripId = useWatch({ control: form.control, name: 'tripId' });
  const days = useMemo(() => {
    const trip = trips.find((t) => t.id === tripId);
    return trip ? dayOptions(trip.startDate, tripLengthDays(trip.startDate, trip.endDate)) : [];
  }, [trips, tripId]);

  const onSubmit = form.handleSubmit(async (values) => {
    const trip = trips.find((t) => t.id === values.tripId);
    if (!trip) return;
    setAdding(true);
    try {
      const day = Number(values.day);
      const choice = { tripId: trip.id, day, time: values.time };
      await addItineraryItem(db, suggestionItemInput(choice, activity, destination));
      notify({
        type: 'success',
        title: 'Activity added successfully',
        ...(onViewPlan && {
          description: `${trip.title}, Day ${day}`,
          action: { label: 'View plan', onClick: () => onViewPlan(trip.id) },
        }),
      });
      onDone();
    } catch (error) {
      fail(error, 'Failed to add activity', 'Please try again');
    } finally {
      setAdding(false);
    }
  });

  return (
    // In the dialog's column, so that its body scrolls and its footer stays in view on a phone
    // (the same layout as the Add Activity dialog's form).
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      display="flex"
      flexDirection="column"
      flex="1"
      minH="0"
    >
      {heading}
      <Dialog.Body>
        <Stack gap="4">
          {lead}
          {tripSelect && (
            <Field.Root invalid={Boolean(errors.tripId)}>
              <Field.Label>Trip</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...form.register('tripId', {
                    // Another trip may be shorter: a day it does not have becomes its first.
                    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
                      const trip = trips.find((t) => t.id === e.target.value);
                      const length = trip ? tripLengthDays(trip.startDate, trip.endDate) : 1;
                      if (Number(form.getValues('day')) > length) form.setValue('day', '1');
                    },
                  })}
                >
                  {/* No trip goes there: the traveller picks one rather than find it picked. */}
                  {!preselectedId && <option value="">Choose a trip</option>}
                  {trips.map((trip) => (
                    <option key={trip.id} value={trip.id}>
                      {trip.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.tripId && <Field.ErrorText>{errors.tripId.message}</Field.ErrorText>}
            </Field.Root>
          )}
          <Field.Root invalid={Boolean(errors.day)}>
            <Field.Label>Day</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('day')}>
                {days.map(({ day, label }) => (
                  <option key={day} value={String(day)}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.day && <Field.ErrorText>{errors.day.message}</Field.ErrorText>}
          </Field.Root>
          <TextField
            label="Time (Optional)"
            placeholder="09:00 AM"
            error={errors.time?.message}
            {...form.register('time')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={adding}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="teal" loading={adding} loadingText="Adding...">
          Add to Day
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
