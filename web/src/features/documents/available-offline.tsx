import { Button, Stack, Text } from '@chakra-ui/react';
import { CloudDownload } from 'lucide-react';
import { useDb, useStreetPacks, useTransfers } from '../../session/db-context';
import { setAvailableOffline } from '../../db/document-repo';
import { formatBytes } from './format-bytes';
import { sentence } from './server-sentence';
import { StreetMapStatus } from './street-map-status';
import { useStreetDetail } from './use-street-detail';
import { useStreetPackStatus } from './use-street-pack-status';
import { useFreeStorage } from './use-free-storage';

/**
 * 'Available offline': every file of the trip is fetched and kept on this device (without it,
 * only small files and those opened are), and so is the street map of its places (decision 012),
 * whose bytes count in what the trip keeps here. A device setting, not synced: a phone may keep
 * a trip that a laptop need not.
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
  const streetPacks = useStreetPacks();
  const streets = useStreetPackStatus(tripId);
  // Said before the toggle, from the server's last answer, so no one turns it on for streets
  // this server does not keep.
  const detail = useStreetDetail();
  const noStreets = detail?.available === false ? sentence(detail.message ?? '') : null;
  const kept = bytesOnDevice + (streets?.bytesOnDevice ?? 0);
  const free = useFreeStorage(kept);
  const toggle = async () => {
    await setAvailableOffline(db, tripId, !on);
    if (!on) {
      void transfers.run();
      void streetPacks.run();
    }
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
          : noStreets
            ? 'Keep every file of this trip on this device, for when there is no signal.'
            : 'Keep every file of this trip and a street map of its places on this device, for when there is no signal.'}
      </Text>
      {on && streets ? (
        <StreetMapStatus tripId={tripId} status={streets} noStreets={noStreets} />
      ) : (
        noStreets && (
          <Text fontSize="sm" color="fg.muted">
            {noStreets}
          </Text>
        )
      )}
      <Text fontSize="sm" color="fg.muted" data-testid="documents-storage">
        {formatBytes(kept)} on this device
        {free !== null && ` · ${formatBytes(free)} free`}
      </Text>
    </Stack>
  );
}
