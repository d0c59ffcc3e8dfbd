import type { Activity } from '@shared/api/lookups';
import type { Destination } from '@shared/schemas/destination';
import { latitudeSchema, longitudeSchema, type Place } from '@shared/schemas/place';
import type { ItineraryItemInput } from '../../db/itinerary-repo';

/**
 * Destinations made from a city of the gazetteer ('gn-' and its GeoNames id) have no curated
 * activities: asking the server for them would only ever answer an empty list.
 */
export const hasSuggestions = (destinationId: string) => !destinationId.startsWith('gn-');

/** A coordinate stored as text ('38.7223'); null when absent, unreadable or out of range. */
function coordinate(text: string | null, schema: typeof latitudeSchema): number | null {
  if (text === null || text.trim() === '') return null;
  const parsed = schema.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}

/**
 * Where a suggested activity happens: its name at the destination's coordinates (the catalog
 * has no coordinates of its own). Null when the destination has none, so no made-up point is
 * ever put on a map.
 */
export function activityPlace(
  activity: Pick<Activity, 'id' | 'name'>,
  destination: Pick<Destination, 'country' | 'latitude' | 'longitude' | 'timeZone'>,
): Place | null {
  const latitude = coordinate(destination.latitude, latitudeSchema);
  const longitude = coordinate(destination.longitude, longitudeSchema);
  if (latitude === null || longitude === null) return null;
  return {
    name: activity.name,
    country: destination.country,
    address: null,
    latitude,
    longitude,
    timeZone: destination.timeZone ?? null,
    source: 'activity',
    sourceId: activity.id,
  };
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
  destination: Pick<Destination, 'name' | 'country' | 'latitude' | 'longitude' | 'timeZone'>,
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
