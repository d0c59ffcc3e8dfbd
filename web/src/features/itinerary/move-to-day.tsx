import { HStack, NativeSelect } from '@chakra-ui/react';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { dayOptions } from '../../lib/day-options';

/**
 * 'Move to day...' for an item on a day past the trip's end: picking a day of the trip moves it
 * there, after that day's items (the same move as a drag).
 */
export function MoveToDay({
  item,
  startDate,
  tripDays,
  onMove,
}: {
  item: ItineraryItem;
  startDate: string;
  tripDays: number;
  onMove: (day: number) => void;
}) {
  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={`Move ${item.title} to day`}
          value=""
          onChange={(event) => {
            const day = Number(event.currentTarget.value);
            if (day >= 1) onMove(day);
          }}
        >
          <option value="" disabled>
            Move to day…
          </option>
          {dayOptions(startDate, tripDays).map((option) => (
            <option key={option.day} value={option.day}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
