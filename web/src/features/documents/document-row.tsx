import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DOCUMENT_KIND_LABELS, isViewableDocument } from '@shared/schemas/document';
import { useOnlineStatus } from '../../lib/online-status';
import { useDb, useTransfers } from '../../session/db-context';
import { deleteDocument, retryUpload } from '../../db/document-repo';
import { notify } from '../../lib/toaster';
import { PendingMark } from '../../components/pending-mark';
import { useWriteFailure } from '../../lib/write-errors';
import { documentStatus } from './document-status';
import { DocumentStatusBadge } from './document-status-badge';
import { DOCUMENT_TYPES } from './document-type';
import { formatBytes } from './format-bytes';
import type { DocumentRowData } from './use-trip-documents';

/**
 * One document in the list: its name opens it; Download, Try again or Remove (a file that is not
 * its type, which no retry can send) when that is what it needs.
 */
export function DocumentRow({
  doc,
  onOpen,
  action,
}: {
  doc: DocumentRowData;
  onOpen: () => void;
  action?: ReactNode;
}) {
  const db = useDb();
  const transfers = useTransfers();
  const online = useOnlineStatus();
  const uploading = useStore(transfers.state, (s) => s.uploading);
  const downloading = useStore(transfers.state, (s) => s.downloading);
  const blocked = useStore(transfers.state, (s) => s.blocked);
  const onFailure = useWriteFailure();
  const [busy, setBusy] = useState(false);
  const status = documentStatus({
    doc,
    onDevice: doc.onDevice,
    upload: doc.upload,
    uploading,
    downloading,
    offline: !online || blocked === 'offline',
  });
  const Icon = DOCUMENT_TYPES[doc.mediaType].icon;

  const download = async () => {
    setBusy(true);
    try {
      await transfers.download(doc.id);
    } catch (error) {
      notify({
        type: 'error',
        title: 'Download failed',
        description: error instanceof Error ? error.message : 'Please try again',
      });
    } finally {
      setBusy(false);
    }
  };
  const retry = async () => {
    await retryUpload(db, doc.id);
    void transfers.run();
  };
  // The same delete as the viewer's, so it works offline and reaches every device; its bytes
  // and failed upload go with it, so the header stops asking for attention.
  const remove = async () => {
    try {
      await deleteDocument(db, doc.id);
      notify({ type: 'success', title: 'Document removed' });
    } catch (error) {
      onFailure(error, 'Removing the document failed', 'Please try again');
    }
  };
  const problem = status.kind === 'failed' || status.kind === 'wrong-type' ? status.error : '';

  return (
    <HStack as="li" gap="3" align="start" py="2" aria-label={doc.name}>
      <Icon size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 4 }} />
      <Stack gap="1" flex="1" minW="0">
        <Button
          variant="plain"
          justifyContent="start"
          p="0"
          h="auto"
          fontWeight="semibold"
          onClick={onOpen}
          aria-label={`Open ${doc.name}`}
        >
          <Text truncate>{doc.name}</Text>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {DOCUMENT_KIND_LABELS[doc.kind]}
          {!isViewableDocument(doc.mediaType) && ` · ${DOCUMENT_TYPES[doc.mediaType].label}`} ·{' '}
          {formatBytes(doc.size)}
        </Text>
        <HStack gap="2" wrap="wrap">
          <DocumentStatusBadge status={status} />
          {doc.pending && <PendingMark />}
        </HStack>
        {problem && (
          <Text fontSize="sm" color="red.fg">
            {problem}
          </Text>
        )}
      </Stack>
      {action}
      {status.kind === 'remote' && (
        <Button size="xs" variant="outline" loading={busy} onClick={() => void download()}>
          Download
        </Button>
      )}
      {status.kind === 'failed' && (
        <Button size="xs" variant="outline" onClick={() => void retry()}>
          Try again
        </Button>
      )}
      {status.kind === 'wrong-type' && (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>
          Remove
        </Button>
      )}
    </HStack>
  );
}
