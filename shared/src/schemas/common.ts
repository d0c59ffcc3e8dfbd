import { z } from 'zod';

/** A calendar day, `yyyy-MM-dd`. Calendar days never carry a time zone. */
export const isoDateSchema = z.iso.date({ message: 'Use a date like 2026-05-31' });

/** An instant, ISO 8601 with offset (what `Date.prototype.toISOString` produces). */
export const isoInstantSchema = z.iso.datetime({ offset: true });

/** Ids of rows the client may create offline are UUIDs generated on the device. */
export const idSchema = z.uuid();

/** Integer cents; money is never a float in this codebase. */
export const centsSchema = z.number().int().nonnegative();

/**
 * Zones found valid. Building an Intl formatter is slow, and there are a few hundred zones at
 * most, so this stays small; an unknown name is never kept, whoever sends it.
 */
const knownZones = new Set<string>();

/** Whether `Intl` knows this IANA zone ('Asia/Tokyo'); what the calendar export will read it with. */
export function isKnownTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** An IANA time zone, such as an airport's. */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isKnownTimeZone, 'Unknown time zone');
