import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';
import { documentFileProblem } from '../../db/document-file';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { SectionCard } from '../trips/section-card';
import { AddDocumentButtons } from './add-document-buttons';
import { AddDocumentForm } from './add-document-form';
import { AvailableOffline } from './available-offline';
import { DocumentRow } from './document-row';
import { DocumentViewer } from './document-viewer';
import { UploadSummaryLine } from './upload-summary-line';
import { useTripDocuments } from './use-trip-documents';

/**
 * The trip's tickets, reservations and photos, from this device's store: they open offline.
 * Editors add them by picker, camera or by dropping a file on the section (desktop).
 */
export function DocumentsSection({ trip }: { trip: TripDetails }) {
  const data = useTripDocuments(trip.id);
  const editable = canEdit(trip.myRole);
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (file: File) => {
    // Refused before the form: nothing is stored or queued for a file we cannot take.
    const refusal = documentFileProblem(file);
    setProblem(refusal);
    setPicked(refusal ? null : file);
  };
  const dropHandlers = editable
    ? {
        onDragOver: (e: DragEvent) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) pick(file);
        },
      }
    : {};
  const open = data?.documents.find((d) => d.id === openId) ?? null;

  return (
    <Box
      {...dropHandlers}
      outline={dragging ? '2px dashed' : undefined}
      outlineColor="teal.solid"
      rounded="lg"
    >
      <SectionCard title="Documents" action={editable && <AddDocumentButtons onPick={pick} />}>
        <Stack gap="4">
          {problem && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Description>{problem}</Alert.Description>
            </Alert.Root>
          )}
          {picked && (
            <AddDocumentForm
              key={`${picked.name}-${picked.lastModified}`}
              file={picked}
              trip={trip}
              onClose={() => setPicked(null)}
            />
          )}
          {data && <UploadSummaryLine tripId={trip.id} uploads={data.uploads} />}
          {data && data.documents.length === 0 && !picked && (
            <Text color="fg.muted">
              {editable
                ? 'Keep tickets, reservations and photos here: they open even without a signal.'
                : 'No documents yet.'}
            </Text>
          )}
          {data && data.documents.length > 0 && (
            <Stack as="ul" gap="0" listStyleType="none" aria-label="Documents of this trip">
              {data.documents.map((d) => (
                <DocumentRow key={d.id} doc={d} onOpen={() => setOpenId(d.id)} />
              ))}
            </Stack>
          )}
          {data && (
            <AvailableOffline
              tripId={trip.id}
              on={data.availableOffline}
              bytesOnDevice={data.bytesOnDevice}
            />
          )}
        </Stack>
      </SectionCard>
      <DocumentViewer doc={open} trip={trip} editable={editable} onClose={() => setOpenId(null)} />
    </Box>
  );
}
