import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useStreetPacks } from '../../session/db-context';
import { formatBytes } from './format-bytes';
import { sentence } from './server-sentence';
import type { StreetPackStatus } from './use-street-pack-status';

/**
 * The street map part of 'Available offline' (decision 012): its download with bytes of total and
 * Cancel, a paused one to resume, the pack kept, or why there is none (the server's own words:
 * no street source, no places yet, too much ground). The built-in world map serves meanwhile.
 */
export function StreetMapStatus({
  tripId,
  status,
  noStreets,
}: {
  tripId: string;
  status: StreetPackStatus;
  /** The server's last answer that it keeps no street maps, as a sentence; null when it does. */
  noStreets: string | null;
}) {
  const engine = useStreetPacks();
  const { row, active, blocked } = status;
  const download = active ?? row?.download ?? null;

  if (row?.paused) {
    return (
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {download
            ? `Street map paused at ${formatBytes(download.received)} of ${formatBytes(download.size)}.`
            : 'Street map not downloaded.'}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void engine.resume(tripId)}>
          Download street map
        </Button>
      </HStack>
    );
  }
  if (download) {
    const of = `${formatBytes(download.received)} of ${formatBytes(download.size)}`;
    return (
      <Stack gap="1">
        <Progress.Root
          value={download.size > 0 ? (100 * download.received) / download.size : null}
          size="xs"
          colorPalette="teal"
        >
          {/* The track is the progressbar: its name and value text go there, not on the root. */}
          <Progress.Track aria-label="Street map download" aria-valuetext={of}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {blocked === 'offline'
              ? `Street map: ${of}, waiting for a connection.`
              : `Downloading the street map: ${of}`}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => void engine.cancel(tripId)}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    );
  }
  if (row?.kept) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Street map of the trip’s places kept ({formatBytes(row.kept.size)}).
      </Text>
    );
  }
  if (row?.problem || noStreets) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {row?.problem ? sentence(row.problem.message) : noStreets}
      </Text>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted">
      {blocked === 'offline'
        ? 'Street map: waiting for a connection.'
        : blocked === 'error'
          ? 'The street map could not be fetched; it will be tried again.'
          : 'Street map: not downloaded yet.'}
    </Text>
  );
}
