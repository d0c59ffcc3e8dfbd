import { format, isValid, parseISO } from 'date-fns';

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

/** Today on this device's calendar, `yyyy-MM-dd`. */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
