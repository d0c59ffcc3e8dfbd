import { DAY_MS, utcMidnight } from './zoned-time';

/**
 * Trip length in days = whole days between start and end, rounded up, plus 1 (SPEC 5).
 * Calendar days are compared in UTC so daylight-saving changes never shorten a trip.
 * The spec does not check that the end follows the start; such a trip still has one day,
 * so the itinerary always has a Day 1 to put things on.
 */
export function tripLengthDays(startDate: string, endDate: string): number {
  const between = Math.ceil((utcMidnight(endDate) - utcMidnight(startDate)) / DAY_MS);
  if (!Number.isFinite(between)) return 1;
  return Math.max(1, between + 1);
}

/** '1 day' or 'N days'. */
export function formatTripLength(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
