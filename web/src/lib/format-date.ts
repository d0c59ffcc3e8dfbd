import { addDays, format, isValid, parseISO } from 'date-fns';

/**
 * Formats a calendar day (`yyyy-MM-dd`) with a date-fns pattern. SPEC 5: a date that cannot be
 * formatted is shown as its raw text, so a bad row from elsewhere never breaks the screen.
 */
export function formatDay(isoDate: string, pattern: string): string {
  // parseISO reads a bare date as local midnight, so the calendar day never shifts by time zone.
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, pattern) : isoDate;
}

/** 'Mar 5' */
export const formatShortDay = (isoDate: string) => formatDay(isoDate, 'MMM d');

/** 'Thursday, March 5, 2026' */
export const formatLongDay = (isoDate: string) => formatDay(isoDate, 'EEEE, MMMM d, yyyy');

/**
 * 'Fri 11 Dec': the calendar date of day `day` (1-based) of a trip starting on `startDate`; null
 * when the start date cannot be read. The one definition of a trip day's date in words, shown by
 * the day picker, the itinerary's day headings and the trip page's preview.
 */
export function tripDayLabel(startDate: string, day: number): string | null {
  // parseISO reads a bare date as local midnight, so adding days never shifts the calendar day.
  const start = parseISO(startDate);
  return isValid(start) ? format(addDays(start, day - 1), 'EEE d MMM') : null;
}

/** Today on this device's calendar, `yyyy-MM-dd`. */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
