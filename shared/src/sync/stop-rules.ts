import type { Trip } from '../schemas/trip';
import type { TripStop, UpdateTripStop } from '../schemas/trip-stop';

export const STOP_ENDS_BEFORE_START_MESSAGE = 'A stop cannot end before it starts';
export const STOP_OUTSIDE_TRIP_MESSAGE = "A stop must be within the trip's dates";

/** A stop's days, as added or as the stored stop with a patch laid over it. */
export type StopDates = Pick<TripStop, 'startDate' | 'endDate'>;

/** The stored stop's days with those a patch changes. */
export function mergeStopDates(row: StopDates, patch: UpdateTripStop): StopDates {
  return { startDate: patch.startDate ?? row.startDate, endDate: patch.endDate ?? row.endDate };
}

/**
 * Why a stop with these days must be refused on this trip, or null. Checked on the device before
 * the change is queued and on the server before it is applied, each against its own stored trip
 * (and, for an edit, the stored stop merged with the patch: `mergeStopDates`), so the device never
 * shows a stop the server will undo.
 *
 * Days are 'yyyy-MM-dd', so they compare as text. A trip whose end precedes its start (SPEC 5
 * does not check the order) still has its first day, as in `tripDayOf`.
 */
export function stopDatesProblem(
  stop: StopDates,
  trip: Pick<Trip, 'startDate' | 'endDate'>,
): string | null {
  if (stop.endDate < stop.startDate) return STOP_ENDS_BEFORE_START_MESSAGE;
  const tripEnd = trip.endDate < trip.startDate ? trip.startDate : trip.endDate;
  if (stop.startDate < trip.startDate || stop.endDate > tripEnd) return STOP_OUTSIDE_TRIP_MESSAGE;
  return null;
}
