import type { Airport } from '@shared/api/lookups';

/** What the flight search needs to know about an airport beyond the search result. */
export interface AirportRecord {
  iataCode: string;
  name: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
  /** IANA time zone when known (the embedded data always has one). */
  timeZone?: string;
}

export interface AirportProvider {
  readonly name: string;
  /** Airports matching a keyword: exact IATA code first, then city and name prefixes. */
  search(keyword: string, limit: number): Promise<Airport[]>;
  /** One airport by IATA code, or null when there is no such airport. */
  lookup(iataCode: string): Promise<AirportRecord | null>;
}
