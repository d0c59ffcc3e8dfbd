import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDb } from '../../session/db-context';
import { updateDocument } from '../../db/document-repo';
import type { TripDetails } from '../../db/live-queries';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { DocumentFields } from './document-fields';
import {
  attachedToValue,
  documentFormSchema,
  documentPatch,
  type DocumentFormValues,
} from './document-form-values';
import type { DocumentRowData } from './use-trip-documents';
import { SaveCancelButtons } from './save-cancel-buttons';

/** Rename or re-file a document: only the fields that changed travel. */
export function EditDocumentForm({
  doc,
  trip,
  onDone,
}: {
  doc: DocumentRowData;
  trip: TripDetails;
  onDone: () => void;
}) {
  const db = useDb();
  const onFailure = useWriteFailure();
  const form = useForm<DocumentFormValues>({
    resolver: zodResolver(documentFormSchema),
    defaultValues: { name: doc.name, kind: doc.kind, attachedTo: attachedToValue(doc) },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const patch = documentPatch(doc, values);
    try {
      if (patch) {
        await updateDocument(db, doc.id, patch);
        notify({ type: 'success', title: 'Document saved' });
      }
      onDone();
    } catch (error) {
      onFailure(error, 'Saving the document failed', 'Please try again');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit document">
      <Stack gap="4" maxW="lg" mx="auto" w="full" p="2">
        <DocumentFields form={form} trip={trip} />
        <SaveCancelButtons onCancel={onDone} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
