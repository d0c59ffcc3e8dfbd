import { z } from 'zod';
import { flightOfferSchema, type FlightEndpoint, type FlightOffer } from '@shared/api/lookups';
import { airportIndex } from '../embedded/airport-index';
import type { FlightProvider } from '../flight-provider';
import { AMADEUS, type AmadeusClient } from './amadeus-client';

const offersAnswerSchema = z.object({ data: z.array(flightOfferSchema) });

/**
 * Amadeus writes each time local to its airport, without a zone. The embedded airport data
 * names the zone of nearly every airport, and the plan's calendar reads the time in it; an
 * airport it does not know keeps none, and the calendar falls back to the trip's zone.
 */
export function withAirportZones(
  offers: FlightOffer[],
  zoneOf: (iataCode: string) => string | undefined,
): FlightOffer[] {
  const zoned = (endpoint: FlightEndpoint): FlightEndpoint => {
    const timeZone = endpoint.timeZone ?? zoneOf(endpoint.iataCode);
    return timeZone ? { ...endpoint, timeZone } : endpoint;
  };
  return offers.map((offer) => ({
    ...offer,
    itineraries: offer.itineraries.map((itinerary) => ({
      ...itinerary,
      segments: itinerary.segments.map((segment) => ({
        ...segment,
        departure: zoned(segment.departure),
        arrival: zoned(segment.arrival),
      })),
    })),
  }));
}

/** Flight Offers Search v2: live, bookable-looking fares in US dollars. */
export function amadeusFlights(client: AmadeusClient): FlightProvider {
  return {
    name: AMADEUS,
    async search(query) {
      const answer = await client.get(
        '/v2/shopping/flight-offers',
        {
          originLocationCode: query.origin,
          destinationLocationCode: query.destination,
          departureDate: query.departureDate,
          ...(query.returnDate ? { returnDate: query.returnDate } : {}),
          adults: String(query.adults),
          currencyCode: 'USD',
          max: '20',
        },
        offersAnswerSchema,
      );
      const index = await airportIndex();
      const offers = withAirportZones(answer.data, (code) => index.lookup(code)?.timeZone);
      return { offers, sample: false };
    },
  };
}
