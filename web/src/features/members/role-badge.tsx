import { Badge } from '@chakra-ui/react';
import { TRIP_ROLE_LABELS, type TripRole } from '@shared/schemas/trip-member';

const ROLE_COLORS: Record<TripRole, string> = {
  owner: 'teal',
  editor: 'blue',
  viewer: 'gray',
};

export function RoleBadge({ role }: { role: TripRole }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette={ROLE_COLORS[role]} flexShrink={0}>
      {TRIP_ROLE_LABELS[role]}
    </Badge>
  );
}
