import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS } from '@shared/schemas/document';
import type { TripDetails } from '../../db/live-queries';
import { TextField } from '../../components/text-field';
import { RequiredLabel } from '../../components/required-label';
import { attachChoices, type DocumentFormValues } from './document-form-values';

/** Name, kind and attachment: the fields of adding a document and of editing one. */
export function DocumentFields({
  form,
  trip,
}: {
  form: UseFormReturn<DocumentFormValues>;
  trip: Pick<TripDetails, 'itineraryItems' | 'expenses'>;
}) {
  const { errors } = form.formState;
  return (
    <Stack gap="4">
      <TextField
        label={<RequiredLabel>Name</RequiredLabel>}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root>
          <Field.Label>Kind</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('kind')}>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DOCUMENT_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Attached to</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('attachedTo')}>
              {attachChoices(trip).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
