import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CalendarX } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { StayContinuation } from '@shared/domain/stay-nights';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { DayHeading } from './day-heading';
import { ItineraryItemRow } from './itinerary-item-row';
import { SortableItemRow } from './sortable-item-row';
import { StayNightRow } from './stay-night-row';
import { TravelLegRow } from './travel-leg-row';
import { travelLeg } from './travel-leg';
import { dayDropId } from './day-lists';
import type { RowProps } from './itinerary-board';

export interface DaySectionProps {
  day: number;
  startDate: string;
  /** Where the day is spent, when the trip has stops. */
  where: string | null;
  /** Past the trip's last day: the trip was shortened after these were planned. */
  outside: boolean;
  /** Stays checked in on an earlier day: their nights and check-outs. */
  stays: StayContinuation<ItineraryItem>[];
  items: ItineraryItem[];
  editable: boolean;
  renderRow: (item: ItineraryItem, index: number) => RowProps;
  /** What sits at the top of the day, under its heading: its note. */
  top?: ReactNode;
  /** The room a dragged item left when carried onto another day: where, and how tall. */
  room?: { index: number; height: number } | undefined;
}

/** One day of the itinerary: its dated heading, the stays it carries, and its items. */
export function ItineraryDaySection({
  day,
  startDate,
  where,
  outside,
  stays,
  items,
  editable,
  renderRow,
  top,
  room,
}: DaySectionProps) {
  return (
    <Card.Root
      as="section"
      aria-label={`Day ${day}`}
      borderColor={outside ? 'orange.emphasized' : undefined}
    >
      <Card.Header pb="2" gap="2">
        <DayHeading as="h2" size="md" startDate={startDate} day={day} where={where} />
        {outside && (
          <HStack gap="2" align="start" color="orange.fg" fontSize="sm">
            <CalendarX size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap="0.5">
              <Badge colorPalette="orange" alignSelf="start">
                Outside the trip&apos;s dates
              </Badge>
              <Text color="fg.muted">
                The trip now ends before this day. Its plans are kept: move them to a day of the
                trip.
              </Text>
            </Stack>
          </HStack>
        )}
      </Card.Header>
      <Card.Body pt="0">
        {top && <Box mb="3">{top}</Box>}
        {stays.length > 0 && (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Stays">
            {stays.map((entry) => (
              <StayNightRow key={entry.item.id} entry={entry} />
            ))}
          </Stack>
        )}
        <DayItems day={day} items={items} editable={editable} renderRow={renderRow} room={room} />
      </Card.Body>
    </Card.Root>
  );
}

function DayItems({
  day,
  items,
  editable,
  renderRow,
  room,
}: Pick<DaySectionProps, 'day' | 'items' | 'editable' | 'renderRow' | 'room'>) {
  // An empty day takes a drop on its own; a day with items takes it on them.
  const { setNodeRef, isOver } = useDroppable({
    id: dayDropId(day),
    disabled: !editable || items.length > 0,
  });
  if (items.length === 0) {
    return (
      <Box
        ref={setNodeRef}
        rounded="l2"
        outline={isOver ? '2px dashed' : undefined}
        outlineColor="teal.solid"
        py={editable ? '2' : undefined}
        // Its only item is being carried to another day: the day stays as tall meanwhile.
        minH={room ? `${room.height}px` : undefined}
      >
        <Text color="fg.muted" fontSize="sm">
          No activities for this day
        </Text>
      </Box>
    );
  }
  const rows: ReactNode[] = items.map((item, index) => {
    const props = renderRow(item, index);
    return (
      <Fragment key={item.id}>
        {index > 0 && <TravelLegRow leg={travelLeg(items[index - 1]!, item)} />}
        {editable ? <SortableItemRow {...props} /> : <ItineraryItemRow {...props} />}
      </Fragment>
    );
  });
  if (room) {
    // Where the dragged item was, kept open until it is dropped (see `leftPlace`).
    rows.splice(
      room.index,
      0,
      <Box as="li" key="room" aria-hidden="true" height={`${room.height}px`} />,
    );
  }
  const list = (
    <Stack as="ul" gap="0" listStyleType="none">
      {rows}
    </Stack>
  );
  if (!editable) return list;
  return (
    <SortableContext
      id={`day-list-${day}`}
      items={items.map((i) => i.id)}
      strategy={verticalListSortingStrategy}
    >
      {list}
    </SortableContext>
  );
}
