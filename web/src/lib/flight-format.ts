import { format, isValid, parseISO } from 'date-fns';
import { airportInfo } from '@shared/reference/airports';

/** ISO 8601 duration (PT2H30M, P1DT3H) as '2h 30m'; the raw text when it is not one. */
export function formatIsoDuration(iso: string): string {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(iso);
  if (!match || iso === 'P' || iso.endsWith('T')) return iso;
  const hours = Number(match[1] ?? 0) * 24 + Number(match[2] ?? 0);
  const minutes = Number(match[3] ?? 0);
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/**
 * A segment time (local to its airport, e.g. 2025-06-01T18:05:00) in the given pattern.
 * SPEC 5: a date that cannot be formatted is shown as its raw text.
 */
export function formatLocal(at: string, pattern: 'HH:mm' | 'MMM dd'): string {
  const date = parseISO(at);
  return isValid(date) ? format(date, pattern) : at;
}

export function stopsLabel(segmentCount: number): string | null {
  const stops = segmentCount - 1;
  if (stops < 1) return null;
  return stops === 1 ? '1 stop' : `${stops} stops`;
}

/** A segment's flight number as timetables print it: 'BA 117'. */
export function flightNumber(segment: { carrierCode: string; number: string }): string {
  return `${segment.carrierCode} ${segment.number}`;
}

/** 'London (LHR)' for the built-in airports (SPEC 3), the bare code for any other. */
export function airportLabel(code: string): string {
  const city = airportInfo(code)?.city;
  return city ? `${city} (${code})` : code;
}

const USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Flight prices are in US dollars, shown with 2 decimals (SPEC 9) after the SPEC's '$' prefix,
 * with thousands separators so a family's fare reads at a glance: '$2,115.69'.
 */
export function formatUsd(total: string | number): string {
  const amount = Number(total);
  return Number.isFinite(amount) ? `$${USD.format(amount)}` : `$${total}`;
}

/**
 * What one passenger pays of an offer priced for `adults`, in dollars (2 decimals). The fare is
 * priced per adult in whole cents, so the division is exact; rounding to the cent guards against
 * a provider whose total is not.
 */
export function pricePerPerson(total: string, adults: number): number {
  const cents = Math.round(Number(total) * 100);
  return Math.round(cents / Math.max(1, adults)) / 100;
}

/** 'Priced for' of the details (SPEC 3 says '1 adult' for the one adult it always priced). */
export function adultsLabel(adults: number): string {
  return adults === 1 ? '1 adult' : `${adults} adults`;
}

/** Today as yyyy-MM-dd in the traveller's own time zone (the departure date minimum). */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
