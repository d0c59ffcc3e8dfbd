import { isGazetteerId } from '@shared/reference/gazetteer-rows';
import type { Activity } from '@shared/api/lookups';
import type { Place } from '@shared/schemas/place';
import { destinationPlace, type PlacedDestination } from '@shared/domain/destination-place';
import type { ItineraryItemInput } from '../db/itinerary-repo';

/**
 * Destinations made from a city of the gazetteer ('gn-' and its GeoNames id) have no curated
 * activities: asking the server for them would only ever answer an empty list.
 */
export const hasSuggestions = (destinationId: string) => !isGazetteerId(destinationId);

/**
 * Where a suggested activity happens: its name at the destination's coordinates (the catalog
 * has no coordinates of its own). Null when the destination has none, so no made-up point is
 * ever put on a map.
 */
export function activityPlace(
  activity: Pick<Activity, 'id' | 'name'>,
  destination: PlacedDestination,
): Place | null {
  const at = destinationPlace(destination);
  return at && { ...at, name: activity.name, source: 'activity', sourceId: activity.id };
}

export interface SuggestionChoice {
  tripId: string;
  day: number;
  /** As typed; blank means no time. */
  time: string;
}

/** The plan item a suggested activity becomes on the chosen day. */
export function suggestionItemInput(
  choice: SuggestionChoice,
  activity: Pick<Activity, 'id' | 'name' | 'shortDescription'>,
  destination: PlacedDestination,
): ItineraryItemInput {
  const time = choice.time.trim();
  const description = activity.shortDescription.trim();
  const place = activityPlace(activity, destination);
  return {
    tripId: choice.tripId,
    day: choice.day,
    type: 'activity',
    title: activity.name,
    ...(time ? { time } : {}),
    location: `${destination.name}, ${destination.country}`,
    ...(description ? { description } : {}),
    ...(place ? { place } : {}),
  };
}
