import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import {
  PASSENGER_TITLES,
  SEAT_PREFERENCES,
  SEAT_PREFERENCE_LABELS,
  type PassengerForm,
} from '@shared/schemas/passenger';
import { TextField } from '../../components/text-field';

/** An empty choice stays undefined, so zod reports 'Title is required' instead of a type error. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The passenger form's fields (SPEC 3 and 5); passport fields only for international trips. */
export function PassengerFields({
  form,
  international,
}: {
  form: UseFormReturn<PassengerForm>;
  international: boolean;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Field.Root invalid={Boolean(errors.title)}>
          <Field.Label>Title</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              placeholder="Select title"
              {...register('title', { setValueAs: emptyAsUndefined })}
            >
              {PASSENGER_TITLES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
        </Field.Root>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </SimpleGrid>
      {international && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Date of birth"
            type="date"
            hint="Optional"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          <TextField
            label="Passport number"
            autoComplete="off"
            hint="Optional"
            error={errors.passportNumber?.message}
            {...register('passportNumber')}
          />
        </SimpleGrid>
      )}
      <Field.Root>
        <Field.Label>Seat preference</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            placeholder="Select seat preference"
            {...register('seatPreference', { setValueAs: emptyAsUndefined })}
          >
            {SEAT_PREFERENCES.map((s) => (
              <option key={s} value={s}>
                {SEAT_PREFERENCE_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Optional</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
