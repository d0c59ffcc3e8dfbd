import { DAY_MS, utcMidnight } from './zoned-time';

/** Where a calendar day falls in a trip: its 1-based day, or before or after the trip. */
export type TripDayPlacement = { day: number } | { outside: 'before' | 'after' };

/**
 * The trip day of a local calendar date ('YYYY-MM-DD'): date − start + 1 when it is within
 * [start, end]. Days are counted between UTC midnights, so a daylight-saving change on the way
 * never shifts the answer (as for the trip length). A trip whose end precedes its start still has
 * its Day 1 (SPEC 5 does not check the order), so its start date counts as within.
 */
export function tripDayOf(startDate: string, endDate: string, date: string): TripDayPlacement {
  const start = utcMidnight(startDate);
  const end = Math.max(start, utcMidnight(endDate));
  const at = utcMidnight(date);
  if (!Number.isFinite(start) || !Number.isFinite(at)) return { outside: 'before' };
  if (at < start) return { outside: 'before' };
  if (Number.isFinite(end) && at > end) return { outside: 'after' };
  return { day: Math.round((at - start) / DAY_MS) + 1 };
}
