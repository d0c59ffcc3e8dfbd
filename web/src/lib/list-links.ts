import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { ListItem } from '@shared/schemas/trip-list';
import { tripDayLabel } from './format-date';

/*
 * A list item's place on the plan (decision 018): a day of the trip, or an activity whose day it
 * follows. Read by the lists (the row's 'Day 2', the form's 'When') and by the itinerary (the
 * to-dos at the top of a day).
 */

type Link = Pick<ListItem, 'day' | 'itineraryItemId'>;
type Activity = Pick<ItineraryItem, 'id' | 'day' | 'title'>;

/** The day an item belongs to on the plan, or null: its own, or its activity's. */
export function linkedDay(item: Link, activities: readonly Activity[]): number | null {
  if (item.day != null) return item.day;
  if (item.itineraryItemId == null) return null;
  return activities.find((a) => a.id === item.itineraryItemId)?.day ?? null;
}

/** What the list's row says of the link: 'Day 2', or the activity's title. */
export function linkLabel(item: Link, activities: readonly Activity[]): string | null {
  if (item.day != null) return `Day ${item.day}`;
  if (item.itineraryItemId == null) return null;
  return activities.find((a) => a.id === item.itineraryItemId)?.title ?? null;
}

export interface WhenOption {
  /** '' (no day), 'day:2' or 'item:<id>'. */
  value: string;
  label: string;
}

/** The 'When' choices: no day, then each day of the trip followed by its activities. */
export function whenOptions(
  startDate: string,
  tripDays: number,
  activities: readonly Activity[],
): WhenOption[] {
  const options: WhenOption[] = [{ value: '', label: 'No day' }];
  for (let day = 1; day <= tripDays; day++) {
    const date = tripDayLabel(startDate, day);
    options.push({ value: `day:${day}`, label: date ? `Day ${day} · ${date}` : `Day ${day}` });
    for (const activity of activities.filter((a) => a.day === day))
      options.push({ value: `item:${activity.id}`, label: `Day ${day}: ${activity.title}` });
  }
  return options;
}

/** The choice an item's link is now. */
export function whenValue(item: Link): string {
  if (item.itineraryItemId != null) return `item:${item.itineraryItemId}`;
  if (item.day != null) return `day:${item.day}`;
  return '';
}

/** The link a choice writes: the two fields travel together, the other one cleared. */
export function linkOfWhen(value: string): { day: number | null; itineraryItemId: string | null } {
  if (value.startsWith('day:')) return { day: Number(value.slice(4)), itineraryItemId: null };
  if (value.startsWith('item:')) return { day: null, itineraryItemId: value.slice(5) };
  return { day: null, itineraryItemId: null };
}
