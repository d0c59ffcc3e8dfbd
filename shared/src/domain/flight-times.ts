/**
 * Local wall times of a flight offer. A segment's `at` is already the wall-clock time at its
 * airport ('2026-06-01T18:05:00': Amadeus and the sample generator both write it so, with no
 * offset), which is exactly what a traveller's plan shows: no time zone conversion is needed,
 * and none could be right for an airport the device has no zone for.
 */
import { formatEndTime } from './item-end-time';
import { DAY_MS, utcMidnight } from './zoned-time';

export interface WallClock {
  /** 'YYYY-MM-DD' at the airport. */
  date: string;
  /** 'HH:mm' at the airport. */
  time: string;
}

/**
 * The date and time written in a local ISO date-time. An offset after it ('+01:00') does not
 * change them: ISO 8601 writes the local time before the offset.
 */
export function wallClock(at: string): WallClock | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(at.trim());
  return m ? { date: m[1] as string, time: m[2] as string } : null;
}

/** Whole local days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The arrival as an item's end time: '14:30', or '07:10 (+1)' when it lands a local day later. */
export function arrivalEndTime(departure: WallClock, arrival: WallClock): string {
  return formatEndTime(arrival.time, daysBetween(departure.date, arrival.date));
}
