import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Modifier,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { ItineraryDay } from '../../lib/itinerary-days';
import {
  dayOf,
  dropPlace,
  leftPlace,
  moveAcross,
  overPlace,
  type DayLists,
  type DropPlace,
} from './day-lists';
import { dayTitle } from './day-heading';
import { pointerFirst } from './drop-collision';
import { ItineraryDaySection, type DaySectionProps } from './itinerary-day-section';
import type { ItineraryItemRow } from './itinerary-item-row';
import { DraggedItemRow } from './sortable-item-row';

/** The lifted row moves up and down the days only, as the list runs; never off the side. */
const upAndDown: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export type RowProps = Omit<ComponentProps<typeof ItineraryItemRow>, 'handle'>;

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this activity, press Space or Enter to pick it up. Use the up and down arrow keys ' +
    'to move it, onto other days too. Press Space or Enter again to drop it, or Escape to ' +
    'put it back.',
};

/**
 * The itinerary's days, with drag and drop for an editor (dnd-kit): within a day and across
 * days, by mouse, touch and keyboard, each step announced to screen readers in our words. A drop
 * is written as one move (`onPlace`), the same mutation the move buttons use.
 */
export function ItineraryBoard({
  startDate,
  days,
  editable,
  section,
  rowProps,
  onPlace,
}: {
  startDate: string;
  /** Every day shown, with its items in order (memoised on the items: see `draft`). */
  days: ItineraryDay[];
  editable: boolean;
  /** What a day's card shows besides its items. */
  section: (day: number) => Omit<DaySectionProps, 'day' | 'items' | 'editable' | 'renderRow'>;
  rowProps: (item: ItineraryItem, index: number, dayItems: ItineraryItem[]) => RowProps;
  /** Writes a drop; answers whether it was written (else the rows go back). */
  onPlace: (id: string, day: number, index: number) => Promise<boolean>;
}) {
  const base: DayLists = useMemo(
    () => new Map(days.map((d) => [d.day, d.items.map((i) => i.id)])),
    [days],
  );
  const items = useMemo(() => new Map(days.flatMap((d) => d.items.map((i) => [i.id, i]))), [days]);
  // The lists as dragged: kept with the lists they started from, so that once the store answers
  // with the moved rows (new `days`) they give way to it, and a drop never flickers back first.
  const [draft, setDraft] = useState<{ from: DayLists; lists: DayLists } | null>(null);
  const lists = draft && draft.from === base ? draft.lists : base;
  const startDay = useRef<number | null>(null);
  // The item the dragged one was last carried in front of, onto another day (see `onDragEnd`).
  const carried = useRef<string | null>(null);
  // Where the last drop put the item, for the screen reader.
  const landed = useRef<DropPlace | null>(null);
  // The row being dragged and its height: it follows the hand in the overlay, while the day it
  // left keeps that much room (see `leftPlace`), so nothing below moves under the pointer.
  // By keyboard the row itself moves, one place a key, without the overlay: keyboard moves are
  // measured from the row, and an overlay of another size would throw them off.
  const [dragging, setDragging] = useState<{
    id: string;
    height: number;
    byKeyboard: boolean;
  } | null>(null);

  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is still a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const title = (id: string | number) => items.get(String(id))?.title ?? 'The activity';
  const spokenDay = (day: number) => dayTitle(startDate, day).replaceAll(' · ', ', ');
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const day = dayOf(lists, String(active.id));
      if (day === null) return undefined;
      const ids = lists.get(day) ?? [];
      return `Picked up ${title(active.id)}, on ${spokenDay(day)}, ${ids.indexOf(String(active.id)) + 1} of ${ids.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${title(active.id)} is not over a day.`;
      // Over its own place (as when just picked up, or just carried onto a day): said already.
      if (over.id === active.id) return undefined;
      const place = overPlace(lists, String(active.id), String(over.id));
      if (!place) return undefined;
      return `${title(active.id)} is on ${spokenDay(place.day)}, ${place.index + 1} of ${place.count}.`;
    },
    onDragEnd: ({ active }) => {
      // Told after `onDragEnd` below has placed it.
      const place = landed.current;
      if (!place) return `${title(active.id)} was put back.`;
      return `${title(active.id)} was dropped on ${spokenDay(place.day)}, ${place.index + 1} of ${place.count}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${title(active.id)} was cancelled. It is back on ${spokenDay(startDay.current ?? 1)}.`,
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    carried.current = null;
    if (!over) return;
    const next = moveAcross(lists, String(active.id), String(over.id));
    if (next === lists) return;
    carried.current = String(over.id);
    setDraft({ from: base, lists: next });
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    startDay.current = dayOf(base, String(active.id));
    carried.current = null;
    setDraft({ from: base, lists: base });
    // The row the handle is on, as it stands before anything moves.
    const row = activatorEvent.target instanceof Element && activatorEvent.target.closest('li');
    const height = row ? row.getBoundingClientRect().height : active.rect.current.initial?.height;
    setDragging({
      id: String(active.id),
      height: height ?? 0,
      byKeyboard: activatorEvent instanceof KeyboardEvent,
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const id = String(active.id);
    // Dropped the moment it was carried onto a day, before dnd-kit has seen that the item now
    // stands where the one it was over was: it lands where it was shown, before that one.
    const overId = over && (carried.current === String(over.id) ? id : String(over.id));
    carried.current = null;
    const place = overId ? dropPlace(lists, id, overId) : null;
    landed.current = place;
    if (!place) {
      setDraft(null);
      return;
    }
    const ids = lists.get(place.day) ?? [];
    const next = new Map(lists);
    next.set(place.day, arrayMove([...ids], ids.indexOf(id), place.index));
    setDraft({ from: base, lists: next });
    void onPlace(id, place.day, place.index).then((written) => {
      if (!written) setDraft(null);
    });
  };

  const leftAt = dragging && leftPlace(base, lists, dragging.id);
  const room = leftAt && dragging ? { ...leftAt, height: dragging.height } : null;
  const dayItemsOf = (day: number) => (lists.get(day) ?? []).flatMap((id) => items.get(id) ?? []);
  const sections = days.map(({ day }) => {
    const dayItems = dayItemsOf(day);
    return (
      <ItineraryDaySection
        key={day}
        {...section(day)}
        day={day}
        items={dayItems}
        editable={editable}
        renderRow={(item, index) => rowProps(item, index, dayItems)}
        room={room?.day === day ? room : undefined}
      />
    );
  });
  const lifted = dragging && !dragging.byKeyboard && items.get(dragging.id);
  const liftedDay = lifted ? dayOf(lists, lifted.id) : null;
  const liftedItems = liftedDay === null ? [] : dayItemsOf(liftedDay);
  if (!editable) return <>{sections}</>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerFirst}
      // Rows come and go in a day while an item is carried across: measure them again each time.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragging(null);
        setDraft(null);
      }}
    >
      {sections}
      {/* No drop animation: the row is already in its place, and the next drag can start at once. */}
      <DragOverlay dropAnimation={null} modifiers={[upAndDown]}>
        {lifted && (
          <DraggedItemRow {...rowProps(lifted, liftedItems.indexOf(lifted), liftedItems)} />
        )}
      </DragOverlay>
    </DndContext>
  );
}
