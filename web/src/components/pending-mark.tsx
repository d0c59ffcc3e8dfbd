import { Badge } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';

/** Marks a change that lives on this device only until the next sync. */
export function PendingMark() {
  return (
    <Badge size="sm" variant="subtle" colorPalette="orange" gap="1" flexShrink={0}>
      <CloudOff size={12} aria-hidden="true" />
      Not synced yet
    </Badge>
  );
}
