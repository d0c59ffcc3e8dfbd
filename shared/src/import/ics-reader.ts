/**
 * A calendar file (`.ics`) → bookings, through ical.js (the parser Thunderbird uses). Each event
 * becomes an event booking, or a flight when its summary names one ('TP 1351 LIS-OPO'), with the
 * times local to the zone the file names (TZID), or to the departure airport's for a time in UTC.
 * A file with more events than a trip holds is refused with a message before it is parsed, so a
 * calendar of 10,000 events never hangs the device.
 */
import ICAL from 'ical.js';
import { gazetteerAirports, type AirportLookup } from './airport-lookup';
import type { FoundBooking, FoundMoment, ImportReading } from './found-booking';
import { moment } from './schema-org';
import type { Place } from '../schemas/place';

export const MAX_ICS_EVENTS = 500;

export function looksLikeCalendar(text: string): boolean {
  return /^\s*BEGIN:VCALENDAR/i.test(text);
}

export function readIcs(text: string, airports: AirportLookup = gazetteerAirports): ImportReading {
  const count = text.match(/^BEGIN:VEVENT/gim)?.length ?? 0;
  if (count > MAX_ICS_EVENTS) {
    return {
      bookings: [],
      problems: [
        `This calendar has ${count.toLocaleString('en')} events, more than a trip holds: import a calendar of up to ${MAX_ICS_EVENTS} events (export just this trip's dates).`,
      ],
    };
  }
  let events: ICAL.Component[];
  try {
    events = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent');
  } catch {
    return { bookings: [], problems: ['This calendar file could not be read.'] };
  }
  if (events.length === 0) return { bookings: [], problems: ['This calendar file has no events.'] };
  const bookings: FoundBooking[] = [];
  for (const vevent of events) {
    const booking = eventBooking(vevent, airports);
    if (booking) bookings.push(booking);
  }
  return { bookings, problems: [] };
}

const FLIGHT =
  /\b([A-Z][A-Z0-9]|[A-Z0-9][A-Z])\s?(\d{1,4})\b.*?\b([A-Z]{3})\s*(?:-|–|→|to)\s*([A-Z]{3})\b/;

function eventBooking(vevent: ICAL.Component, airports: AirportLookup): FoundBooking | null {
  const summary = String(vevent.getFirstPropertyValue('summary') ?? '')
    .trim()
    .slice(0, 200);
  const locationText = String(vevent.getFirstPropertyValue('location') ?? '')
    .trim()
    .slice(0, 200);
  const description = String(vevent.getFirstPropertyValue('description') ?? '').trim();
  const flight = FLIGHT.exec(summary);
  const from = flight ? airports(flight[3]!) : null;
  const to = flight ? airports(flight[4]!) : null;
  const start = momentOf(vevent.getFirstProperty('dtstart'), from?.place ?? null);
  if (!start) return null;
  const end = momentOf(vevent.getFirstProperty('dtend'), to?.place ?? from?.place ?? null);
  const reference =
    /(?:confirmation|booking|reservation|reference|pnr)(?:\s*(?:number|code|no\.?))?\s*[:#]\s*([A-Z0-9-]{4,20})/i.exec(
      `${summary}\n${description}`,
    )?.[1] ?? null;
  const details = description ? [description.slice(0, 500)] : [];
  if (flight && (from || to)) {
    return {
      kind: 'flight',
      source: 'ics',
      title: `${flight[1]} ${flight[2]} ${from?.city ?? flight[3]} → ${to?.city ?? flight[4]}`,
      start,
      dayOfYear: null,
      end,
      place: from?.place ?? null,
      endPlace: to?.place ?? null,
      location: from ? null : flight[3]!,
      reference,
      flight: { carrier: flight[1]!, number: flight[2]! },
      details,
      checkThis: false,
    };
  }
  const geo = vevent.getFirstPropertyValue('geo') as unknown;
  const place: Place | null =
    Array.isArray(geo) &&
    geo.length === 2 &&
    geo.every((n) => typeof n === 'number' && Number.isFinite(n))
      ? {
          name: (locationText || summary || 'Event').slice(0, 200),
          country: null,
          address: null,
          latitude: Math.max(-90, Math.min(90, geo[0] as number)),
          longitude: Math.max(-180, Math.min(180, geo[1] as number)),
          timeZone: null,
          source: 'manual',
          sourceId: null,
        }
      : null;
  return {
    kind: 'event',
    source: 'ics',
    title: summary || 'Event',
    start,
    dayOfYear: null,
    end,
    place,
    endPlace: null,
    location: locationText || null,
    reference,
    flight: null,
    details,
    checkThis: false,
  };
}

function momentOf(property: ICAL.Property | null, place: Place | null): FoundMoment | null {
  if (!property) return null;
  const value = property.getFirstValue() as unknown;
  if (!(value instanceof ICAL.Time)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${String(value.year).padStart(4, '0')}-${pad(value.month)}-${pad(value.day)}`;
  if (value.isDate) return { date, time: null, zone: null };
  const time = `${pad(value.hour)}:${pad(value.minute)}`;
  if (value.zone?.tzid === 'UTC') {
    return place?.timeZone ? moment(`${date}T${time}Z`, place) : { date, time, zone: 'UTC' };
  }
  const tzid = property.getParameter('tzid');
  return {
    date,
    time,
    zone: typeof tzid === 'string' && isZone(tzid) ? tzid : (place?.timeZone ?? null),
  };
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
