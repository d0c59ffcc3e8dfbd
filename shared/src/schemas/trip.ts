import { z } from 'zod';
import { dayNotesSchema } from './day-note';
import { centsSchema, idSchema, isoDateSchema, isoInstantSchema } from './common';
import { tripDestinationSchema } from './destination';
import { currencyCodeSchema } from '../money/currencies';
import { expenseSchema } from './expense';
import { itineraryItemSchema } from './itinerary-item';

export const tripSchema = z.object({
  id: idSchema,
  userId: z.uuid(),
  destinationId: z.string().nullable(),
  title: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  notes: z.string().nullable(),
  /** Integer minor units of `currency`. */
  budget: centsSchema.nullable(),
  /**
   * The home currency (ISO 4217): the budget is in it, and every expense counts in it at its
   * frozen rate. USD for trips from before currencies. Fixed once the trip has expenses.
   */
  currency: currencyCodeSchema,
  /** One of the trip's photo documents shown as its cover instead of the destination's picture. */
  coverDocumentId: idSchema.nullable().default(null),
  /**
   * A note per day of the plan (day-note.ts), written by setDayNote only. Absent on rows stored
   * before day notes: no notes.
   */
  dayNotes: dayNotesSchema.optional(),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
});
export type Trip = z.infer<typeof tripSchema>;

/** The trip's note (its `notes`) is the trip note of the plan; a few pages at most. */
export const TRIP_NOTES_TOO_LONG_MESSAGE = 'Notes can be at most 5,000 characters';

/**
 * Insert rule of SPEC section 5 (omit createdAt and updatedAt; the owner comes from the session).
 * The id is generated on the device so that a trip can be created offline and a replayed create
 * is recognised instead of duplicated.
 */
export const insertTripSchema = z.object({
  id: idSchema.optional(),
  destinationId: z.string().min(1, 'Please choose a destination'),
  title: z.string().trim().min(1, 'Trip title is required').max(200),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  notes: z.string().trim().max(5000, TRIP_NOTES_TOO_LONG_MESSAGE).optional(),
  budget: centsSchema.optional(),
  /** Absent on creates queued before currencies existed: USD. */
  currency: currencyCodeSchema.optional(),
});
export type InsertTrip = z.infer<typeof insertTripSchema>;

/** PATCH /api/trips/{id}: the same fields, each optional; null clears an optional one. */
export const updateTripSchema = z
  .object({
    destinationId: z.string().min(1),
    title: z.string().trim().min(1, 'Trip title is required').max(200),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    notes: z.string().trim().max(5000, TRIP_NOTES_TOO_LONG_MESSAGE).nullable(),
    budget: centsSchema.nullable(),
    currency: currencyCodeSchema,
    coverDocumentId: idSchema.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateTrip = z.infer<typeof updateTripSchema>;

/** A trip as the client reads it: with its destination, expenses and itinerary items. */
export const tripWithDetailsSchema = tripSchema.extend({
  destination: tripDestinationSchema.nullable(),
  expenses: z.array(expenseSchema),
  itineraryItems: z.array(itineraryItemSchema),
});
export type TripWithDetails = z.infer<typeof tripWithDetailsSchema>;

/** Why a trip's home currency cannot change: its expenses' rates were frozen against it. */
export const CURRENCY_FIXED_MESSAGE = "The home currency can't change once the trip has expenses";
