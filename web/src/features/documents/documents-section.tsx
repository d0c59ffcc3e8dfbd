import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { TripDocument } from '@shared/schemas/document';
import { pickedFileProblem } from '../../db/document-file';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { SectionCard } from '../../components/section-card';
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
export function DocumentsSection({
  trip,
  rowAction,
}: {
  trip: TripDetails;
  /** A further action on a document's row, when the screen around has one ('Add as…'). */
  rowAction?: ((doc: TripDocument) => ReactNode) | undefined;
}) {
  const data = useTripDocuments(trip.id);
  const editable = canEdit(trip.myRole);
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const lastPick = useRef<File | null>(null);

  const pick = async (file: File) => {
    lastPick.current = file;
    // Refused before the form, its first bytes read too: nothing is stored or queued for a file
    // we cannot take, and the traveller does not name a file only to hear it is not a PDF.
    const refusal = await pickedFileProblem(file).catch(() => 'This file could not be read');
    // A second file picked while the first was being read wins.
    if (lastPick.current !== file) return;
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
          if (file) void pick(file);
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
      <SectionCard
        title="Documents"
        action={editable && <AddDocumentButtons onPick={(file) => void pick(file)} />}
      >
        <Stack gap="4">
          {problem && (
            // role=alert: read out at once, since the file chooser has just closed over it.
            <Alert.Root status="error" size="sm" role="alert">
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
                <DocumentRow
                  key={d.id}
                  doc={d}
                  onOpen={() => setOpenId(d.id)}
                  action={editable ? rowAction?.(d) : undefined}
                />
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
