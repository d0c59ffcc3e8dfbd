import type {
  FlightEndpoint,
  FlightOffer,
  FlightSearchQuery,
  FlightSegment,
} from '@shared/api/lookups';
import { distanceKm } from '../../geo';
import type { LoadedAirport } from '../airport-data';
import { aircraftFor } from './aircraft-by-range';
import { carriersFor, SHORT_HAUL_CARRIERS } from './carriers';
import { HUBS } from './hubs';
import { instantAt, isoDuration, localDateTime } from './local-time';
import { seedFrom, seededRandom, type Random } from './prng';

type Plan = { carrier: string; hub?: LoadedAirport };

const EUROPE = new Set(
  'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LT LU LV MT NL NO PL PT RO SE SI SK'.split(
    ' ',
  ),
);

/** Cruise at about 800 km/h plus half an hour for taxi, climb and approach; 5-minute steps. */
export function flightMinutes(km: number): number {
  return Math.max(30, Math.round(((km / 800) * 60 + 30) / 5) * 5);
}

/** One-way economy fare per adult in US dollars, falling per km with distance. */
function baseFare(km: number): number {
  const perKm = km < 1000 ? 0.14 : km < 4000 ? 0.1 : 0.075;
  return 35 + km * perKm;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function directCarriers(o: LoadedAirport, d: LoadedAirport, km: number): string[] {
  // Low-cost and domestic airlines fly between cities, not between neighbouring towns.
  const extra =
    km < 500
      ? []
      : o.countryCode === 'US' && d.countryCode === 'US' && km < 4000
        ? SHORT_HAUL_CARRIERS.US!
        : EUROPE.has(o.countryCode) && EUROPE.has(d.countryCode) && km < 2500
          ? SHORT_HAUL_CARRIERS.EU!
          : [];
  return unique([...carriersFor(o.countryCode), ...carriersFor(d.countryCode), ...extra]);
}

/** Hubs that lie roughly on the way, least detour first. */
function hubsOnTheWay(o: LoadedAirport, d: LoadedAirport, km: number, hubs: LoadedAirport[]) {
  const scored = hubs
    .filter(
      (h) =>
        distanceKm(h.latitude, h.longitude, o.latitude, o.longitude) > 150 &&
        distanceKm(h.latitude, h.longitude, d.latitude, d.longitude) > 150,
    )
    .map((h) => ({
      h,
      extra:
        distanceKm(o.latitude, o.longitude, h.latitude, h.longitude) +
        distanceKm(h.latitude, h.longitude, d.latitude, d.longitude) -
        km,
    }))
    .sort((a, b) => a.extra - b.extra);
  const onTheWay = scored.filter((s) => s.extra <= Math.max(600, km * 0.3)).slice(0, 4);
  // Remote pairs with no hub in between still connect somewhere: the least bad detour.
  return (onTheWay.length ? onTheWay : scored.slice(0, 1)).map((s) => s.h);
}

function plansFor(
  o: LoadedAirport,
  d: LoadedAirport,
  km: number,
  hubs: LoadedAirport[],
  r: Random,
): Plan[] {
  const plans: Plan[] = [];
  const carriers = directCarriers(o, d, km);
  const bothLarge = o.sizeRank === 0 && d.sizeRank === 0;
  const direct = carriers.length > 0 && km <= 14_000 && (km < 4000 || bothLarge);
  if (direct) {
    const n = r.int(2, 4);
    const start = r.int(0, carriers.length - 1);
    for (let i = 0; i < n; i++) plans.push({ carrier: carriers[(start + i) % carriers.length]! });
  }
  const via = hubsOnTheWay(o, d, km, hubs);
  // Nobody connects on a short hop that has a direct flight.
  const connections = direct ? (km < 1000 ? 0 : r.int(2, 4)) : r.int(3, 5);
  for (let i = 0; i < connections && via.length; i++) {
    const hub = r.pick(via);
    plans.push({ hub, carrier: HUBS[hub.iataCode]! });
  }
  return plans;
}

/** Where and when a leg starts or ends: local time at the airport, and the airport's zone. */
function endpoint(airport: LoadedAirport, at: number): FlightEndpoint {
  const zone = airport.timeZone ?? 'UTC';
  return {
    iataCode: airport.iataCode,
    at: localDateTime(at, zone),
    ...(airport.timeZone ? { timeZone: airport.timeZone } : {}),
  };
}

function leg(from: LoadedAirport, to: LoadedAirport, departs: number, carrier: string, r: Random) {
  const km = distanceKm(from.latitude, from.longitude, to.latitude, to.longitude);
  const minutes = flightMinutes(km);
  const arrives = departs + minutes * 60_000;
  const segment: FlightSegment = {
    departure: endpoint(from, departs),
    arrival: endpoint(to, arrives),
    carrierCode: carrier,
    number: String(r.int(10, 2999)),
    duration: isoDuration(minutes),
    aircraft: { code: aircraftFor(km, carrier, r) },
  };
  return { segment, arrives };
}

function itinerary(from: LoadedAirport, to: LoadedAirport, date: string, plan: Plan, r: Random) {
  const departs = instantAt(date, 360 + 5 * r.int(0, 198), from.timeZone ?? 'UTC');
  const stops = plan.hub ? [from, plan.hub, to] : [from, to];
  const segments: FlightSegment[] = [];
  let at = departs;
  for (let i = 0; i < stops.length - 1; i++) {
    if (i > 0) at += 5 * r.int(11, 40) * 60_000; // a 55 to 200 minute connection
    const next = leg(stops[i]!, stops[i + 1]!, at, plan.carrier, r);
    segments.push(next.segment);
    at = next.arrives;
  }
  return { duration: isoDuration((at - departs) / 60_000), segments };
}

/**
 * Sample offers for a route and dates: the same inputs always give the same schedule, so a
 * traveller who searches twice sees the same list. Passengers change only the price.
 */
export function generateOffers(
  query: FlightSearchQuery,
  o: LoadedAirport,
  d: LoadedAirport,
  hubs: LoadedAirport[],
): FlightOffer[] {
  const r = seededRandom(
    seedFrom(`${o.iataCode}|${d.iataCode}|${query.departureDate}|${query.returnDate ?? ''}`),
  );
  const km = distanceKm(o.latitude, o.longitude, d.latitude, d.longitude);
  const offers = plansFor(o, d, km, hubs, r).map((plan) => {
    const itineraries = [itinerary(o, d, query.departureDate, plan, r)];
    if (query.returnDate) itineraries.push(itinerary(d, o, query.returnDate, plan, r));
    const perAdult =
      baseFare(km) *
      (0.85 + r.next() * 0.55) *
      (plan.hub ? 0.85 : 1) *
      (query.returnDate ? 1.85 : 1);
    return {
      price: {
        total: ((Math.round(perAdult * 100) * query.adults) / 100).toFixed(2),
        currency: 'USD',
      },
      validatingAirlineCodes: [plan.carrier],
      itineraries,
    };
  });
  return offers
    .sort((a, b) => Number(a.price.total) - Number(b.price.total))
    .map((offer, i) => ({ id: String(i + 1), ...offer }));
}
