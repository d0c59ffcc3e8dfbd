import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Activity } from '@shared/api/lookups';
import type { Destination } from '@shared/schemas/destination';
import { addItineraryItem } from '../../db/itinerary-repo';
import { useDb } from '../../session/db-context';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { TextField } from '../../components/text-field';
import type { DayOption } from '../../lib/day-options';
import { suggestionItemInput } from '../../lib/suggestion-item';

/** The day comes from a select, so it is text. */
const formSchema = z.object({
  day: z.string().regex(/^[1-9]\d*$/, 'Please choose a day'),
  time: z.string().max(50, 'Times are 50 characters at most'),
});
type FormValues = z.infer<typeof formSchema>;

interface AddSuggestionDialogProps {
  tripId: string;
  destination: Destination;
  /** The activity being added; kept while the dialog closes so its text does not vanish. */
  activity: Activity | null;
  /** Changes with each opening: the form then starts again from Day 1 and no time. */
  opening: number;
  days: DayOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Add to your plan': puts a suggested activity on a day of the trip, at a time if given. */
export function AddSuggestionDialog({
  tripId,
  destination,
  activity,
  opening,
  days,
  open,
  onOpenChange,
}: AddSuggestionDialogProps) {
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
              <SuggestionForm
                key={opening}
                tripId={tripId}
                destination={destination}
                activity={activity}
                days={days}
                onDone={() => onOpenChange(false)}
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

function SuggestionForm({
  tripId,
  destination,
  activity,
  days,
  onDone,
}: {
  tripId: string;
  destination: Destination;
  activity: Activity;
  days: DayOption[];
  onDone: () => void;
}) {
  const db = useDb();
  const fail = useWriteFailure();
  const [adding, setAdding] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { day: '1', time: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAdding(true);
    try {
      const choice = { tripId, day: Number(values.day), time: values.time };
      await addItineraryItem(db, suggestionItemInput(choice, activity, destination));
      notify({ type: 'success', title: 'Activity added successfully' });
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
      <Dialog.Header>
        <Dialog.Title>Add to your plan</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="0.5">
            <Text fontWeight="medium">{activity.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {destination.name}, {destination.country}
            </Text>
          </Stack>
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
