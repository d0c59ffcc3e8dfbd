import type { AirportProvider } from '../airport-provider';
import { AMADEUS, type AmadeusClient } from './amadeus-client';
import { locationsAnswerSchema, titleCase, type AmadeusLocation } from './amadeus-shapes';

function airportsMatching(client: AmadeusClient, keyword: string, limit: number) {
  return client
    .get(
      '/v1/reference-data/locations',
      { subType: 'AIRPORT', keyword, 'page[limit]': String(limit) },
      locationsAnswerSchema,
    )
    .then((answer) => answer.data.filter((l) => l.subType === 'AIRPORT'));
}

function cityOf(l: AmadeusLocation): string {
  return titleCase(l.address?.cityName ?? l.name);
}

/** Airport & City Search, restricted to airports. */
export function amadeusAirports(client: AmadeusClient): AirportProvider {
  return {
    name: AMADEUS,
    async search(keyword, limit) {
      const found = await airportsMatching(client, keyword, limit);
      return found.slice(0, limit).map((l) => ({
        id: l.id,
        name: titleCase(l.name),
        iataCode: l.iataCode,
        address: { cityName: cityOf(l), countryName: titleCase(l.address?.countryName ?? '') },
      }));
    },
    async lookup(iataCode) {
      const code = iataCode.toUpperCase();
      const found = (await airportsMatching(client, code, 10)).find((l) => l.iataCode === code);
      if (!found?.geoCode) return null;
      return {
        iataCode: code,
        name: titleCase(found.name),
        cityName: cityOf(found),
        countryCode: found.address?.countryCode ?? '',
        countryName: titleCase(found.address?.countryName ?? ''),
        latitude: found.geoCode.latitude,
        longitude: found.geoCode.longitude,
      };
    },
  };
}
