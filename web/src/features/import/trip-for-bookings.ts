import type { FoundBooking } from '@shared/import/found-booking';
import { DAY_MS, utcMidnight } from '@shared/domain/zoned-time';
import { resolveDayOfYear, type TripDates } from './booking-draft';

/**
 * The dates a booking covers: its start to its end (a stay's check-out, an overnight arrival).
 * A boarding pass gives a day of the year only, read as the one nearest `around`. Null when it
 * gives no date.
 */
export function bookingSpan(booking: FoundBooking, around: TripDates): TripDates | null {
  const start =
    booking.start?.date ?? (booking.dayOfYear ? resolveDayOfYear(around, booking.dayOfYear) : null);
  if (!start) return null;
  const end = booking.end?.date && booking.end.date > start ? booking.end.date : start;
  return { startDate: start, endDate: end };
}

/** Days two spans share, 0 when they do not meet. */
function sharedDays(a: TripDates, b: TripDates): number {
  const start = a.startDate > b.startDate ? a.startDate : b.startDate;
  const end = a.endDate < b.endDate ? a.endDate : b.endDate;
  return start > end ? 0 : Math.round((utcMidnight(end) - utcMidnight(start)) / DAY_MS) + 1;
}

/**
 * The trip imported bookings most likely belong to: the shortest trip whose dates hold all of
 * them, else the one sharing the most days with them; null when none meets their dates (or they
 * give none), when a new trip is the better offer.
 */
export function tripForBookings<T extends TripDates>(
  trips: readonly T[],
  bookings: readonly FoundBooking[],
): T | null {
  let best: { trip: T; holdsAll: boolean; score: number } | null = null;
  for (const trip of trips) {
    const spans = bookings.flatMap((b) => bookingSpan(b, trip) ?? []);
    if (spans.length === 0) continue;
    const holdsAll = spans.every((s) => s.startDate >= trip.startDate && s.endDate <= trip.endDate);
    const shared = spans.reduce((sum, s) => sum + sharedDays(s, trip), 0);
    if (!holdsAll && shared === 0) continue;
    // Holding all: the tightest trip wins (a weekend inside a long summer plan). Else: overlap.
    const score = holdsAll ? -sharedDays(trip, trip) : shared;
    const better =
      !best || (holdsAll && !best.holdsAll) || (holdsAll === best.holdsAll && score > best.score);
    if (better) best = { trip, holdsAll, score };
  }
  return best?.trip ?? null;
}

/**
 * The dates of a new trip for the bookings: from the first start to the last end, a boarding
 * pass's day of the year read as the one nearest today. Null when they give no date.
 */
export function newTripDates(bookings: readonly FoundBooking[], today: string): TripDates | null {
  const spans = bookings.flatMap((b) => bookingSpan(b, { startDate: today, endDate: today }) ?? []);
  if (spans.length === 0) return null;
  const startDate = spans.map((s) => s.startDate).sort()[0] ?? today;
  const endDate =
    spans
      .map((s) => s.endDate)
      .sort()
      .at(-1) ?? startDate;
  return { startDate, endDate };
}
