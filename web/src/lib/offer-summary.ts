import type { FlightEndpoint, FlightOffer } from '@shared/api/lookups';
import { aircraftInfo, type AircraftInfo } from '@shared/reference/aircraft';
import { airlineName } from '@shared/reference/airlines';
import { baggageFor, type BaggageAllowance } from '@shared/reference/baggage';

export interface OfferSummary {
  airlineCode: string;
  airline: string;
  aircraft: AircraftInfo;
  baggage: BaggageAllowance;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  duration: string;
  segmentCount: number;
}

/**
 * What a result card and the details show of an offer: only itineraries[0] (SPEC 3), the first
 * validating airline, the first segment's aircraft. Null for an offer with no segments.
 */
export function summarizeOffer(offer: FlightOffer): OfferSummary | null {
  const itinerary = offer.itineraries[0];
  const first = itinerary?.segments[0];
  const last = itinerary?.segments.at(-1);
  if (!itinerary || !first || !last) return null;
  const airlineCode = offer.validatingAirlineCodes[0] ?? first.carrierCode;
  return {
    airlineCode,
    airline: airlineName(airlineCode),
    aircraft: aircraftInfo(first.aircraft.code),
    baggage: baggageFor(airlineCode),
    departure: first.departure,
    arrival: last.arrival,
    duration: itinerary.duration,
    segmentCount: itinerary.segments.length,
  };
}

/** SPEC 5: international when the first letters of the two airport codes differ. */
export function isInternational(summary: Pick<OfferSummary, 'departure' | 'arrival'>): boolean {
  return summary.departure.iataCode.charAt(0) !== summary.arrival.iataCode.charAt(0);
}
