import { SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { hasBookingFields, timeLabels } from '@shared/domain/item-end-time';
import type { ItineraryType } from '@shared/constants';
import { TextField } from '../../components/text-field';
import type { ActivityFormValues } from './activity-form-values';

/**
 * The start time, and for a flight, train or stay its end and confirmation number. Other types
 * keep the SPEC's 'Time (Optional)' field exactly. A booking's start is labelled 'Departure time'
 * / 'Check-in time' (not 'Departs') so its accessible name still contains 'Time (Optional)', the
 * label tests and assistive-technology users already look for.
 */
export function BookingFields({
  form,
  type,
}: {
  form: UseFormReturn<ActivityFormValues>;
  type: ItineraryType;
}) {
  if (!hasBookingFields(type)) {
    return <TextField label="Time (Optional)" placeholder="09:00 AM" {...form.register('time')} />;
  }
  const labels = timeLabels(type);
  const transport = type === 'transport';
  const { errors } = form.formState;
  return (
    <>
      {/* One column on a phone: the longer booking labels would wrap and misalign the inputs. */}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label={`${transport ? 'Departure time' : 'Check-in time'} (Optional)`}
          placeholder={transport ? '10:05' : '15:00'}
          {...form.register('time')}
        />
        <TextField
          label={`${labels.end} (Optional)`}
          placeholder={transport ? '07:10 (+1)' : '11:00'}
          hint="(+1) = next day"
          error={errors.endTime?.message}
          {...form.register('endTime')}
        />
      </SimpleGrid>
      <TextField
        label="Confirmation number (Optional)"
        placeholder="e.g. ABC123"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        fontFamily="mono"
        error={errors.reference?.message}
        {...form.register('reference')}
      />
    </>
  );
}
