/**
 * The order of a trip's itinerary items, decided only by synced fields so that every device
 * shows the same order once it has the same rows:
 *
 *   day, then `position` (the traveller's order), then time, then createdAt, then id.
 *
 * `position` is a plain number (fractional, so moving an item writes that one row, placed at the
 * midpoint of its new neighbours). Time only breaks ties between equal positions: rows stored
 * before ordering existed all read as 0, so they keep the time order they always had. Where time
 * order matters the device turns it into a position: a new item, or an edit that sets its time
 * or day, gets the position that puts it in time order among that day's timed items (an item
 * without a time goes after the day's last). After that the traveller's moves decide, whatever
 * the times say.
 */

import { compareCodeUnits } from './code-unit-order';

export interface OrderedItem {
  id: string;
  day: number;
  time: string | null;
  createdAt: string;
  /** Absent on rows stored before ordering: 0. */
  position?: number | undefined;
}

export function positionOf(item: { position?: number | undefined }): number {
  return item.position ?? 0;
}

/** Minutes after midnight of '9:30', '09:30 AM', '7 pm', '19:05'; null for any other text. */
export function timeMinutes(time: string | null): number | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(time?.trim() ?? '');
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (minutes > 59 || hours > (half ? 12 : 23)) return null;
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  return hours * 60 + minutes;
}

/** Earlier first; no time first; times that do not read as a clock time by their text. */
export function compareTimes(a: string | null, b: string | null): number {
  const ma = timeMinutes(a);
  const mb = timeMinutes(b);
  if (ma !== null && mb !== null) return ma - mb;
  // Two items without a time (the usual case) need no collator.
  if ((a ?? '') === (b ?? '')) return 0;
  return (a ?? '').localeCompare(b ?? '');
}

export function compareItems(a: OrderedItem, b: OrderedItem): number {
  return (
    a.day - b.day ||
    positionOf(a) - positionOf(b) ||
    compareTimes(a.time, b.time) ||
    compareCodeUnits(a.createdAt, b.createdAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** A number strictly between two positions (either side may be open), or null when none is. */
function between(lo: number | undefined, hi: number | undefined): number | null {
  if (lo === undefined && hi === undefined) return 0;
  if (lo === undefined) return (hi as number) - 1;
  if (hi === undefined) return lo + 1;
  const mid = (lo + hi) / 2;
  return mid > lo && mid < hi ? mid : null;
}

/**
 * The position of an item placed on a day whose items (in order, itself excluded) are `dayItems`:
 * with a time, before the first timed item that is later (ties keep the time order at equal
 * positions, see above); otherwise, or when none is later, after the day's last.
 */
export function positionForNew(dayItems: readonly OrderedItem[], time: string | null): number {
  const last = dayItems.at(-1);
  const after = last ? positionOf(last) + 1 : 0;
  if (!time) return after;
  const next = dayItems.findIndex((i) => i.time && compareTimes(i.time, time) > 0);
  if (next === -1) return after;
  const prev = dayItems[next - 1];
  const hi = positionOf(dayItems[next] as OrderedItem);
  // Equal neighbours: the same position, the time tie-break puts it in between.
  return between(prev ? positionOf(prev) : undefined, hi) ?? hi;
}

export interface ItemMove {
  id: string;
  patch: { day?: number; position: number };
}

/**
 * The writes that move item `id` one place up or down among its day's items (`items`: the trip's,
 * any order). Past the first item it goes to the end of the previous day, past the last to the
 * start of the next (never before day 1 or after `lastDay`). Usually one write: the item gets the
 * midpoint of its new neighbours. When they leave no room (equal positions, such as rows from
 * before ordering), the day is numbered 1, 2, 3... in its new order, writing the rows that change.
 * Empty when it cannot move.
 */
export function planMove(
  items: readonly OrderedItem[],
  id: string,
  direction: 'up' | 'down',
  lastDay: number,
): ItemMove[] {
  const item = items.find((i) => i.id === id);
  if (!item) return [];
  const dayOf = (day: number) => items.filter((i) => i.day === day).sort(compareItems);
  const dayItems = dayOf(item.day);
  const index = dayItems.findIndex((i) => i.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= dayItems.length) {
    const day = item.day + (direction === 'up' ? -1 : 1);
    if (day < 1 || day > lastDay) return [];
    const other = dayOf(day);
    const edge = direction === 'up' ? other.at(-1) : other[0];
    const position = edge ? positionOf(edge) + (direction === 'up' ? 1 : -1) : 0;
    return [{ id, patch: { day, position } }];
  }
  const order = dayItems.filter((i) => i.id !== id);
  order.splice(target, 0, item);
  const lo = order[target - 1];
  const hi = order[target + 1];
  const position = between(lo && positionOf(lo), hi && positionOf(hi));
  if (position !== null) return [{ id, patch: { position } }];
  return order.flatMap((row, i) =>
    positionOf(row) === i + 1 ? [] : [{ id: row.id, patch: { position: i + 1 } }],
  );
}

/**
 * The writes that put item `id` at `index` (0-based) among day `day`'s other items, in their
 * order: a drag and drop, within its day or onto another. Usually one write, the midpoint of its
 * new neighbours' positions (and the new day); when they leave no room the day is numbered 1, 2,
 * 3... in its new order, as `planMove` does. Empty when it would not move.
 */
export function planPlace(
  items: readonly OrderedItem[],
  id: string,
  day: number,
  index: number,
): ItemMove[] {
  const item = items.find((i) => i.id === id);
  if (!item || day < 1) return [];
  const order = items.filter((i) => i.day === day && i.id !== id).sort(compareItems);
  const at = Math.max(0, Math.min(index, order.length));
  if (item.day === day) {
    const now = items.filter((i) => i.day === day).sort(compareItems);
    if (now.findIndex((i) => i.id === id) === at) return [];
  }
  const dayPatch = item.day === day ? {} : { day };
  const lo = order[at - 1];
  const hi = order[at];
  const position = between(lo && positionOf(lo), hi && positionOf(hi));
  if (position !== null) return [{ id, patch: { ...dayPatch, position } }];
  order.splice(at, 0, item);
  return order.flatMap((row, i) => {
    if (row.id === id) return [{ id, patch: { ...dayPatch, position: i + 1 } }];
    return positionOf(row) === i + 1 ? [] : [{ id: row.id, patch: { position: i + 1 } }];
  });
}
