import { Alert, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDb } from '../../session/db-context';
import { defaultDocumentName, InvalidDocumentError, mediaTypeOf } from '../../db/document-file';
import { addDocument } from '../../db/document-repo';
import type { TripDetails } from '../../db/live-queries';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { DocumentFields } from './document-fields';
import {
  documentFormSchema,
  guessKind,
  parseAttachedTo,
  type DocumentFormValues,
} from './document-form-values';
import { formatBytes } from './format-bytes';
import { SaveCancelButtons } from './save-cancel-buttons';

/** Names a picked file and files it on the trip; saving stores it on this device at once. */
export function AddDocumentForm({
  file,
  trip,
  onClose,
}: {
  file: File;
  trip: TripDetails;
  onClose: () => void;
}) {
  const db = useDb();
  const onFailure = useWriteFailure();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({
    resolver: zodResolver(documentFormSchema),
    defaultValues: {
      name: defaultDocumentName(file.name),
      kind: guessKind(mediaTypeOf(file) ?? ''),
      attachedTo: '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const place = parseAttachedTo(values.attachedTo);
    try {
      await addDocument(db, {
        tripId: trip.id,
        file,
        name: values.name,
        kind: values.kind,
        itemId: place.itemId ?? undefined,
        expenseId: place.expenseId ?? undefined,
      });
      notify({ type: 'success', title: 'Document added' });
      onClose();
    } catch (error) {
      if (error instanceof InvalidDocumentError) setProblem(error.message);
      else onFailure(error, 'Adding the document failed', 'Please try again');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New document">
      <Stack gap="4" borderWidth="1px" rounded="lg" p="4">
        <Text fontSize="sm" color="fg.muted" truncate>
          {file.name} · {formatBytes(file.size)}
        </Text>
        <DocumentFields form={form} trip={trip} />
        {problem && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <SaveCancelButtons onCancel={onClose} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
