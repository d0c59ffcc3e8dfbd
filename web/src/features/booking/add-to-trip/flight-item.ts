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

/** One way of a booked flight as an itinerary item, before it is given a trip and a day. */
export interface LegPlan {
  /** The departure's local date at the origin airport, 'YYYY-MM-DD'. */
  departureDate: string;
  item: Omit<ItineraryItemInput, 'tripId' | 'day'>;
}

/** A booked flight: the way out, and the way back of a round trip (null for one way). */
export interface FlightPlan extends LegPlan {
  returnLeg: LegPlan | null;
}

/** 'London Heathrow Airport (LHR)' for a built-in airport, the code for any other. */
function airportName(code: string): string {
  const name = airportInfo(code)?.name;
  return name ? `${name} (${code})` : code;
}

type Itinerary = FlightOffer['itineraries'][number];

/**
 * One itinerary of an offer as a plan item: a transport item at the local departure time at the
 * origin, ending at the local arrival time at the destination ('07:10 (+1)' a day later), each
 * with its airport's zone when the offer gives it, at the origin airport, with the booking
 * reference. Null for an itinerary without segments or with times that cannot be read.
 */
function legPlan(itinerary: Itinerary | undefined, airline: string, reference: string) {
  const segments = itinerary?.segments ?? [];
  const first = segments[0];
  const last = segments.at(-1);
  if (!itinerary || !first || !last) return null;
  const departs = wallClock(first.departure.at);
  const arrives = wallClock(last.arrival.at);
  if (!departs || !arrives) return null;
  const from = first.departure.iataCode;
  const to = last.arrival.iataCode;
  const via = segments.slice(0, -1).map((s) => s.arrival.iataCode);
  const stops = stopsLabel(segments.length);
  const description = [
    airline,
    ...segments.map((s) => {
      const dep = wallClock(s.departure.at)?.time ?? s.departure.at;
      const arr = wallClock(s.arrival.at)?.time ?? s.arrival.at;
      return `${flightNumber(s)} ${s.departure.iataCode} ${dep} → ${s.arrival.iataCode} ${arr}`;
    }),
    stops ? `${stops} (via ${via.join(', ')})` : 'Nonstop',
    `Duration ${formatIsoDuration(itinerary.duration)}`,
  ].join('\n');
  return {
    departureDate: departs.date,
    item: {
      type: 'transport' as const,
      title: `Flight ${flightNumber(first)} ${airportLabel(from)} → ${airportLabel(to)}`,
      time: departs.time,
      endTime: arrivalEndTime(departs, arrives),
      // Each time is local to its airport: the calendar export reads it there, not at the trip's
      // destination (a provider that does not say leaves them to the trip's zone).
      ...(first.departure.timeZone ? { timeZone: first.departure.timeZone } : {}),
      ...(last.arrival.timeZone ? { endTimeZone: last.arrival.timeZone } : {}),
      location: airportName(from),
      reference,
      description,
    },
  };
}

/**
 * What the plan says of a booked flight: the way out (itineraries[0], as the screens show) and,
 * for a round trip, the way back (itineraries[1]) as its own item, both with the booking's
 * reference. Null when the way out cannot be read.
 */
export function flightPlan(offer: FlightOffer, reference: string): FlightPlan | null {
  const summary = summarizeOffer(offer);
  if (!summary) return null;
  const out = legPlan(offer.itineraries[0], summary.airline, reference);
  if (!out) return null;
  return { ...out, returnLeg: legPlan(offer.itineraries[1], summary.airline, reference) };
}

/** Where a leg falls in a trip: on the trip day of its local departure date, or outside. */
export function placeInTrip(
  plan: LegPlan,
  trip: Pick<Trip, 'startDate' | 'endDate'>,
): TripDayPlacement {
  return tripDayOf(trip.startDate, trip.endDate, plan.departureDate);
}

/** The add-item arguments of a leg for a trip that covers its departure date; null otherwise. */
export function flightItemInput(
  plan: LegPlan,
  trip: Pick<Trip, 'id' | 'startDate' | 'endDate'>,
): ItineraryItemInput | null {
  const placement = placeInTrip(plan, trip);
  if (!('day' in placement)) return null;
  return { ...plan.item, tripId: trip.id, day: placement.day };
}

/**
 * What adding a booked flight to a trip puts on its plan: the way out (the trip covers its date,
 * or it is not offered), and the way back when the trip covers its date too. A way back after the
 * trip's end is left off rather than put on a wrong day; the dialog says so.
 */
export function flightItemInputs(
  plan: FlightPlan,
  trip: Pick<Trip, 'id' | 'startDate' | 'endDate'>,
): ItineraryItemInput[] {
  const out = flightItemInput(plan, trip);
  if (!out) return [];
  const back = plan.returnLeg && flightItemInput(plan.returnLeg, trip);
  return back ? [out, back] : [out];
}
