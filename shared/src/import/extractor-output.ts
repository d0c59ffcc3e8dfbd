/**
 * What KDE's kitinerary-extractor answers (a JSON-LD array of schema.org reservations, run by
 * the server for files the device cannot read: decision 022) → bookings, through the same
 * schema.org mapping as a confirmation e-mail's markup. Its output is data from another program:
 * parsed with zod before anything reads it.
 */
import { z } from 'zod';
import { gazetteerAirports, type AirportLookup } from './airport-lookup';
import type { FoundBooking, ImportReading } from './found-booking';
import { isNode, type StructuredNode, type StructuredValue } from './html-structured-data';
import { readSchemaOrgNodes } from './schema-org';
import { MAX_SERVER_BOOKINGS } from '../api/import-reading';
import { wallClockAt } from '../domain/zoned-time';
import { isKnownTimeZone } from '../schemas/common';

export const SERVER_FOUND_NOTHING = 'The server found no booking in this file either.';

const jsonValue: z.ZodType<StructuredValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ]),
);

/** The extractor's answer: a JSON array of JSON-LD nodes (empty when it found nothing). */
export const extractorOutputSchema = z.array(z.record(z.string(), jsonValue));

/**
 * The extractor's nodes from its raw standard output, QDateTimes normalized; null when the output
 * is not what the extractor answers (not JSON, not an array of objects).
 */
export function parseExtractorOutput(stdout: string): StructuredNode[] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(stdout);
  } catch {
    return null;
  }
  // A nesting deep enough to exhaust the stack is not an answer either.
  let parsed: ReturnType<typeof extractorOutputSchema.safeParse>;
  try {
    parsed = extractorOutputSchema.safeParse(raw);
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  return parsed.data.map((node) => normalizeQDateTimes(node) as StructuredNode);
}

/**
 * KDE writes a date-time as `{"@type": "QDateTime", "@value": "2026-12-10T11:50:00+01:00",
 * "timezone": "Europe/Paris"}` rather than a schema.org text. Each becomes a JSON-LD value object,
 * `{"@value": <the local wall time in its zone>, "timeZone": <the zone>}`, which the schema.org
 * mapping reads (schema-org.ts, `moment`). An instant given in UTC or another offset is turned
 * into the zone's wall time; a zone `Intl` does not know is dropped, and the value kept as given.
 */
export function normalizeQDateTimes(value: StructuredValue): StructuredValue {
  if (Array.isArray(value)) return value.map(normalizeQDateTimes);
  if (!isNode(value)) return value;
  if (value['@type'] === 'QDateTime' && typeof value['@value'] === 'string') {
    return qDateTime(value['@value'], value.timezone);
  }
  const out: StructuredNode = {};
  for (const [key, child] of Object.entries(value)) out[key] = normalizeQDateTimes(child);
  return out;
}

const WITH_OFFSET = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/;

function qDateTime(iso: string, timezone: StructuredValue | undefined): StructuredNode {
  const zone =
    typeof timezone === 'string' && timezone.trim() && isKnownTimeZone(timezone.trim())
      ? timezone.trim()
      : null;
  if (!zone) return { '@value': iso };
  const m = WITH_OFFSET.exec(iso.trim());
  // Without an offset the value is already the wall time in its zone.
  if (!m) return { '@value': iso, timeZone: zone };
  const offset = m[2]!.length === 5 ? `${m[2]!.slice(0, 3)}:${m[2]!.slice(3)}` : m[2]!;
  const instant = Date.parse(`${m[1]}${offset}`);
  if (Number.isNaN(instant)) return { '@value': iso, timeZone: zone };
  return { '@value': wallClockAt(instant, zone), timeZone: zone };
}

/**
 * The bookings in the extractor's nodes, each marked as read by the server and to be checked:
 * the extractor knows layouts we never tested, and its guesses go to the same preview.
 */
export function readExtractorNodes(
  nodes: StructuredNode[],
  airports: AirportLookup = gazetteerAirports,
): ImportReading {
  const found = readSchemaOrgNodes(nodes, airports).bookings;
  const bookings: FoundBooking[] = found
    .slice(0, MAX_SERVER_BOOKINGS)
    .map((booking) => ({ ...booking, source: 'server', checkThis: true }));
  const problems =
    bookings.length === 0
      ? [SERVER_FOUND_NOTHING]
      : found.length > MAX_SERVER_BOOKINGS
        ? [`Only the first ${MAX_SERVER_BOOKINGS} bookings found in this file are shown.`]
        : [];
  return { bookings, problems };
}
