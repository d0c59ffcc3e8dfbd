import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { useStore } from 'zustand';
import { useOnlineStatus } from '../../lib/online-status';
import type { PendingUpload } from '../../db/app-db';
import { useTransfers } from '../../session/db-context';
import { uploadSummary } from './upload-summary';

/** 'Uploading 2 of 3 · 4.1 MB left' with a bar, while this trip's files go up or wait to. */
export function UploadSummaryLine({
  tripId,
  uploads,
}: {
  tripId: string;
  uploads: PendingUpload[];
}) {
  const transfers = useTransfers();
  const online = useOnlineStatus();
  const uploading = useStore(transfers.state, (s) => s.uploading);
  const blocked = useStore(transfers.state, (s) => s.blocked);
  // The store's own array (a stable reference), filtered here: a selector answering a new
  // array every time would render forever.
  const round = useStore(transfers.state, (s) => s.uploadedThisRound);
  const finished = round.filter((u) => u.tripId === tripId).map((u) => u.id);
  const offline = !online || blocked === 'offline';
  const running = uploading !== null && uploads.some((u) => u.id === uploading);
  const line = uploadSummary({ pending: uploads, finished, running, offline });
  if (!line) return null;
  const total = uploads.reduce((sum, u) => sum + u.size, 0);
  const sent = uploads.reduce((sum, u) => sum + u.received, 0);
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <HStack gap="2" color="fg.muted" fontSize="sm">
        {offline && <CloudOff size={14} aria-hidden="true" />}
        <Text>{line}</Text>
      </HStack>
      {running && !offline && (
        <Progress.Root size="xs" colorPalette="teal" value={(100 * sent) / Math.max(1, total)}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
