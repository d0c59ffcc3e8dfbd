import type { AppDb } from '../../db/app-db';

/**
 * The trip's places as this device knows them, in one string: its destination, its stops' and
 * its items' places (where they are and, for a ride, where it arrives), rounded to 0.1 m and
 * sorted. When it differs from the one a kept pack was asked for, the pack is asked again with
 * If-None-Match: the server's ETag decides whether the streets changed. Undefined when the trip
 * is not on this device.
 */
export async function placesKeyOf(db: AppDb, tripId: string): Promise<string | undefined> {
  const [trip, stops, items] = await Promise.all([
    db.trips.get(tripId),
    db.stops.where('tripId').equals(tripId).toArray(),
    db.itineraryItems.where('tripId').equals(tripId).toArray(),
  ]);
  if (!trip) return undefined;
  const at = (p: { latitude: number; longitude: number }) =>
    `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`;
  const points = new Set<string>();
  for (const stop of stops) points.add(at(stop.place));
  for (const item of items) {
    if (item.place) points.add(at(item.place));
    if (item.endPlace) points.add(at(item.endPlace));
  }
  return JSON.stringify({ destination: trip.destinationId, points: [...points].sort() });
}
