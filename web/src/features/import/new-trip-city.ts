import { foldForSearch } from '@shared/domain/fold-search-text';
import { cityInIndex, searchPlaces, type PlaceIndex } from '@shared/domain/place-search';
import type { FoundBooking } from '@shared/import/found-booking';
import type { GazetteerCity } from '@shared/reference/gazetteer-rows';
import type { Place } from '@shared/schemas/place';

const same = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);

/** The city of this name nearest the point, or the largest of that name; null when none is. */
function cityNamed(index: PlaceIndex, name: string, near: Place | null): GazetteerCity | null {
  const found = searchPlaces(index, name, {
    kinds: ['city'],
    limit: 5,
    near: near ? { latitude: near.latitude, longitude: near.longitude } : null,
  });
  for (const match of found) {
    if (
      match.kind === 'city' &&
      (same(match.city.name, name) || same(match.city.altName ?? '', name))
    )
      return match.city;
  }
  return null;
}

/** The city a place is in: a gazetteer city itself, an airport's city, a place named as one. */
function cityOfPlace(index: PlaceIndex, place: Place): GazetteerCity | null {
  if (place.source === 'gazetteer' && place.sourceId)
    return cityInIndex(index, place.sourceId) ?? null;
  if (place.source === 'airport' && place.sourceId) {
    const airport = searchPlaces(index, place.sourceId, { kinds: ['airport'], limit: 1 })[0];
    if (airport?.kind === 'airport') return cityNamed(index, airport.airport.city, place);
  }
  return cityNamed(index, place.name, place);
}

/**
 * The city a location written out in words is in: 'Hotel Avenida, Rua Augusta 24, 1100-053,
 * Lisbon, PT' is in Lisbon. Its parts are tried from the end (the name comes first), each only
 * as a city's whole name.
 */
function cityOfLocation(index: PlaceIndex, location: string): GazetteerCity | null {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /\p{L}{3,}/u.test(part));
  for (const part of parts.slice(1).reverse()) {
    const city = cityNamed(index, part, null);
    if (city) return city;
  }
  return null;
}

/** Where a booking takes the traveller: a stay's place, a journey's arrival, an event's place. */
function cityOfBooking(index: PlaceIndex, booking: FoundBooking): GazetteerCity | null {
  const place = booking.endPlace ?? booking.place;
  return (
    (place ? cityOfPlace(index, place) : null) ??
    (booking.location ? cityOfLocation(index, booking.location) : null)
  );
}

/**
 * The city a new trip for imported bookings goes to, which also names it ('Lisbon'): where the
 * first stay is, else where the first journey arrives, else the first booking's place. Null
 * when none can be told.
 */
export function newTripCity(
  index: PlaceIndex,
  bookings: readonly FoundBooking[],
): GazetteerCity | null {
  const stays = bookings.filter((b) => b.kind === 'stay');
  const others = bookings.filter((b) => b.kind !== 'stay');
  for (const booking of [...stays, ...others]) {
    const city = cityOfBooking(index, booking);
    if (city) return city;
  }
  return null;
}
