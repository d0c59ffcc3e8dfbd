import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Clock, MapPin, Trash2 } from 'lucide-react';
import { ITINERARY_TYPE_LABELS, type ItineraryType } from '@shared/constants';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { PendingMark } from '../trips/pending-mark';

const TYPE_COLORS: Record<ItineraryType, string> = {
  activity: 'blue',
  dining: 'orange',
  accommodation: 'purple',
  transport: 'green',
};

export function ItineraryItemRow({
  item,
  pending,
  addedBy,
  onDelete,
}: {
  item: ItineraryItem;
  pending: boolean;
  /** 'Added by Ada' on a shared trip. */
  addedBy: string | null;
  /** Absent for a viewer, who cannot delete. */
  onDelete?: (() => void) | undefined;
}) {
  return (
    <HStack
      as="li"
      align="start"
      gap="3"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
    >
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          {item.time && (
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <Clock size={12} aria-hidden="true" />
              <Text>{item.time}</Text>
            </HStack>
          )}
          <Badge size="sm" colorPalette={TYPE_COLORS[item.type]}>
            {ITINERARY_TYPE_LABELS[item.type]}
          </Badge>
          {pending && <PendingMark />}
        </HStack>
        <Text fontWeight="medium">{item.title}</Text>
        {item.location && (
          <HStack gap="1" color="fg.muted" fontSize="sm">
            <MapPin size={12} aria-hidden="true" />
            <Text>{item.location}</Text>
          </HStack>
        )}
        {item.description && (
          <Text color="fg.muted" fontSize="sm" whiteSpace="pre-wrap">
            {item.description}
          </Text>
        )}
        {addedBy && (
          <Text color="fg.muted" fontSize="xs">
            {addedBy}
          </Text>
        )}
      </Stack>
      {onDelete && (
        <IconButton
          aria-label={`Delete ${item.title}`}
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onDelete}
        >
          <Trash2 />
        </IconButton>
      )}
    </HStack>
  );
}
