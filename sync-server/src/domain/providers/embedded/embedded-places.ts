import type { DestinationSearchProvider } from '../destination-search-provider';
import { airportIndex } from './airport-index';
import { cityIndex } from './city-index';
import { countryName } from './country-names';

/** How far a city may be from the airport we name for it. */
const NEAREST_AIRPORT_KM = 150;

export const EMBEDDED_PLACES_NAME = 'city-timezones';

/**
 * Global places from the city data package, each with its nearest served airport from the
 * airport data. It knows no tours, so activities are always empty (the client says so).
 */
export function embeddedPlaces(): DestinationSearchProvider {
  return {
    name: EMBEDDED_PLACES_NAME,
    async searchPlaces(query, limit) {
      const airports = await airportIndex();
      return cityIndex()
        .search(query, limit)
        .map((city) => {
          const airport = airports.nearestServed(city.latitude, city.longitude, NEAREST_AIRPORT_KM);
          return {
            source: EMBEDDED_PLACES_NAME,
            id: city.id,
            name: city.name,
            country: countryName(city.countryCode) ?? city.countryCode,
            ...(airport ? { iataCode: airport.iataCode } : {}),
            geoCode: { latitude: city.latitude, longitude: city.longitude },
          };
        });
    },
    activities() {
      return Promise.resolve([]);
    },
  };
}
