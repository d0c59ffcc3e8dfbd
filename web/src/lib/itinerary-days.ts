import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { timeMinutes } from '@shared/domain/item-order';

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

/** An item placed below a later-timed one: what its warning names. */
export interface TimeOrderWarning {
  /** The item's own time, as typed. */
  time: string;
  /** The first item above it whose time is later. */
  aboveTitle: string;
  aboveTime: string;
}

/**
 * Items that do not follow their times: for each timed item of a day (in its order), the first
 * item above it with a later time. Untimed items keep the traveller's order and are never
 * flagged, nor is anything compared with them. Only times read in the trip's own zone are
 * compared (an item with its own `timeZone`, a flight's departure at its airport, is not on the
 * same clock), and only text that reads as a clock time.
 */
export function timeOrderWarnings(
  dayItems: readonly ItineraryItem[],
): Map<string, TimeOrderWarning> {
  const warnings = new Map<string, TimeOrderWarning>();
  const clock = (item: ItineraryItem) => (item.timeZone ? null : timeMinutes(item.time));
  dayItems.forEach((item, index) => {
    const minutes = clock(item);
    if (minutes === null || !item.time) return;
    const above = dayItems.slice(0, index).find((other) => (clock(other) ?? -1) > minutes);
    if (above?.time) {
      warnings.set(item.id, { time: item.time, aboveTitle: above.title, aboveTime: above.time });
    }
  });
  return warnings;
}

/** 'This activity is at 09:00, before Lunch (14:00) above it' */
export const timeOrderText = (w: TimeOrderWarning) =>
  `This activity is at ${w.time}, before ${w.aboveTitle} (${w.aboveTime}) above it`;

/**
 * Whether a day lies past the trip's last day: its items were planned before the trip was
 * shortened. They are kept (on this device and on the server) and shown, flagged, never hidden.
 */
export const isOutsideTrip = (day: number, tripDays: number) => day > tripDays;
