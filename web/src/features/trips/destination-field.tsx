import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import type { Destination } from '@shared/schemas/destination';
import { DestinationImage } from '../../components/destination-image';

interface DestinationFieldProps extends ComponentProps<'select'> {
  destinations: Destination[];
  /** The chosen destination, for the preview under the select. */
  chosen: Destination | undefined;
  error?: string | undefined;
}

/** 'Choose Destination': a required select of 'name, country' with a preview of the choice. */
export const DestinationField = forwardRef<HTMLSelectElement, DestinationFieldProps>(
  function DestinationField({ destinations, chosen, error, ...select }, ref) {
    return (
      <Stack gap="4">
        <Field.Root required invalid={Boolean(error)}>
          <Field.Label>
            Destination
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field ref={ref} {...select}>
              <option value="">Select a destination</option>
              {destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}, {d.country}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {destinations.length === 0 && (
            <Field.HelperText>
              No destinations on this device yet. Connect once to load them.
            </Field.HelperText>
          )}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {chosen && (
          <Stack gap="2" data-testid="destination-preview">
            <DestinationImage src={chosen.imageUrl} alt={chosen.name} height="40" rounded="md" />
            <Text fontWeight="medium">
              {chosen.name}, {chosen.country}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {chosen.description}
            </Text>
          </Stack>
        )}
      </Stack>
    );
  },
);
