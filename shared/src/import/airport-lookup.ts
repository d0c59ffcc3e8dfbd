import { airportPlace } from '../domain/place-search';
import { loadGazetteer } from '../reference/gazetteer';
import type { GazetteerAirport } from '../reference/gazetteer-rows';
import type { Place } from '../schemas/place';

/** Finds an airport's place (with its zone) by IATA code; null for a code we do not hold. */
export type AirportLookup = (iataCode: string) => { place: Place; city: string } | null;

let byCode: ReadonlyMap<string, GazetteerAirport> | undefined;

/**
 * The built-in airports (the gazetteer's, each with its IANA zone). The gazetteer is large: the
 * readers that use this run in the import worker, loaded only when the traveller imports.
 */
export const gazetteerAirports: AirportLookup = (iataCode) => {
  byCode ??= new Map(loadGazetteer().airports.map((a) => [a.iataCode, a]));
  const airport = byCode.get(iataCode.trim().toUpperCase());
  return airport ? { place: airportPlace(airport), city: airport.city } : null;
};
