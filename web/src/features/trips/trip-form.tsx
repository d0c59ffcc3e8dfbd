import { Button, Card, Field, Heading, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { amountStep, currencySymbol } from '@shared/money/minor-units';
import type { Destination } from '@shared/schemas/destination';
import { CURRENCY_FIXED_MESSAGE } from '@shared/schemas/trip';
import { TextField } from '../../components/text-field';
import { CurrencySelect } from '../../components/currency-select';
import { RequiredLabel } from '../../components/required-label';
import { DestinationField, type DestinationOption } from './destination-field';
import { tripFormSchema, type TripFormValues } from './trip-form-values';

interface TripFormProps {
  /** Loaded before the form mounts, so a preset destination finds its option. */
  destinations: Destination[];
  /** Our destinations and the world's cities for what is typed in 'Destination'. */
  searchDestinations: (text: string) => Promise<DestinationOption[]>;
  defaultValues: TripFormValues;
  submitLabel: 'Create Trip' | 'Update Trip';
  pendingLabel: 'Creating...' | 'Updating...';
  onSubmit: (values: TripFormValues) => Promise<void>;
  /**
   * The trip has expenses: their rates were frozen against its currency, so it cannot change
   * (the server refuses it too). The field shows, disabled, with the reason.
   */
  currencyLocked?: boolean;
}

/** The New trip and Edit trip form (SPEC 2), with the optional budget of issue 3. */
export function TripForm({
  destinations,
  searchDestinations,
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  currencyLocked = false,
}: TripFormProps) {
  const form = useForm<TripFormValues>({
    resolver: zodResolver(tripFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const chosenId = useWatch({ control: form.control, name: 'destinationId' });
  const chosen = destinations.find((d) => d.id === chosenId);
  const currency = useWatch({ control: form.control, name: 'currency' });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="5">
        <Card.Root>
          <Card.Header>
            <Heading size="md">Choose Destination</Heading>
          </Card.Header>
          <Card.Body>
            <DestinationField
              destinations={destinations}
              chosen={chosen}
              error={errors.destinationId?.message}
              search={searchDestinations}
              onChoose={(id) =>
                form.setValue('destinationId', id, { shouldDirty: true, shouldValidate: true })
              }
            />
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Heading size="md">Trip Details</Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <TextField
                label={<RequiredLabel>Trip Title</RequiredLabel>}
                required
                placeholder="e.g. Spring in Kyoto"
                error={errors.title?.message}
                {...form.register('title')}
              />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField
                  label={<RequiredLabel>Start Date</RequiredLabel>}
                  type="date"
                  required
                  error={errors.startDate?.message}
                  {...form.register('startDate')}
                />
                <TextField
                  label={<RequiredLabel>End Date</RequiredLabel>}
                  type="date"
                  required
                  error={errors.endDate?.message}
                  {...form.register('endDate')}
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {currencyLocked ? (
                  // Not registered while locked: a disabled field would submit no value, and the
                  // form keeps the trip's own currency from its default values.
                  <CurrencySelect
                    value={currency}
                    disabled
                    hint={CURRENCY_FIXED_MESSAGE}
                    onChange={() => {}}
                  />
                ) : (
                  <CurrencySelect {...form.register('currency')} />
                )}
                {/* SPEC: 'Budget ($)' with step 0.01; another currency shows its own symbol. */}
                <TextField
                  label={`Budget (${currencySymbol(currency)})`}
                  type="number"
                  inputMode="decimal"
                  step={amountStep(currency)}
                  min="0"
                  placeholder="Optional"
                  error={errors.budget?.message}
                  {...form.register('budget')}
                />
              </SimpleGrid>
              <Field.Root invalid={Boolean(errors.notes)}>
                <Field.Label>Notes (Optional)</Field.Label>
                <Textarea rows={4} placeholder="Anything to remember" {...form.register('notes')} />
                {errors.notes && <Field.ErrorText>{errors.notes.message}</Field.ErrorText>}
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          loading={isSubmitting}
          loadingText={pendingLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
