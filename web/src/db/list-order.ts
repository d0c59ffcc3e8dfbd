/**
 * Where a list item goes when a traveller moves it, decided from its list's items as this device
 * holds them (position, then id: the order every device shows). Positions are fractional, so a
 * move usually writes the moved row alone, at the midpoint of its new neighbours; when they leave
 * no room (equal positions) the list is numbered 0, 1, 2... in its new order, writing only the
 * rows that change.
 */

export interface ListPlace {
  id: string;
  position: number;
}

interface Ordered {
  id: string;
  position: number;
}

const byOrder = (a: Ordered, b: Ordered) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A number strictly between two positions (either side may be open), or null when none is. */
function between(lo: number | undefined, hi: number | undefined): number | null {
  if (lo === undefined && hi === undefined) return 0;
  if (lo === undefined) return hi! - 1;
  if (hi === undefined) return lo + 1;
  const mid = (lo + hi) / 2;
  return mid > lo && mid < hi ? mid : null;
}

/** The writes that put item `id` at `index` (0-based) of its list; empty when it stays. */
export function planListPlace(items: readonly Ordered[], id: string, index: number): ListPlace[] {
  const sorted = [...items].sort(byOrder);
  const from = sorted.findIndex((i) => i.id === id);
  if (from === -1) return [];
  const others = sorted.filter((i) => i.id !== id);
  const at = Math.max(0, Math.min(index, others.length));
  if (at === from) return [];
  const position = between(others[at - 1]?.position, others[at]?.position);
  if (position !== null) return [{ id, position }];
  others.splice(at, 0, sorted[from]!);
  return others.flatMap((row, i) => (row.position === i ? [] : [{ id: row.id, position: i }]));
}

/** The writes that move item `id` one place up or down its list; empty at either end. */
export function planListMove(
  items: readonly Ordered[],
  id: string,
  direction: 'up' | 'down',
): ListPlace[] {
  const from = [...items].sort(byOrder).findIndex((i) => i.id === id);
  if (from === -1) return [];
  const to = from + (direction === 'up' ? -1 : 1);
  if (to < 0 || to >= items.length) return [];
  return planListPlace(items, id, to);
}
