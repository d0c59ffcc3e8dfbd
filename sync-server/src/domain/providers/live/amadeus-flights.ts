import { z } from 'zod';
import { flightOfferSchema } from '@shared/api/lookups';
import type { FlightProvider } from '../flight-provider';
import { AMADEUS, type AmadeusClient } from './amadeus-client';

const offersAnswerSchema = z.object({ data: z.array(flightOfferSchema) });

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
      return { offers: answer.data, sample: false };
    },
  };
}
