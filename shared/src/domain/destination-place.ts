import type { Destination } from '../schemas/destination';
import { latitudeSchema, longitudeSchema, type Place } from '../schemas/place';

/** A coordinate stored as text ('38.7223'); null when absent, unreadable or out of range. */
function coordinate(text: string | null, schema: typeof latitudeSchema): number | null {
  if (text === null || text.trim() === '') return null;
  const parsed = schema.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}

export type PlacedDestination = Pick<
  Destination,
  'id' | 'name' | 'country' | 'latitude' | 'longitude' | 'timeZone'
>;

/**
 * A destination as a place (a trip's first stop): null when it has no coordinates, so no
 * made-up point is ever put on a map or used to rank places by distance.
 */
export function destinationPlace(destination: PlacedDestination): Place | null {
  const latitude = coordinate(destination.latitude, latitudeSchema);
  const longitude = coordinate(destination.longitude, longitudeSchema);
  if (latitude === null || longitude === null) return null;
  return {
    name: destination.name,
    country: destination.country,
    address: null,
    latitude,
    longitude,
    timeZone: destination.timeZone ?? null,
    source: 'destination',
    sourceId: destination.id,
  };
}
