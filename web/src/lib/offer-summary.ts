import type { FlightEndpoint, FlightOffer } from '@shared/api/lookups';
import { aircraftInfo, type AircraftInfo } from '@shared/reference/aircraft';
import { airlineName } from '@shared/reference/airlines';
import { baggageFor, type BaggageAllowance } from '@shared/reference/baggage';

/** One way of a trip: where it starts and ends, how long it takes, in how many flights. */
export interface LegSummary {
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  duration: string;
  segmentCount: number;
}

export interface OfferSummary extends LegSummary {
  airlineCode: string;
  airline: string;
  aircraft: AircraftInfo;
  baggage: BaggageAllowance;
  /** The way back of a round trip (the offer's second itinerary), null for a one-way fare. */
  inbound: LegSummary | null;
}

function legOf(itinerary: FlightOffer['itineraries'][number] | undefined): LegSummary | null {
  const first = itinerary?.segments[0];
  const last = itinerary?.segments.at(-1);
  if (!itinerary || !first || !last) return null;
  return {
    departure: first.departure,
    arrival: last.arrival,
    duration: itinerary.duration,
    segmentCount: itinerary.segments.length,
  };
}

/**
 * What a result card and the details show of an offer: itineraries[0] as SPEC 3 has it, the
 * first validating airline, the first segment's aircraft; and, for a search with a return date,
 * the way back (itineraries[1]), which the price covers too. Null for an offer with no segments.
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
    inbound: legOf(offer.itineraries[1]),
  };
}

/** SPEC 5: international when the first letters of the two airport codes differ. */
export function isInternational(summary: Pick<OfferSummary, 'departure' | 'arrival'>): boolean {
  return summary.departure.iataCode.charAt(0) !== summary.arrival.iataCode.charAt(0);
}
