import type { ItineraryItem } from '@shared/schemas/itinerary-item';

export interface ItineraryDay {
  day: number;
  items: ItineraryItem[];
}

/** Days that have items, in day order, each keeping its items' order. */
export function daysWithItems(items: readonly ItineraryItem[]): ItineraryDay[] {
  const byDay = new Map<number, ItineraryItem[]>();
  for (const item of items) {
    const list = byDay.get(item.day);
    if (list) list.push(item);
    else byDay.set(item.day, [item]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, dayItems]) => ({ day, items: dayItems }));
}

/**
 * Every day of the trip, 1..tripDays, with its items. Items planned past the last day (the trip
 * was shortened afterwards) get their own sections too, so nothing planned becomes invisible.
 */
export function allTripDays(items: readonly ItineraryItem[], tripDays: number): ItineraryDay[] {
  const planned = daysWithItems(items);
  const lastDay = Math.max(tripDays, ...planned.map((d) => d.day));
  return Array.from({ length: lastDay }, (_, i) => ({
    day: i + 1,
    items: planned.find((d) => d.day === i + 1)?.items ?? [],
  }));
}

/** The trip page preview: the first `limit` days that have items, and how many more there are. */
export function previewDays(
  items: readonly ItineraryItem[],
  limit: number,
): { shown: ItineraryDay[]; moreDays: number } {
  const planned = daysWithItems(items);
  return { shown: planned.slice(0, limit), moreDays: Math.max(0, planned.length - limit) };
}
