import { placeSchema } from '@shared/schemas/place';
import type { Db } from '../../db/connection';
import type { TripArea } from './area-tiles';
import type { LonLat } from './web-mercator';

/** A stored place's coordinates, or undefined for a value that is not a place. */
function coordinatesOf(json: string): LonLat | undefined {
  try {
    const place = placeSchema.safeParse(JSON.parse(json));
    return place.success ? { lon: place.data.longitude, lat: place.data.latitude } : undefined;
  } catch {
    return undefined;
  }
}

/** A destination's stored coordinates (text columns), when it has both. */
function destinationPoint(lat: string | null, lon: string | null): LonLat | undefined {
  if (!lat || !lon) return undefined;
  const point = { lon: Number(lon), lat: Number(lat) };
  const valid = Math.abs(point.lat) <= 90 && Math.abs(point.lon) <= 180;
  return valid ? point : undefined;
}

/**
 * The ground of one of the user's trips (issue 25): its destination, its stops and the places
 * of its items, read in one snapshot with the user's membership (the same query as the trip's
 * own read), so a trip the user is not on answers undefined exactly like a missing one. The
 * area may have no places yet (a destination without coordinates and nothing placed).
 */
export function tripArea(db: Db, userId: string, tripId: string): Promise<TripArea | undefined> {
  return db.read(async (tx) => {
    const statements = tx.$statements;
    const trip = await statements.tripOfMember.get({ userId, id: tripId });
    if (!trip) return undefined;
    const destination = destinationPoint(trip.destLatitude, trip.destLongitude);
    const stops = await statements.stopPlacesOfTrip.all(tripId);
    const items = await statements.itemPlacesOfTrip.all(tripId);
    const points: LonLat[] = [];
    if (destination) points.push(destination);
    for (const { place } of [...stops, ...items]) {
      const point = coordinatesOf(place);
      if (point) points.push(point);
    }
    // The map opens on the destination, else on the first stop or placed item.
    const center = points[0];
    return center ? { points, center } : { points };
  });
}
