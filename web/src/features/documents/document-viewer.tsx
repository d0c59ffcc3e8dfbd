import { Button, Center, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  DOCUMENT_KIND_LABELS,
  isViewableDocument,
  type TripDocument,
} from '@shared/schemas/document';
import { useTransfers } from '../../session/db-context';
import { fileNameOf } from '../../db/document-file';
import type { TripDetails } from '../../db/live-queries';
import { DocumentActions } from './document-actions';
import { DocumentContent } from './document-content';
import { EditDocumentForm } from './edit-document-form';
import { formatBytes } from './format-bytes';
import { useDocumentBlob } from '../../db/document-blob';
import type { DocumentRowData } from './use-trip-documents';
import { useObjectUrl } from '../../lib/use-object-url';

/**
 * The bytes the Download link saves: a file the app does not show goes as plain bytes, so even a
 * link to it followed rather than saved never renders a page or an e-mail in our origin.
 */
function savedAs(blob: Blob | undefined, doc: TripDocument | null): Blob | undefined {
  if (!blob || !doc || isViewableDocument(doc.mediaType)) return blob;
  return new Blob([blob], { type: 'application/octet-stream' });
}

/**
 * A document full screen inside the app, from the bytes on this device, so it opens offline;
 * with Download and Share, and for editors Rename, Delete and 'Use as trip cover'.
 */
export function DocumentViewer({
  doc,
  trip,
  editable,
  onClose,
}: {
  doc: DocumentRowData | null;
  trip: TripDetails;
  editable: boolean;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const blob = useDocumentBlob(doc?.id ?? null);
  const downloadUrl = useObjectUrl(useMemo(() => savedAs(blob, doc), [blob, doc]));
  return (
    <Dialog.Root
      open={doc !== null}
      onOpenChange={(e) => {
        if (!e.open) {
          setEditing(false);
          onClose();
        }
      }}
      size="full"
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {doc && (
              <>
                <Dialog.Header pe="14">
                  <Stack gap="0" minW="0">
                    <Dialog.Title truncate>{doc.name}</Dialog.Title>
                    <Text fontSize="sm" color="fg.muted">
                      {DOCUMENT_KIND_LABELS[doc.kind]} · {formatBytes(doc.size)}
                    </Text>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body display="flex" flexDirection="column" p={{ base: '2', md: '4' }}>
                  {editing ? (
                    <EditDocumentForm doc={doc} trip={trip} onDone={() => setEditing(false)} />
                  ) : blob ? (
                    <DocumentContent doc={doc} blob={blob} downloadUrl={downloadUrl} />
                  ) : (
                    <NotOnDevice doc={doc} />
                  )}
                </Dialog.Body>
                {!editing && (
                  <Dialog.Footer justifyContent="flex-start" flexWrap="wrap" gap="2">
                    <DocumentActions
                      doc={doc}
                      trip={trip}
                      editable={editable}
                      downloadUrl={blob ? downloadUrl : undefined}
                      fileName={fileNameOf(doc)}
                      blob={blob}
                      onRename={() => setEditing(true)}
                      onDeleted={onClose}
                    />
                  </Dialog.Footer>
                )}
              </>
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

/** The bytes are on the server only: fetch them (and keep them) on request. */
function NotOnDevice({ doc }: { doc: DocumentRowData }) {
  const transfers = useTransfers();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await transfers.download(doc.id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The download failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Center flex="1" p="6">
      <Stack gap="3" textAlign="center" align="center" maxW="sm">
        <Text>
          {doc.uploaded
            ? 'Not downloaded yet. Download it to open it here, also offline.'
            : 'Not uploaded yet: the device that added it has not sent it.'}
        </Text>
        {doc.uploaded && (
          <Button colorPalette="teal" loading={busy} onClick={() => void download()}>
            <Download aria-hidden="true" />
            Download
          </Button>
        )}
        {problem && (
          <Text color="red.fg" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
