import type { GazetteerCity } from '../reference/gazetteer-rows';
import { isKnownTimeZone } from '../schemas/common';
import type { Destination } from '../schemas/destination';

/**
 * The destination row of a gazetteer city, built the same way by the server (which stores it
 * when a trip first names the city, from its own copy of the gazetteer, never from the device's
 * word) and by the device (which keeps it so the trip shows its destination offline).
 * The coordinates are text with 4 decimals, as the curated destinations have them; the picture is
 * the generated artwork the image route draws for any destination it has a row for.
 */
export function gazetteerDestination(city: GazetteerCity, createdAt: string): Destination {
  return {
    id: city.id,
    name: city.name,
    country: city.country,
    description: `A city in ${city.country}.`,
    imageUrl: `/images/destinations/${city.id}.svg`,
    category: 'city',
    featured: false,
    latitude: city.latitude.toFixed(4),
    longitude: city.longitude.toFixed(4),
    visaRequirements: null,
    travelDocuments: null,
    climate: null,
    bestMonths: null,
    timeZone: isKnownTimeZone(city.timeZone) ? city.timeZone : null,
    createdAt,
  };
}
