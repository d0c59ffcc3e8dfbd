import { Badge } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../lib/online-status';

/**
 * Marks the app as offline in the header. The live region is always present so that screen
 * readers announce the change when the badge appears.
 */
export function OfflineBadge() {
  const online = useOnlineStatus();
  return (
    // A plain element (class in shell.css): the badge's live region is in every first paint.
    <div role="status" aria-live="polite" className="wf-contents">
      {!online && (
        <Badge colorPalette="orange" variant="subtle" size="md" gap="1">
          <WifiOff size={12} aria-hidden="true" />
          Offline
        </Badge>
      )}
    </div>
  );
}
