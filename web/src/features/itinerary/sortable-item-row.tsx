import { useDndContext } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { Box, IconButton } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { ItineraryItemRow } from './itinerary-item-row';

/**
 * A row an editor can drag by its handle: with a mouse, a finger (the handle alone takes the
 * touch, so the list still scrolls) or the keyboard (Space or Enter picks it up, the arrows move
 * it, across days too; Space or Enter drops it, Escape puts it back).
 */
export function SortableItemRow(props: ComponentProps<typeof ItineraryItemRow>) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.item.id });
  // By hand, the overlay (`DraggedItemRow`) follows the hand and this row marks where it will
  // land; by keyboard this row itself is what moves.
  const { activatorEvent } = useDndContext();
  const byHand = isDragging && !(activatorEvent instanceof KeyboardEvent);
  return (
    <ItineraryItemRow
      {...props}
      rowRef={setNodeRef}
      rowStyle={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: byHand ? 0.35 : undefined,
        zIndex: isDragging && !byHand ? 2 : undefined,
        boxShadow: isDragging && !byHand ? 'var(--chakra-shadows-lg)' : undefined,
      }}
      handle={
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          // Our words for what it is; dnd-kit's role description says it can be sorted.
          aria-label={`Drag ${props.item.title}`}
          size="sm"
          variant="ghost"
          cursor={isDragging ? 'grabbing' : 'grab'}
          touchAction="none"
          flexShrink={0}
          ms="-2"
        >
          <GripVertical />
        </IconButton>
      }
    />
  );
}

/**
 * The row as it follows the hand during a drag (dnd-kit's overlay): a picture of the row, lifted
 * by a shadow. It is hidden from screen readers and cannot be focused: the live region says where
 * the row is, and the real row stays in its list.
 */
export function DraggedItemRow(props: ComponentProps<typeof ItineraryItemRow>) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      aria-hidden="true"
      inert
      rounded="l2"
      overflow="hidden"
      boxShadow="lg"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      px="2"
      cursor="grabbing"
    >
      <ItineraryItemRow
        {...props}
        handle={
          <IconButton
            aria-label={`Drag ${props.item.title}`}
            size="sm"
            variant="ghost"
            flexShrink={0}
            ms="-2"
          >
            <GripVertical />
          </IconButton>
        }
      />
    </Box>
  );
}
