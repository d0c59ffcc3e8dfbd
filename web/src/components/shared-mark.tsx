import { Badge, HStack, Text } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import type { TripMember } from '@shared/schemas/trip-member';
import { sharingSummary } from '../lib/member-summary';

/** On a trip card: 'Shared', who shared it (when not this user) and who else is on it. */
export function SharedMark({
  members,
  myUserId,
}: {
  members: readonly TripMember[];
  myUserId: string;
}) {
  const summary = sharingSummary(members, myUserId);
  if (!summary) return null;
  const words = [
    summary.sharedBy && `Shared by ${summary.sharedBy}`,
    summary.withNames && `With ${summary.withNames}`,
  ].filter(Boolean);
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" minW="0">
      <Badge size="sm" variant="subtle" colorPalette="teal" gap="1" flexShrink={0}>
        <Users size={12} aria-hidden="true" />
        Shared
      </Badge>
      <Text truncate>{words.join(' · ')}</Text>
    </HStack>
  );
}
