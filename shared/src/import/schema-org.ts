/**
 * schema.org reservations (the markup airlines, hotels and ticket sellers put in confirmation
 * e-mails, JSON-LD or microdata) → bookings. Dates are read as the markup writes them: a local
 * wall time with its offset is the local time at the place; an instant in UTC ('Z') is turned into
 * the place's local time when the place's zone is known.
 */
import { airlineName } from '../reference/airlines';
import { gazetteerAirports, type AirportLookup } from './airport-lookup';
import type { BookingKind, FoundBooking, FoundMoment, ImportReading } from './found-booking';
import {
  isNode,
  jsonLdNodes,
  microdataNodes,
  type StructuredNode,
  type StructuredValue,
} from './html-structured-data';
import { wallClockAt } from '../domain/zoned-time';
import { isKnownTimeZone } from '../schemas/common';
import type { Place } from '../schemas/place';

const KINDS: Record<string, BookingKind> = {
  FlightReservation: 'flight',
  LodgingReservation: 'stay',
  TrainReservation: 'train',
  BusReservation: 'bus',
  RentalCarReservation: 'car',
  FoodEstablishmentReservation: 'dining',
  EventReservation: 'event',
};

/** Bookings described by the schema.org markup of an HTML page or e-mail body. */
export function readSchemaOrgHtml(
  html: string,
  airports: AirportLookup = gazetteerAirports,
): ImportReading {
  return readSchemaOrgNodes([...jsonLdNodes(html), ...microdataNodes(html)], airports);
}

/**
 * Bookings described by schema.org nodes however they were found: a page's markup, or the
 * JSON-LD a server-side extractor answers (extractor-output.ts).
 */
export function readSchemaOrgNodes(
  nodes: StructuredNode[],
  airports: AirportLookup = gazetteerAirports,
): ImportReading {
  const reservations: StructuredNode[] = [];
  const collect = (value: StructuredValue) => {
    if (Array.isArray(value)) return value.forEach(collect);
    if (!isNode(value)) return;
    if (reservationKind(value)) reservations.push(value);
    else for (const key of Object.keys(value)) if (key !== '@context') collect(value[key]!);
  };
  nodes.forEach(collect);
  const bookings = reservations
    .map((node) => reservationBooking(node, airports))
    .filter((b): b is FoundBooking => b !== null);
  return { bookings: dedupe(bookings), problems: [] };
}

function reservationKind(node: StructuredNode): BookingKind | null {
  for (const type of list(node['@type'])) {
    const name = typeof type === 'string' ? type.replace(/^.*[/:]/, '') : '';
    if (KINDS[name]) return KINDS[name];
  }
  return null;
}

// The same reservation in JSON-LD and in microdata, or one e-mail quoting another, is one booking.
function dedupe(bookings: FoundBooking[]): FoundBooking[] {
  const seen = new Set<string>();
  return bookings.filter((b) => {
    const key = JSON.stringify([b.kind, b.title, b.reference, b.start]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function reservationBooking(node: StructuredNode, airports: AirportLookup): FoundBooking | null {
  const kind = reservationKind(node)!;
  const reference = text(node.reservationNumber) ?? text(node.confirmationNumber);
  const subject = first(node.reservationFor);
  const passenger = text(first(node.underName)?.name) ?? text(node.underName);
  const details: string[] = [];
  const base = {
    kind,
    source: 'schema-org' as const,
    reference,
    dayOfYear: null,
    flight: null,
    checkThis: false,
    details,
  };
  if (passenger)
    details.push(`${kind === 'stay' || kind === 'dining' ? 'Guest' : 'Passenger'}: ${passenger}`);
  switch (kind) {
    case 'flight': {
      if (!subject) return null;
      const carrier =
        text(first(subject.airline)?.iataCode) ?? text(first(subject.provider)?.iataCode) ?? '';
      const number = (text(subject.flightNumber) ?? '').replace(new RegExp(`^${carrier}\\s*`), '');
      const from = airportOf(subject.departureAirport, airports);
      const to = airportOf(subject.arrivalAirport, airports);
      // KDE's extractor puts a boarding pass's seat on the reservation itself.
      const seat =
        text(first(first(node.reservedTicket)?.ticketedSeat)?.seatNumber) ??
        text(node.airplaneSeat);
      if (seat) details.push(`Seat ${seat}`);
      if (carrier)
        details.push(`Airline: ${text(first(subject.airline)?.name) ?? airlineName(carrier)}`);
      return {
        ...base,
        title: `${[carrier, number].filter(Boolean).join(' ') || 'Flight'} ${from.label} → ${to.label}`,
        // A boarding pass gives the day only ('departureDay', as KDE's extractor writes it).
        start: moment(subject.departureTime ?? subject.departureDay, from.place),
        end: moment(subject.arrivalTime, to.place),
        place: from.place,
        endPlace: to.place,
        location: from.place ? null : from.label,
        flight: carrier && number ? { carrier, number } : null,
      };
    }
    case 'train':
    case 'bus': {
      if (!subject) return null;
      const from = placeOf(subject.departureStation ?? subject.departureBusStop);
      const to = placeOf(subject.arrivalStation ?? subject.arrivalBusStop);
      const name =
        text(subject.trainName) ?? text(subject.busName) ?? (kind === 'train' ? 'Train' : 'Bus');
      const number = text(subject.trainNumber) ?? text(subject.busNumber);
      const seat = text(first(first(node.reservedTicket)?.ticketedSeat)?.seatNumber);
      if (seat) details.push(`Seat ${seat}`);
      return {
        ...base,
        title: `${[name, number].filter(Boolean).join(' ')} ${from.label} → ${to.label}`,
        start: moment(subject.departureTime, from.place),
        end: moment(subject.arrivalTime, to.place),
        place: from.place,
        endPlace: to.place,
        location: from.label === '?' ? null : from.label,
      };
    }
    case 'stay': {
      const hotel = placeOf(subject);
      return {
        ...base,
        title: hotel.name ?? 'Stay',
        start: moment(node.checkinDate ?? node.checkinTime, hotel.place),
        end: moment(node.checkoutDate ?? node.checkoutTime, hotel.place),
        place: hotel.place,
        endPlace: null,
        location: hotel.location,
      };
    }
    case 'car': {
      const pickup = placeOf(node.pickupLocation);
      const dropoff = placeOf(node.dropoffLocation);
      const car = text(first(subject)?.name) ?? text(first(first(subject)?.brand)?.name);
      if (car) details.push(`Car: ${car}`);
      const company = text(first(node.provider)?.name) ?? text(first(subject?.rentalCompany)?.name);
      return {
        ...base,
        title: `Car${company ? ` from ${company}` : ''}${pickup.name ? ` · ${pickup.name}` : ''}`,
        start: moment(node.pickupTime, pickup.place),
        end: moment(node.dropoffTime, dropoff.place ?? pickup.place),
        place: pickup.place,
        endPlace: dropoff.place,
        location: pickup.location,
      };
    }
    case 'dining': {
      const restaurant = placeOf(subject);
      const party = text(node.partySize);
      if (party) details.push(`Party of ${party}`);
      return {
        ...base,
        title: restaurant.name ?? 'Restaurant',
        start: moment(node.startTime ?? subject?.startDate, restaurant.place),
        end: moment(node.endTime, restaurant.place),
        place: restaurant.place,
        endPlace: null,
        location: restaurant.location,
      };
    }
    case 'event': {
      const venue = placeOf(subject?.location);
      return {
        ...base,
        title: text(subject?.name) ?? 'Event',
        start: moment(subject?.startDate ?? node.startTime, venue.place),
        end: moment(subject?.endDate ?? node.endTime, venue.place),
        place: venue.place,
        endPlace: null,
        location: venue.location,
      };
    }
  }
}

function list(value: StructuredValue | undefined): StructuredValue[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: StructuredValue | undefined): StructuredNode | null {
  const found = list(value).find(isNode);
  return found ?? null;
}

function text(value: StructuredValue | undefined): string | null {
  for (const v of list(value)) {
    if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 300);
    if (typeof v === 'number') return String(v);
  }
  return null;
}

function airportOf(value: StructuredValue | undefined, airports: AirportLookup) {
  const node = first(value);
  const code = text(node?.iataCode) ?? '';
  const found = code ? airports(code) : null;
  return {
    place: found?.place ?? null,
    label: found?.city ?? text(node?.name) ?? (code || '?'),
  };
}

/** A named place; it has coordinates (and so is a Place) only when the markup gives them. */
function placeOf(value: StructuredValue | undefined) {
  const node = first(value);
  const name = text(node?.name);
  const address = addressText(node?.address);
  const geo = first(node?.geo);
  const latitude = Number(text(geo?.latitude));
  const longitude = Number(text(geo?.longitude));
  const place: Place | null =
    name &&
    geo &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
      ? {
          name: name.slice(0, 200),
          country: null,
          address: address?.slice(0, 300) ?? null,
          latitude,
          longitude,
          timeZone: null,
          source: 'manual',
          sourceId: null,
        }
      : null;
  const location = [name, address].filter(Boolean).join(', ') || null;
  return { name, place, location: location?.slice(0, 200) ?? null, label: name ?? '?' };
}

function addressText(value: StructuredValue | undefined): string | null {
  const plain = text(value);
  if (plain) return plain;
  const node = first(value);
  if (!node) return null;
  const parts = ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'].map((k) =>
    k === 'addressCountry' ? (text(first(node[k])?.name) ?? text(node[k])) : text(node[k]),
  );
  return parts.filter(Boolean).join(', ') || null;
}

const ISO =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A schema.org date or date-time as a local moment at the place. The value may also be a JSON-LD
 * value object, `{ "@value": "2026-12-10T11:50:00+01:00", "timeZone": "Europe/Paris" }` (what
 * extractor-output.ts makes of KDE's QDateTime): its zone counts where the place has none.
 */
export function moment(
  value: StructuredValue | undefined,
  place: Place | null,
): FoundMoment | null {
  const valueObject = first(value);
  const raw = text(value) ?? text(valueObject?.['@value']);
  const m = raw ? ISO.exec(raw) : null;
  if (!m) return null;
  const [, date, hours, minutes, offset] = m;
  const givenZone = text(valueObject?.timeZone);
  const zone = place?.timeZone ?? (givenZone && isKnownTimeZone(givenZone) ? givenZone : null);
  if (hours === undefined) return { date: date!, time: null, zone };
  if (offset === 'Z' && zone) return wallTime(Date.parse(`${date}T${hours}:${minutes}:00Z`), zone);
  return { date: date!, time: `${hours}:${minutes}`, zone };
}

function wallTime(instant: number, zone: string): FoundMoment {
  const wall = wallClockAt(instant, zone);
  return { date: wall.slice(0, 10), time: wall.slice(11, 16), zone };
}
