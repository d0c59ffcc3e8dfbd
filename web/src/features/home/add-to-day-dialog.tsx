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
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { Activity } from '@shared/api/lookups';
import { tripLengthDays } from '@shared/domain/trip-length';
import { addItineraryItem } from '../../db/itinerary-repo';
import { useTrips, type TripListItem } from '../../db/live-queries';
import { useDb } from '../../session/db-context';
import { dayOptions } from '../../lib/day-options';
import { suggestionItemInput } from '../../lib/suggestion-item';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { TextField } from '../../components/text-field';
import { activityTripChoices, tripChoiceLabel } from './activity-trip-choices';
import type { PlanTarget } from './use-plan-target';

/** The trip and the day come from selects, so they are text. */
const formSchema = z.object({
  tripId: z.string().min(1, 'Please choose a trip'),
  day: z.string().regex(/^[1-9]\d*$/, 'Please choose a day'),
  time: z.string().max(50, 'Times are 50 characters at most'),
});
type FormValues = z.infer<typeof formSchema>;

interface AddToDayDialogProps {
  target: PlanTarget;
  /** The explorer's name of the destination, as its 'Plan a Trip to' button says it. */
  placeName: string;
  /** The activity being added; kept while the dialog closes so its text does not vanish. */
  activity: Activity | null;
  /** Changes with each opening: the form then starts afresh. */
  opening: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The explorer's 'Plan a Trip to' path, for a traveller with no trip to add to. */
  onPlan: () => void;
}

/**
 * 'Add to your plan' from the explorer: puts a suggested activity on a day of one of the
 * traveller's trips, read from this device, so it works offline like every write.
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

function AddToDayContent(props: ContentProps) {
  const db = useDb();
  const trips = useTrips();
  const choices = useMemo(
    () => trips && activityTripChoices(trips, db.userId, props.target.destinationId),
    [trips, db.userId, props.target.destinationId],
  );
  const heading = (
    <Dialog.Header flexDirection="column" alignItems="start" gap="1">
      <Dialog.Title>Add to your plan</Dialog.Title>
      <Text fontWeight="medium">{props.activity.name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {props.target.destination.name}, {props.target.destination.country}
      </Text>
    </Dialog.Header>
  );

  if (!choices) {
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
  if (choices.trips.length === 0) {
    return (
      <>
        {heading}
        <Dialog.Body>
          <Stack gap="3" align="start">
            <Text>Plan a trip first to add this to a day.</Text>
            <Button colorPalette="teal" onClick={props.onPlan}>
              Plan a Trip to {props.placeName}
            </Button>
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
  return (
    <AddToDayForm
      {...props}
      heading={heading}
      trips={choices.trips}
      preselected={choices.preselected}
    />
  );
}

function AddToDayForm({
  heading,
  trips,
  preselected,
  target,
  activity,
  onDone,
}: ContentProps & {
  heading: ReactNode;
  trips: TripListItem[];
  preselected: TripListItem | null;
}) {
  const db = useDb();
  const navigate = useNavigate();
  const fail = useWriteFailure();
  const [adding, setAdding] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { tripId: preselected?.id ?? '', day: '1', time: '' },
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
      await addItineraryItem(db, suggestionItemInput(choice, activity, target.destination));
      notify({
        type: 'success',
        title: 'Activity added successfully',
        description: `${trip.title}, Day ${day}`,
        action: { label: 'View plan', onClick: () => void navigate(`/trips/${trip.id}/itinerary`) },
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
    // (the layout of the trip page's 'Add to your plan').
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
                {!preselected && <option value="">Choose a trip</option>}
                {trips.map((trip) => (
                  <option key={trip.id} value={trip.id}>
                    {tripChoiceLabel(trip)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.tripId && <Field.ErrorText>{errors.tripId.message}</Field.ErrorText>}
          </Field.Root>
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
