/**
 * When an itinerary item ends (`endTime`): a flight's or train's arrival, a stay's check-out. It is
 * free text in the item's local time like `time`, with an optional day offset written the way
 * airline timetables do: '07:10 (+1)' arrives the next local day.
 */
import type { ItineraryType } from '../constants';
import { timeMinutes } from './item-order';

/** 'HH:mm' plus ' (+N)' when it is N local days after the start ('(-1)' across the date line). */
export function formatEndTime(time: string, dayOffset: number): string {
  if (dayOffset === 0) return time;
  return `${time} (${dayOffset > 0 ? '+' : '-'}${Math.abs(dayOffset)})`;
}

export interface ParsedEndTime {
  /** Minutes after midnight, or null when the text is not a clock time. */
  minutes: number | null;
  /** Days after the start's day: only what the text says explicitly, else 0. */
  dayOffset: number;
}

/** Reads '14:30', '7:10 AM (+1)', '11:00 (+3)'. */
export function parseEndTime(endTime: string | null): ParsedEndTime {
  const text = endTime?.trim() ?? '';
  const m = /^(.*?)\s*\(\s*([+\-−])\s*(\d{1,2})\s*\)$/.exec(text);
  if (!m) return { minutes: timeMinutes(text || null), dayOffset: 0 };
  const days = Number(m[3]);
  return { minutes: timeMinutes(m[1] || null), dayOffset: m[2] === '+' ? days : -days };
}

/** The words for an item's start and end: what a flight, a train or a stay calls them. */
export interface TimeLabels {
  start: string;
  end: string;
}

export function timeLabels(type: ItineraryType): TimeLabels {
  if (type === 'transport') return { start: 'Departs', end: 'Arrives' };
  if (type === 'accommodation') return { start: 'Check-in', end: 'Check-out' };
  return { start: 'Time', end: 'Until' };
}

/** Only bookings (a flight, a train, a stay) ask for an end time and a confirmation number. */
export const hasBookingFields = (type: ItineraryType): boolean =>
  type === 'transport' || type === 'accommodation';
