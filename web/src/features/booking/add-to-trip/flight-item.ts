import type { FlightOffer } from '@shared/api/lookups';
import { arrivalEndTime, wallClock } from '@shared/domain/flight-times';
import { tripDayOf, type TripDayPlacement } from '@shared/domain/trip-day';
import { airportInfo } from '@shared/reference/airports';
import type { Trip } from '@shared/schemas/trip';
import type { ItineraryItemInput } from '../../../db/itinerary-repo';
import {
  airportLabel,
  flightNumber,
  formatIsoDuration,
  stopsLabel,
} from '../../../lib/flight-format';
import { summarizeOffer } from '../../../lib/offer-summary';

/** A booked flight as an itinerary item, before it is given a trip and a day. */
export interface FlightPlan {
  /** The departure's local date at the origin airport, 'YYYY-MM-DD'. */
  departureDate: string;
  item: Omit<ItineraryItemInput, 'tripId' | 'day'>;
}

/** 'London Heathrow Airport (LHR)' for a built-in airport, the code for any other. */
function airportName(code: string): string {
  const name = airportInfo(code)?.name;
  return name ? `${name} (${code})` : code;
}

/**
 * What the plan says of a booked flight (only itineraries[0], as the screens show): a transport
 * item at the local departure time at the origin, ending at the local arrival time at the
 * destination ('07:10 (+1)' a day later), each with its airport's zone when the offer gives it,
 * at the origin airport, with the booking reference.
 * Null for an offer without segments or with times that cannot be read.
 */
export function flightPlan(offer: FlightOffer, reference: string): FlightPlan | null {
  const summary = summarizeOffer(offer);
  const segments = offer.itineraries[0]?.segments ?? [];
  const first = segments[0];
  if (!summary || !first) return null;
  const departs = wallClock(summary.departure.at);
  const arrives = wallClock(summary.arrival.at);
  if (!departs || !arrives) return null;
  const from = summary.departure.iataCode;
  const to = summary.arrival.iataCode;
  const via = segments.slice(0, -1).map((s) => s.arrival.iataCode);
  const stops = stopsLabel(segments.length);
  const description = [
    summary.airline,
    ...segments.map((s) => {
      const dep = wallClock(s.departure.at)?.time ?? s.departure.at;
      const arr = wallClock(s.arrival.at)?.time ?? s.arrival.at;
      return `${flightNumber(s)} ${s.departure.iataCode} ${dep} → ${s.arrival.iataCode} ${arr}`;
    }),
    stops ? `${stops} (via ${via.join(', ')})` : 'Nonstop',
    `Duration ${formatIsoDuration(summary.duration)}`,
  ].join('\n');
  return {
    departureDate: departs.date,
    item: {
      type: 'transport',
      title: `Flight ${flightNumber(first)} ${airportLabel(from)} → ${airportLabel(to)}`,
      time: departs.time,
      endTime: arrivalEndTime(departs, arrives),
      // Each time is local to its airport: the calendar export reads it there, not at the trip's
      // destination (a provider that does not say leaves them to the trip's zone).
      ...(summary.departure.timeZone ? { timeZone: summary.departure.timeZone } : {}),
      ...(summary.arrival.timeZone ? { endTimeZone: summary.arrival.timeZone } : {}),
      location: airportName(from),
      reference,
      description,
    },
  };
}

/** Where the flight falls in a trip: on the trip day of its local departure date, or outside. */
export function placeInTrip(
  plan: FlightPlan,
  trip: Pick<Trip, 'startDate' | 'endDate'>,
): TripDayPlacement {
  return tripDayOf(trip.startDate, trip.endDate, plan.departureDate);
}

/** The add-item arguments for a trip that covers the departure date; null when it does not. */
export function flightItemInput(
  plan: FlightPlan,
  trip: Pick<Trip, 'id' | 'startDate' | 'endDate'>,
): ItineraryItemInput | null {
  const placement = placeInTrip(plan, trip);
  if (!('day' in placement)) return null;
  return { ...plan.item, tripId: trip.id, day: placement.day };
}
