/**
 * A trip's itinerary as an iCalendar file (RFC 5545), made on the device from what it has stored.
 *
 * An item whose time reads as a clock time (`timeMinutes`: '09:00 AM', '19:05') becomes a timed
 * event of one hour at that wall time in the trip's time zone (the destination's, or the device's
 * when the destination's is unknown), written as a UTC instant: no VTIMEZONE block is needed and
 * every calendar shows it at the right moment wherever the traveller is. Any other item (no time,
 * or a time such as 'after lunch') is an all-day event on its day.
 *
 * A timed item ends at its `endTime` (a flight's arrival, a stay's check-out) when that reads as a
 * clock time after the start on the same day, or on a later day when it says so ('07:10 (+1)');
 * otherwise it lasts one hour. The end is read in the same zone as the start: the plan keeps one
 * zone per trip, so a flight's arrival written in its airport's local time is also kept as
 * written, in words, in the description.
 */
import { ITINERARY_TYPE_LABELS, type ItineraryType } from '../constants';
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
  /** A booking's confirmation number, written into the description. */
  reference: string | null;
  title: string;
  location: string | null;
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

/** The words the file and the screen use for the zone its times are in. */
export function icsZoneNote(timeZone: string, deviceTimeZone: boolean): string {
  return deviceTimeZone
    ? `Times are in this device's time zone (${timeZone}): the destination's time zone is unknown.`
    : `Times are local times in ${timeZone}.`;
}

/** The end of a timed item: its end time when that comes after the start, else one hour on. */
function endInstant(
  item: IcsItem,
  date: string,
  startMinutes: number,
  start: number,
  zone: string,
) {
  const end = parseEndTime(item.endTime);
  const later =
    end.minutes !== null &&
    (end.dayOffset > 0 || (end.dayOffset === 0 && end.minutes > startMinutes));
  if (!later || end.minutes === null) return start + ICS_EVENT_MINUTES * MINUTE_MS;
  return zonedWallTimeToUtc(tripDayDate(date, 1 + end.dayOffset), end.minutes, zone);
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
          const start = zonedWallTimeToUtc(date, minutes, input.timeZone);
          const end = endInstant(item, date, minutes, start, input.timeZone);
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
    ...(item.location?.trim() ? [`LOCATION:${escapeIcsText(item.location.trim())}`] : []),
    `DESCRIPTION:${escapeIcsText(description.join('\n'))}`,
    ...(minutes === null ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
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
    `X-WR-CALDESC:${escapeIcsText(icsZoneNote(input.timeZone, input.deviceTimeZone))}`,
    ...input.items.flatMap((item) => eventLines(item, input, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
