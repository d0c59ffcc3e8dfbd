import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_SOURCES, type FoundBooking } from '../import/found-booking';
import { errorBodySchema } from './error';
import { isoDateSchema, timeZoneSchema } from '../schemas/common';
import { placeSchema } from '../schemas/place';

/**
 * The server's reader for booking files the device cannot read (decision 022): KDE's
 * kitinerary-extractor, when the operator installs it and sets KITINERARY_EXTRACTOR.
 *
 * GET SERVER_READER_PATH answers whether this server has it; POST SERVER_READ_PATH takes the
 * file's bytes as the body (any Content-Type: the extractor knows a file by its content) and, in
 * `?context=`, a day on or before the bookings (the trip's start, or today), and answers the
 * bookings in it. Nothing is kept.
 */
export const SERVER_READER_PATH = '/api/import/server-reader';
export const SERVER_READ_PATH = '/api/import/read';

/**
 * The same limit as the device's readers (MAX_IMPORT_BYTES, not imported here: this module is
 * the dialog's, the readers are the worker's): the server refuses a larger file with 413 unread.
 */
export const SERVER_READ_MAX_BYTES = 15 * 1024 * 1024;

/** More than any one file holds; a preview of hundreds of cards would help no one. */
export const MAX_SERVER_BOOKINGS = 50;

export const serverReaderStatusSchema = z.object({ available: z.boolean() });
export type ServerReaderStatus = z.infer<typeof serverReaderStatusSchema>;

/** `?context=`: bookings are after this day (a boarding pass gives a day of the year only). */
export const serverReadQuerySchema = z.object({ context: isoDateSchema.optional() });

const foundMomentSchema = z.object({
  date: isoDateSchema,
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  zone: timeZoneSchema.nullable(),
});

export const foundBookingSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  source: z.enum(BOOKING_SOURCES),
  title: z.string().max(500),
  start: foundMomentSchema.nullable(),
  dayOfYear: z.number().int().min(1).max(366).nullable(),
  end: foundMomentSchema.nullable(),
  place: placeSchema.nullable(),
  endPlace: placeSchema.nullable(),
  location: z.string().max(500).nullable(),
  reference: z.string().max(300).nullable(),
  flight: z.object({ carrier: z.string().max(10), number: z.string().max(10) }).nullable(),
  details: z.array(z.string().max(500)).max(50),
  checkThis: z.boolean(),
}) satisfies z.ZodType<FoundBooking, unknown>;

/** What the server read: the same shape as the device's readers answer. */
export const serverReadingSchema = z.object({
  bookings: z.array(foundBookingSchema).max(MAX_SERVER_BOOKINGS),
  problems: z.array(z.string().max(500)).max(20),
});
export type ServerReading = z.infer<typeof serverReadingSchema>;

/**
 * Why the server could not read a file, besides the usual 401 and 413:
 * - `unavailable` (503): this server has no reader (not set up, or the program is missing);
 * - `busy` (429, Retry-After): as many files as the server reads at once are being read;
 * - `rate-limited` (429, Retry-After): this account has sent many files in a short time;
 * - `timeout` (504): reading took too long and was stopped;
 * - `failed` (502): the reader failed on this file or answered something unreadable.
 */
export const SERVER_READ_FAILURES = [
  'unavailable',
  'busy',
  'rate-limited',
  'timeout',
  'failed',
] as const;
export type ServerReadFailureReason = (typeof SERVER_READ_FAILURES)[number];

export const serverReadFailureSchema = errorBodySchema.extend({
  reason: z.enum(SERVER_READ_FAILURES),
});
export type ServerReadFailure = z.infer<typeof serverReadFailureSchema>;
