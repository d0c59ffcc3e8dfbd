import { IconButton } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
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
  return (
    <ItineraryItemRow
      {...props}
      rowRef={setNodeRef}
      rowStyle={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--chakra-shadows-lg)' : undefined,
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
