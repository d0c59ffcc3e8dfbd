import type { Trip } from '@shared/schemas/trip';
import type { TripDestination } from '@shared/schemas/destination';
import type { TripMember } from '@shared/schemas/trip-member';
import { canEdit, roleOf } from '../../db/trip-role';
import type { TripChoice } from '../../components/add-to-day-dialog';

type ChoosableTrip = Pick<
  Trip,
  'id' | 'userId' | 'destinationId' | 'title' | 'startDate' | 'endDate'
> & {
  destination: Pick<TripDestination, 'name'> | null;
  members: readonly TripMember[];
};

export interface ActivityTripChoices {
  /** The trips an activity can go on, those going to its destination first. */
  trips: TripChoice[];
  /** The first trip going to the destination, the likeliest to pick; null when none does. */
  preselectedId: string | null;
}

/**
 * The trips an explorer activity can be put on: only those this traveller may edit (a viewer of
 * a shared trip could queue nothing, `ReadOnlyTripError`), the ones going to the activity's
 * destination first, each group in the order given (by start date). A trip elsewhere is still
 * offered, for a day trip from it, but never chosen for the traveller.
 */
export function activityTripChoices(
  trips: readonly ChoosableTrip[],
  userId: string,
  destinationId: string,
): ActivityTripChoices {
  const editable = trips.filter((trip) => canEdit(roleOf(trip, trip.members, userId)));
  const there = editable.filter((trip) => trip.destinationId === destinationId);
  const elsewhere = editable.filter((trip) => trip.destinationId !== destinationId);
  return {
    trips: [...there, ...elsewhere].map((trip) => ({
      id: trip.id,
      title: trip.title,
      label: tripChoiceLabel(trip),
      startDate: trip.startDate,
      endDate: trip.endDate,
    })),
    preselectedId: there[0]?.id ?? null,
  };
}

/** How a trip reads in the choice: its title, and where it goes when the device knows. */
export function tripChoiceLabel(trip: {
  title: string;
  destination: Pick<TripDestination, 'name'> | null;
}): string {
  return trip.destination ? `${trip.title} · ${trip.destination.name}` : trip.title;
}
