/**
 * A trip's itinerary as an iCalendar file (RFC 5545), made on the device from what it has stored.
 *
 * An item whose time reads as a clock time (`timeMinutes`: '09:00 AM', '19:05') becomes a timed
 * event of one hour at that wall time in its zone, written as a UTC instant: no VTIMEZONE block is
 * needed and every calendar shows it at the right moment wherever the traveller is. Its zone is
 * the item's own when it has one (a flight's departure airport), else its place's (a museum in
 * Porto on a Lisbon trip; the same zone there, another one across a border), else the trip's
 * (the destination's, or the device's when the destination's is unknown). Any other item (no
 * time, or a time such as 'after lunch') is an all-day event on its day. An item's place gives
 * the event its coordinates (GEO) and, when the item has no location text, its LOCATION.
 *
 * A timed item ends at its `endTime` (a flight's arrival, a stay's check-out) when that reads as a
 * clock time, on the day it says ('07:10 (+1)' a day later, '(-1)' a day earlier, as a flight
 * across the date line lands), in the end's own zone (the arrival airport's) or else the start's,
 * and only if that comes after the start; otherwise it lasts one hour. The times stay in the
 * description as written, in words.
 */
import { ITINERARY_TYPE_LABELS, type ItineraryType } from '../constants';
import type { Place } from '../schemas/place';
import { parseEndTime, timeLabels } from './item-end-time';
import { timeMinutes } from './item-order';
import { DAY_MS, utcMidnight, zonedWallTimeToUtc } from './zoned-time';

export interface IcsItem {
  id: string;
  /** 1-based day of the trip. */
  day: number;
  time: string | null;
  /** When it ends, local time like `time`; '(+1)' means the next day. */
  endTime: string | null;
  /** The IANA zones `time` and `endTime` are local to; null for the trip's. */
  timeZone: string | null;
  endTimeZone: string | null;
  /** A booking's confirmation number, written into the description. */
  reference: string | null;
  title: string;
  location: string | null;
  /** Where it happens; its zone reads the times when the item has no `timeZone`. */
  place: Pick<Place, 'name' | 'address' | 'latitude' | 'longitude' | 'timeZone'> | null;
  /** Where it arrives (a flight, train or bus); its zone reads the end when no `endTimeZone`. */
  endPlace: Pick<Place, 'name' | 'timeZone'> | null;
  description: string | null;
  type: ItineraryType;
}

export interface IcsInput {
  tripTitle: string;
  /** The trip's first day, 'YYYY-MM-DD'. */
  startDate: string;
  items: readonly IcsItem[];
  /** The IANA zone the times are local to. */
  timeZone: string;
  /** True when `timeZone` is the device's because the destination's is unknown. */
  deviceTimeZone: boolean;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /**
   * The zone of the stop a day is spent at (a trip's further stops), or null for the trip's own:
   * a day in Porto on a Lisbon trip, or across a border. Absent: every day is the trip's.
   */
  dayZone?: ((day: number) => string | null) | undefined;
}

/** Timed events last this long; the plan says when things start, not when they end. */
export const ICS_EVENT_MINUTES = 60;

const MINUTE_MS = 60_000;

/** Text values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * One content line folded into lines of at most 75 octets of UTF-8 (RFC 5545 3.1), never inside
 * a character; each continuation starts with a space, which counts towards its 75.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '20261102' for a UTC midnight. */
function icsDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** '20261102T000000Z'. */
export function icsUtc(ms: number): string {
  const d = new Date(ms);
  return `${icsDate(ms)}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** The date of trip day `day` (1-based), 'YYYY-MM-DD'. */
export function tripDayDate(startDate: string, day: number): string {
  return new Date(utcMidnight(startDate) + (day - 1) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The zone an item's start is read in: its own, else its place's, else its day's stop's, else the
 * trip's.
 */
function startZoneOf(
  item: Pick<IcsItem, 'timeZone' | 'place' | 'day'>,
  tripZone: string,
  dayZone?: ((day: number) => string | null) | undefined,
): string {
  return item.timeZone ?? item.place?.timeZone ?? dayZone?.(item.day) ?? tripZone;
}

/**
 * The words the file and the screen use for the zone its times are in; when some items have zones
 * of their own (a flight's airports, or a place in another zone than the trip's), they say so.
 */
export function icsZoneNote(
  timeZone: string,
  deviceTimeZone: boolean,
  items: readonly Pick<IcsItem, 'timeZone' | 'endTimeZone' | 'place' | 'day'>[] = [],
  dayZone?: ((day: number) => string | null) | undefined,
): string {
  const trip = deviceTimeZone
    ? `Times are in this device's time zone (${timeZone}): the destination's time zone is unknown.`
    : `Times are local times in ${timeZone}.`;
  const ownZones = items.some((item) => item.timeZone !== null || item.endTimeZone !== null);
  const placeZones = items.some(
    (item) => item.timeZone === null && startZoneOf(item, timeZone) !== timeZone,
  );
  const stopZones = items.some(
    (item) =>
      item.timeZone === null &&
      !item.place?.timeZone &&
      startZoneOf(item, timeZone, dayZone) !== timeZone,
  );
  return [
    trip,
    ...(ownZones ? ["A flight's times are its airports' local times."] : []),
    ...(placeZones ? ["An activity at a place elsewhere is at that place's local time."] : []),
    ...(stopZones ? ["A day at a stop in another time zone is at that stop's local time."] : []),
  ].join(' ');
}

/** The end of a timed item: its end time when that comes after the start, else one hour on. */
function endInstant(item: IcsItem, date: string, start: number, zone: string) {
  const end = parseEndTime(item.endTime);
  const oneHourOn = start + ICS_EVENT_MINUTES * MINUTE_MS;
  if (end.minutes === null) return oneHourOn;
  const at = zonedWallTimeToUtc(tripDayDate(date, 1 + end.dayOffset), end.minutes, zone);
  return at > start ? at : oneHourOn;
}

function eventLines(item: IcsItem, input: IcsInput, stamp: string): string[] {
  const date = tripDayDate(input.startDate, item.day);
  const minutes = timeMinutes(item.time);
  const when =
    minutes === null
      ? [
          `DTSTART;VALUE=DATE:${icsDate(utcMidnight(date))}`,
          `DTEND;VALUE=DATE:${icsDate(utcMidnight(date) + DAY_MS)}`,
        ]
      : (() => {
          const startZone = startZoneOf(item, input.timeZone, input.dayZone);
          const start = zonedWallTimeToUtc(date, minutes, startZone);
          const endZone = item.endTimeZone ?? item.endPlace?.timeZone ?? startZone;
          const end = endInstant(item, date, start, endZone);
          return [`DTSTART:${icsUtc(start)}`, `DTEND:${icsUtc(end)}`];
        })();
  const labels = timeLabels(item.type);
  const description = [
    ITINERARY_TYPE_LABELS[item.type],
    // A time that is not a clock time ('after lunch') still says something: keep it.
    minutes === null && item.time?.trim() ? `${labels.start}: ${item.time.trim()}` : null,
    item.endTime?.trim() ? `${labels.end}: ${item.endTime.trim()}` : null,
    item.reference?.trim() ? `Confirmation number: ${item.reference.trim()}` : null,
    item.description?.trim() || null,
  ].filter((line): line is string => line !== null);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(item.id)}@wayfarer`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeIcsText(item.title)}`,
    ...locationLines(item),
    `DESCRIPTION:${escapeIcsText(description.join('\n'))}`,
    ...(minutes === null ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}

/**
 * Where the event is: the item's own words, else its place's name and address; and the place's
 * coordinates (GEO, RFC 5545 3.8.1.6: latitude;longitude in decimal degrees), so a calendar can
 * show it on a map.
 */
function locationLines(item: IcsItem): string[] {
  const { place } = item;
  const words =
    item.location?.trim() ||
    (place ? [place.name, place.address].filter((part) => part?.trim()).join(', ') : '');
  return [
    ...(words ? [`LOCATION:${escapeIcsText(words)}`] : []),
    // Fixed digits: a number near zero would otherwise print as '1e-7', which is no FLOAT.
    ...(place ? [`GEO:${place.latitude.toFixed(6)};${place.longitude.toFixed(6)}`] : []),
  ];
}

/** The whole file: CRLF line endings, folded lines, one VEVENT per item in the given order. */
export function buildItineraryIcs(input: IcsInput): string {
  const stamp = icsUtc(input.now.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wayfarer//Trip plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(input.tripTitle)}`,
    `X-WR-TIMEZONE:${input.timeZone}`,
    `X-WR-CALDESC:${escapeIcsText(icsZoneNote(input.timeZone, input.deviceTimeZone, input.items, input.dayZone))}`,
    ...input.items.flatMap((item) => eventLines(item, input, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
