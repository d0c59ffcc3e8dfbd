import type { Activity } from '@shared/api/lookups';
import type { DestinationSearchProvider } from '../destination-search-provider';
import { AMADEUS, type AmadeusClient } from './amadeus-client';
import { activitiesAnswerSchema, locationsAnswerSchema, titleCase } from './amadeus-shapes';

/** Airport & City Search for places, Tours and Activities for what to do there. */
export function amadeusPlaces(client: AmadeusClient): DestinationSearchProvider {
  return {
    name: AMADEUS,
    async searchPlaces(query, limit) {
      const answer = await client.get(
        '/v1/reference-data/locations',
        { subType: 'CITY', keyword: query, 'page[limit]': String(limit), view: 'LIGHT' },
        locationsAnswerSchema,
      );
      return answer.data.slice(0, limit).map((place) => ({
        source: AMADEUS,
        id: place.id,
        name: titleCase(place.address?.cityName ?? place.name),
        country: titleCase(place.address?.countryName ?? ''),
        iataCode: place.iataCode,
        ...(place.geoCode ? { geoCode: place.geoCode } : {}),
      }));
    },
    async activities(latitude, longitude) {
      const answer = await client.get(
        '/v1/shopping/activities',
        { latitude: String(latitude), longitude: String(longitude), radius: '20' },
        activitiesAnswerSchema,
      );
      return answer.data.map((a): Activity => ({
        id: a.id,
        name: a.name,
        shortDescription: a.shortDescription ?? a.description ?? '',
        rating: a.rating ?? null,
        price:
          a.price?.amount && a.price.currencyCode
            ? { amount: a.price.amount, currencyCode: a.price.currencyCode }
            : null,
        bookingLink: a.bookingLink ?? null,
      }));
    },
  };
}
