import { HStack, Text } from '@chakra-ui/react';
import { BedDouble, LogOut } from 'lucide-react';
import type { StayContinuation } from '@shared/domain/stay-nights';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { parseEndTime } from '@shared/domain/item-end-time';

/** 'Check-out 11:00' without the '(+5)', which on the check-out day itself says nothing more. */
function checkOutText(item: ItineraryItem): string {
  const text = item.endTime?.replace(/\s*\(\s*[+\-−]\s*\d{1,2}\s*\)\s*$/, '').trim();
  return text && parseEndTime(item.endTime).dayOffset !== 0 ? `Check-out ${text}` : 'Check-out';
}

/**
 * A stay on a day after its check-in: a compact row, 'night 2 of 5', or its check-out. The stay
 * itself (its times, place, documents and buttons) stays on its check-in day.
 */
export function StayNightRow({ entry }: { entry: StayContinuation<ItineraryItem> }) {
  const { item, night, nights } = entry;
  const Icon = night === null ? LogOut : BedDouble;
  return (
    <HStack
      as="li"
      gap="2"
      py="2"
      px="3"
      mb="2"
      rounded="l2"
      bg="purple.subtle"
      color="purple.fg"
      fontSize="sm"
      data-testid="stay-night"
    >
      <Icon size={14} aria-hidden="true" />
      <Text fontWeight="medium" truncate minW="0">
        {item.title}
      </Text>
      <Text flexShrink={0} color="fg.muted">
        {' · '}
        {night === null ? checkOutText(item) : `night ${night} of ${nights}`}
      </Text>
    </HStack>
  );
}
