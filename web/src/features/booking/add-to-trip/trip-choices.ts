import type { TripDayPlacement } from '@shared/domain/trip-day';
import type { Trip } from '@shared/schemas/trip';
import type { TripMember } from '@shared/schemas/trip-member';
import { canEdit, roleOf } from '../../../db/trip-role';
import { placeInTrip, type LegPlan } from './flight-item';

export interface TripChoice<T> {
  trip: T;
  placement: TripDayPlacement;
}

/**
 * The trips a booked flight can go on: only those this traveller may edit (a viewer of a shared
 * trip could queue nothing, `ReadOnlyTripError`), those whose dates cover the local departure
 * date first, each group in the order given (by start date).
 */
export function tripChoices<T extends Pick<Trip, 'userId' | 'startDate' | 'endDate'>>(
  trips: readonly (T & { members: readonly TripMember[] })[],
  userId: string,
  plan: LegPlan,
): TripChoice<T>[] {
  const choices = trips
    .filter((trip) => canEdit(roleOf(trip, trip.members, userId)))
    .map((trip) => ({ trip: trip as T, placement: placeInTrip(plan, trip) }));
  return [
    ...choices.filter((c) => 'day' in c.placement),
    ...choices.filter((c) => !('day' in c.placement)),
  ];
}

/** The first trip that covers the departure date, if any: the likeliest one to pick. */
export function preselected<T>(choices: readonly TripChoice<T>[]): T | null {
  return choices.find((c) => 'day' in c.placement)?.trip ?? null;
}
