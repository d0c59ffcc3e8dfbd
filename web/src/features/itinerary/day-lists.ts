/**
 * The itinerary's days as lists of item ids, the shape a drag works on: while an item is dragged
 * over another day it moves into that day's list, so the day opens a gap for it; on the drop the
 * list says where it landed (`dropPlace`), which is then written once, as a move.
 */

/** Day number → the ids of its items, in order. Every shown day has a list, empty or not. */
export type DayLists = ReadonlyMap<number, readonly string[]>;

/** The id under which an empty day takes a drop (items use their own ids). */
export const dayDropId = (day: number) => `day:${day}`;

function dayOfDropId(id: string): number | null {
  const m = /^day:(\d+)$/.exec(id);
  return m ? Number(m[1]) : null;
}

/** The day whose list holds `id`, or the day an empty day's drop id names. */
export function dayOf(lists: DayLists, id: string): number | null {
  const named = dayOfDropId(id);
  if (named !== null) return lists.has(named) ? named : null;
  for (const [day, ids] of lists) if (ids.includes(id)) return day;
  return null;
}

/**
 * While dragging: `activeId` is over `overId` (an item or an empty day) on another day; it moves
 * into that day's list, before the item, or after it when `below`, or at the end of the day.
 * The same lists when nothing changes.
 */
export function moveAcross(
  lists: DayLists,
  activeId: string,
  overId: string,
  below: boolean,
): DayLists {
  const from = dayOf(lists, activeId);
  const to = dayOf(lists, overId);
  if (from === null || to === null || from === to) return lists;
  const target = lists.get(to) ?? [];
  const overIndex = target.indexOf(overId);
  const index = overIndex === -1 ? target.length : overIndex + (below ? 1 : 0);
  const next = new Map(lists);
  next.set(
    from,
    (lists.get(from) ?? []).filter((id) => id !== activeId),
  );
  next.set(to, [...target.slice(0, index), activeId, ...target.slice(index)]);
  return next;
}

/** Where a drop puts the item: its day, its 0-based index there and how many the day then has. */
export interface DropPlace {
  day: number;
  index: number;
  count: number;
}

/**
 * Where the dragged item lands when dropped over `overId`: within its (current) day it takes the
 * place of the item it is over (the sortable list's move), on an empty day it is the only one.
 * Null when it is over nothing it can land on.
 */
export function dropPlace(lists: DayLists, activeId: string, overId: string): DropPlace | null {
  const day = dayOf(lists, activeId);
  if (day === null) return null;
  const ids = lists.get(day) ?? [];
  const overIndex = ids.indexOf(overId);
  const overDay = dayOf(lists, overId);
  if (overDay !== day) return null;
  return { day, index: overIndex === -1 ? ids.indexOf(activeId) : overIndex, count: ids.length };
}
