/**
 * One imported file or pasted text → what it holds, whatever its format: a wallet pass, a
 * calendar file, an e-mail (its markup and its attached passes and calendars), a web page with
 * schema.org markup, or a boarding pass's barcode text. Images are not read here (their barcodes
 * are read where the browser's detector is); a PDF without one is kept for the traveller to look at.
 * Pure: the import worker runs it, off the main thread.
 */
import { strFromU8 } from 'fflate';
import { gazetteerAirports, type AirportLookup } from './airport-lookup';
import { looksLikeBoardingPass, parseBoardingPass } from './bcbp';
import type { ImportReading } from './found-booking';
import { looksLikeCalendar, readIcs } from './ics-reader';
import { looksLikeEmail, mimeParts } from './mime';
import { looksLikeZip, readPkpass } from './pkpass';
import { readSchemaOrgHtml } from './schema-org';

/** The largest file read: a confirmation e-mail with its attachments is far smaller. */
export const MAX_IMPORT_BYTES = 15 * 1024 * 1024;

export interface ImportInput {
  name: string;
  /** The file's media type as the browser gave it; '' when unknown. */
  type: string;
  bytes: Uint8Array;
}

export const NOTHING_FOUND = 'No booking was found in this file.';

export function readImport(
  input: ImportInput,
  airports: AirportLookup = gazetteerAirports,
): ImportReading {
  if (input.bytes.length > MAX_IMPORT_BYTES) {
    const mb = Math.round(input.bytes.length / (1024 * 1024));
    return {
      bookings: [],
      problems: [
        `This file is ${mb} MB, too large to read for bookings (${MAX_IMPORT_BYTES / (1024 * 1024)} MB at most). Forward or save just the confirmation and try again.`,
      ],
    };
  }
  const reading = readBytes(input, airports, 0);
  if (reading.bookings.length === 0 && reading.problems.length === 0) {
    return { bookings: [], problems: [NOTHING_FOUND] };
  }
  return reading;
}

function readBytes(input: ImportInput, airports: AirportLookup, depth: number): ImportReading {
  const { bytes, name, type } = input;
  if (looksLikeZip(bytes)) return readPkpass(bytes, airports);
  if (startsWith(bytes, '%PDF')) {
    return { bookings: [], problems: ['Bookings in a PDF cannot be read on this device yet.'] };
  }
  if (type.startsWith('image/') || /\.(png|jpe?g|gif|webp|heic|avif|bmp)$/i.test(name)) {
    return { bookings: [], problems: ['No boarding pass barcode could be read in this picture.'] };
  }
  const text = strFromU8(bytes).replace(/^\uFEFF/, '');
  return readText(text, airports, depth);
}

/** Pasted text, or a text file. */
export function readText(
  text: string,
  airports: AirportLookup = gazetteerAirports,
  depth = 0,
): ImportReading {
  const trimmed = text.trim();
  if (looksLikeCalendar(trimmed)) return readIcs(trimmed, airports);
  if (looksLikeBoardingPass(trimmed)) return parseBoardingPass(trimmed, airports);
  if (looksLikeEmail(text) && depth === 0) return readEmail(text, airports, depth);
  if (/<[a-z!]/i.test(text)) return readSchemaOrgHtml(text, airports);
  return { bookings: [], problems: [] };
}

function readEmail(text: string, airports: AirportLookup, depth: number): ImportReading {
  const reading: ImportReading = { bookings: [], problems: [] };
  const add = (part: ImportReading) => {
    reading.bookings.push(...part.bookings);
    reading.problems.push(...part.problems);
  };
  const parts = mimeParts(text);
  const html = parts.filter((p) => p.contentType === 'text/html' && p.text !== null);
  for (const part of html) add(readSchemaOrgHtml(part.text!, airports));
  for (const part of parts) {
    const isPass =
      part.contentType === 'application/vnd.apple.pkpass' || /\.pkpass$/i.test(part.fileName ?? '');
    const isCalendar = part.contentType === 'text/calendar' || /\.ics$/i.test(part.fileName ?? '');
    if (isPass) add(readPkpass(part.bytes, airports));
    else if (isCalendar) add(readIcs(part.text ?? strFromU8(part.bytes), airports));
  }
  if (html.length === 0 && reading.bookings.length === 0) {
    // A plain-text message: its body may still be a page's markup or a barcode's text.
    for (const part of parts.filter((p) => p.text !== null))
      add(readText(part.text!, airports, depth + 1));
  }
  return reading;
}

function startsWith(bytes: Uint8Array, ascii: string): boolean {
  for (let i = 0; i < ascii.length; i++) if (bytes[i] !== ascii.charCodeAt(i)) return false;
  return true;
}
