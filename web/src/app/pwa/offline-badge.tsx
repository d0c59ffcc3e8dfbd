import { Badge, Box } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from './online-status';

/**
 * Marks the app as offline in the header. The live region is always present so that screen
 * readers announce the change when the badge appears.
 */
export function OfflineBadge() {
  const online = useOnlineStatus();
  return (
    <Box role="status" aria-live="polite" display="contents">
      {!online && (
        <Badge colorPalette="orange" variant="subtle" size="md" gap="1">
          <WifiOff size={12} aria-hidden="true" />
          Offline
        </Badge>
      )}
    </Box>
  );
}
