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
 * into that day's list, before the item (or at the end of the day). Always before: the hand is
 * then over the dragged item's own place, which stays put; from there on the day's sortable list
 * moves it, past the next item as soon as the hand is over that one. (Put after the item, the
 * hand would still be over the item, and the sortable list would move it back above.)
 * The same lists when nothing changes.
 */
export function moveAcross(lists: DayLists, activeId: string, overId: string): DayLists {
  const from = dayOf(lists, activeId);
  const to = dayOf(lists, overId);
  if (from === null || to === null || from === to) return lists;
  const target = lists.get(to) ?? [];
  const overIndex = target.indexOf(overId);
  const index = overIndex === -1 ? target.length : overIndex;
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

/** Where the dragged item was in the day it left: that day keeps its room while the drag lasts. */
export interface LeftPlace {
  day: number;
  index: number;
}

/**
 * The place the dragged item left empty, once the drag has carried it onto another day (`lists`
 * are the lists as dragged, `start` those it was picked up from); null while it is still on its
 * own day. Keeping that room open stops every day below from moving up under the pointer.
 */
export function leftPlace(start: DayLists, lists: DayLists, activeId: string): LeftPlace | null {
  const day = dayOf(start, activeId);
  if (day === null) return null;
  const now = lists.get(day) ?? [];
  if (now.includes(activeId)) return null;
  const index = (start.get(day) ?? []).indexOf(activeId);
  return { day, index: Math.min(index, now.length) };
}

/**
 * Where the dragged item would land, over `overId`, as soon as it is over it: on another day it
 * takes that item's place (`moveAcross`), or comes last on an empty day; on its own day as
 * `dropPlace` says. What the screen reader is told at each step.
 */
export function overPlace(lists: DayLists, activeId: string, overId: string): DropPlace | null {
  const from = dayOf(lists, activeId);
  const to = dayOf(lists, overId);
  if (from === null || to === null) return null;
  if (from === to) return dropPlace(lists, activeId, overId);
  const target = lists.get(to) ?? [];
  const index = target.indexOf(overId);
  return { day: to, index: index === -1 ? target.length : index, count: target.length + 1 };
}
