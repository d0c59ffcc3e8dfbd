/**
 * IATA Bar Coded Boarding Pass (Resolution 792) text → bookings. Only the mandatory items are
 * read: they are fixed-width and the same in every version, while the conditional items vary by
 * version and airline and hold nothing the plan needs. One booking per leg.
 *
 * Layout of the first leg (60 characters): format 'M', number of legs, passenger name (20),
 * e-ticket indicator, then the leg's items: booking reference (7), from (3), to (3), carrier
 * (3), flight number (5), day of the year (3), compartment (1), seat (4), check-in sequence
 * (5), passenger status (1), and the size of the leg's conditional items (2, hex). Each
 * further leg repeats the leg's items (37 characters) and its conditional items.
 */
import { airlineName } from '../reference/airlines';
import { gazetteerAirports, type AirportLookup } from './airport-lookup';
import type { FoundBooking, ImportReading } from './found-booking';

const LEG_LENGTH = 37;
const HEADER_LENGTH = 23;

interface Leg {
  reference: string;
  from: string;
  to: string;
  carrier: string;
  number: string;
  dayOfYear: number;
  compartment: string;
  seat: string;
}

/** Whether text looks like a BCBP at all (so a QR code with a web address is told apart). */
export function looksLikeBoardingPass(text: string): boolean {
  return /^M[1-4]/.test(text) && text.length >= HEADER_LENGTH + LEG_LENGTH;
}

/**
 * Reads a boarding pass barcode's text. Every problem is in the traveller's words; a text that is
 * not a BCBP gives no bookings and one problem.
 */
export function parseBoardingPass(
  text: string,
  airports: AirportLookup = gazetteerAirports,
): ImportReading {
  const notAPass = { bookings: [], problems: ['This barcode is not a boarding pass.'] };
  if (!looksLikeBoardingPass(text)) return notAPass;
  const legCount = Number(text[1]);
  const passenger = formatName(text.slice(2, 22));
  const legs: Leg[] = [];
  let at = HEADER_LENGTH;
  for (let i = 0; i < legCount; i++) {
    const raw = text.slice(at, at + LEG_LENGTH);
    if (raw.length < LEG_LENGTH) break;
    const leg = readLeg(raw);
    if (!leg) break;
    legs.push(leg);
    const conditionalSize = parseInt(raw.slice(35, 37), 16);
    if (Number.isNaN(conditionalSize)) break;
    at += LEG_LENGTH + conditionalSize;
  }
  if (legs.length === 0) return notAPass;
  const problems = legs.length < legCount ? ['Only part of this boarding pass could be read.'] : [];
  return { bookings: legs.map((leg) => legBooking(leg, passenger, airports)), problems };
}

function readLeg(raw: string): Leg | null {
  const from = raw.slice(7, 10).trim().toUpperCase();
  const to = raw.slice(10, 13).trim().toUpperCase();
  const carrier = raw.slice(13, 16).trim().toUpperCase();
  const number = raw
    .slice(16, 21)
    .trim()
    .replace(/^0+(?=\d)/, '');
  const day = raw.slice(21, 24).trim();
  if (!/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to)) return null;
  if (!/^[A-Z0-9]{2,3}$/.test(carrier) || !/^\d{1,4}[A-Z]?$/.test(number)) return null;
  if (!/^\d{1,3}$/.test(day)) return null;
  const dayOfYear = Number(day);
  if (dayOfYear < 1 || dayOfYear > 366) return null;
  return {
    reference: raw.slice(0, 7).trim(),
    from,
    to,
    carrier,
    number,
    dayOfYear,
    compartment: raw.slice(24, 25).trim(),
    seat: raw
      .slice(25, 29)
      .trim()
      .replace(/^0+(?=\d)/, ''),
  };
}

/** 'DOE/JANE MS' → 'Jane Doe'. */
function formatName(raw: string): string {
  const [surname = '', given = ''] = raw.trim().split('/');
  const cap = (s: string) =>
    s
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
  const givenName = given.replace(/\s+(MR|MRS|MS|MISS|MSTR|DR|CHD|INF)$/i, '');
  return [cap(givenName), cap(surname)].filter(Boolean).join(' ');
}

function legBooking(leg: Leg, passenger: string, airports: AirportLookup): FoundBooking {
  const from = airports(leg.from);
  const to = airports(leg.to);
  const name = (code: string, found: { city: string } | null) => found?.city || code;
  const details: string[] = [];
  if (leg.seat) details.push(`Seat ${leg.seat}`);
  if (passenger) details.push(`Passenger: ${passenger}`);
  details.push(`Airline: ${airlineName(leg.carrier)}`);
  details.push(`${leg.from} → ${leg.to}`);
  return {
    kind: 'flight',
    source: 'bcbp',
    title: `${leg.carrier} ${leg.number} ${name(leg.from, from)} → ${name(leg.to, to)}`,
    start: null,
    dayOfYear: leg.dayOfYear,
    end: null,
    place: from?.place ?? null,
    endPlace: to?.place ?? null,
    location: from ? null : leg.from,
    reference: leg.reference || null,
    flight: { carrier: leg.carrier, number: leg.number },
    details,
    checkThis: false,
  };
}
