import type { Trip } from '../schemas/trip';
import type { TripStop } from '../schemas/trip-stop';
import { compareCodeUnits } from './code-unit-order';
import { tripDayDate } from './ics';

/** What stopForDay reads of a stop. */
export type StopSpan = Pick<TripStop, 'id' | 'startDate' | 'endDate' | 'position'>;

/**
 * The order stops are listed in: by the day one arrives, then the traveller's order, then id, so
 * every device lists them alike (all three are synced fields).
 */
export function compareStops(a: StopSpan, b: StopSpan): number {
  return (
    compareCodeUnits(a.startDate, b.startDate) ||
    a.position - b.position ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Which stop trip day `day` (1-based; day 1 is the trip's start date) is spent at: the last stop,
 * in `compareStops` order, whose days include that day's date. A travel day is both the day one
 * leaves a stop and the day one arrives at the next, and belongs to the stop one arrives at.
 * Null when no stop covers the day: the day is at the trip's destination, its first stop.
 */
export function stopForDay<S extends StopSpan>(
  trip: Pick<Trip, 'startDate'>,
  stops: readonly S[],
  day: number,
): S | null {
  const date = tripDayDate(trip.startDate, day);
  let found: S | null = null;
  for (const stop of stops) {
    if (stop.startDate > date || stop.endDate < date) continue;
    if (found === null || compareStops(found, stop) < 0) found = stop;
  }
  return found;
}
