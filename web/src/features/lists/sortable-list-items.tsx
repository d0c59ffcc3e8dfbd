import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconButton, Stack } from '@chakra-ui/react';
import { GripVertical } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { ListItem } from '@shared/schemas/trip-list';

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this item, press Space or Enter to pick it up. Use the up and down arrow keys to ' +
    'move it. Press Space or Enter again to drop it, or Escape to put it back.',
};

/** What a sortable row receives to draw itself: where dnd-kit holds it and its handle. */
export interface SortableRowParts {
  rowRef: (node: HTMLElement | null) => void;
  rowStyle: React.CSSProperties;
  handle: ReactNode;
}

function SortableRow({
  item,
  render,
}: {
  item: ListItem;
  render: (item: ListItem, parts: SortableRowParts) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  return render(item, {
    rowRef: setNodeRef,
    rowStyle: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 2 : undefined,
      boxShadow: isDragging ? 'var(--chakra-shadows-lg)' : undefined,
      background: isDragging ? 'var(--chakra-colors-bg-panel)' : undefined,
    },
    handle: (
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        // Our words for what it is; dnd-kit's role description says it can be sorted.
        aria-label={`Drag ${item.text}`}
        size="sm"
        variant="ghost"
        cursor={isDragging ? 'grabbing' : 'grab'}
        touchAction="none"
        flexShrink={0}
      >
        <GripVertical />
      </IconButton>
    ),
  });
}

/**
 * A list's items in the order an editor can change: dragged by their handle with a mouse, a
 * finger (the handle alone takes the touch, so the page still scrolls) or the keyboard, each
 * step announced in our words. A drop is one write (`onPlace`), the one the move buttons make.
 */
export function SortableListItems({
  title,
  items,
  onPlace,
  render,
}: {
  /** The list's name, for the items' accessible name. */
  title: string;
  items: ListItem[];
  /** Writes a drop; answers whether it was written (else the rows go back). */
  onPlace: (id: string, index: number) => Promise<boolean>;
  render: (item: ListItem, parts: SortableRowParts) => ReactNode;
}) {
  const base = useMemo(() => items.map((i) => i.id), [items]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  // The order as dropped, kept with the order it came from, so once the store answers with the
  // moved row (new `items`) it gives way, and a drop never flickers back first.
  const [draft, setDraft] = useState<{ from: string[]; ids: string[] } | null>(null);
  const ids = draft && draft.from === base ? draft.ids : base;

  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is still a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const text = (id: string | number) => byId.get(String(id))?.text ?? 'The item';
  const place = (id: string | number) => `${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${text(active.id)}, ${place(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${text(active.id)} is not over the list.`;
      if (over.id === active.id) return undefined;
      return `${text(active.id)} is over ${text(over.id)}, ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${text(active.id)} was dropped at ${place(over.id)}.`
        : `${text(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${text(active.id)} was cancelled. It is back in place.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const id = String(active.id);
    const to = ids.indexOf(String(over.id));
    setDraft({ from: base, ids: arrayMove([...ids], ids.indexOf(id), to) });
    void onPlace(id, to).then((written) => {
      if (!written) setDraft(null);
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ul" gap="0" listStyleType="none" aria-label={`${title} items`}>
          {ids.flatMap((id) => {
            const item = byId.get(id);
            return item ? [<SortableRow key={id} item={item} render={render} />] : [];
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
