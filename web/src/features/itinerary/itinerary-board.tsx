import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { ItineraryDay } from '../../lib/itinerary-days';
import { dayOf, dropPlace, moveAcross, type DayLists } from './day-lists';
import { dayTitle } from './day-heading';
import { ItineraryDaySection, type DaySectionProps } from './itinerary-day-section';
import type { ItineraryItemRow } from './itinerary-item-row';

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
      const day = dayOf(lists, String(over.id));
      if (day === null) return undefined;
      // Over its own place (as when just picked up): nothing new to say.
      if (over.id === active.id) return undefined;
      return items.has(String(over.id))
        ? `${title(active.id)} is over ${title(over.id)}, on ${spokenDay(day)}.`
        : `${title(active.id)} is over ${spokenDay(day)}, which has no activities yet.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = over && dropPlace(lists, String(active.id), String(over.id));
      if (!place) return `${title(active.id)} was put back.`;
      return `${title(active.id)} was dropped on ${spokenDay(place.day)}, ${place.index + 1} of ${place.count}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${title(active.id)} was cancelled. It is back on ${spokenDay(startDay.current ?? 1)}.`,
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const translated = active.rect.current.translated;
    const below = !!translated && translated.top > over.rect.top + over.rect.height / 2;
    const next = moveAcross(lists, String(active.id), String(over.id), below);
    if (next !== lists) setDraft({ from: base, lists: next });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    const place = over && dropPlace(lists, id, String(over.id));
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

  const sections = days.map(({ day }) => {
    const dayItems = (lists.get(day) ?? []).flatMap((id) => items.get(id) ?? []);
    return (
      <ItineraryDaySection
        key={day}
        {...section(day)}
        day={day}
        items={dayItems}
        editable={editable}
        renderRow={(item, index) => rowProps(item, index, dayItems)}
      />
    );
  });
  if (!editable) return <>{sections}</>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      onDragStart={({ active }) => {
        startDay.current = dayOf(base, String(active.id));
        setDraft({ from: base, lists: base });
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraft(null)}
    >
      {sections}
    </DndContext>
  );
}
