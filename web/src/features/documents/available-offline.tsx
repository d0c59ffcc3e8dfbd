import { Button, Stack, Text } from '@chakra-ui/react';
import { CloudDownload } from 'lucide-react';
import { useDb, useTransfers } from '../../session/db-context';
import { setAvailableOffline } from '../../db/document-repo';
import { formatBytes } from './format-bytes';
import { useFreeStorage } from './use-free-storage';

/**
 * 'Available offline': every file of the trip is fetched and kept on this device (without it,
 * only small files and those opened are). A device setting, not synced: a phone may keep a trip
 * that a laptop need not.
 */
export function AvailableOffline({
  tripId,
  on,
  bytesOnDevice,
}: {
  tripId: string;
  on: boolean;
  bytesOnDevice: number;
}) {
  const db = useDb();
  const transfers = useTransfers();
  const free = useFreeStorage(bytesOnDevice);
  const toggle = async () => {
    await setAvailableOffline(db, tripId, !on);
    if (!on) void transfers.run();
  };
  return (
    <Stack gap="1" borderTopWidth="1px" pt="4">
      <Button
        size="sm"
        variant={on ? 'solid' : 'outline'}
        colorPalette="teal"
        alignSelf="start"
        aria-pressed={on}
        onClick={() => void toggle()}
      >
        <CloudDownload aria-hidden="true" />
        Available offline
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {on
          ? 'Every file of this trip is kept on this device.'
          : 'Keep every file of this trip on this device, for when there is no signal.'}
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid="documents-storage">
        {formatBytes(bytesOnDevice)} on this device
        {free !== null && ` · ${formatBytes(free)} free`}
      </Text>
    </Stack>
  );
}
