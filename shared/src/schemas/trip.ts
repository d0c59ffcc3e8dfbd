import { z } from 'zod';
import { centsSchema, idSchema, isoDateSchema, isoInstantSchema } from './common';
import { tripDestinationSchema } from './destination';
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
  /** Integer cents. */
  budget: centsSchema.nullable(),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
});
export type Trip = z.infer<typeof tripSchema>;

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
  notes: z.string().trim().max(5000).optional(),
  budget: centsSchema.optional(),
});
export type InsertTrip = z.infer<typeof insertTripSchema>;

/** PATCH /api/trips/{id}: the same fields, each optional; null clears an optional one. */
export const updateTripSchema = z
  .object({
    destinationId: z.string().min(1),
    title: z.string().trim().min(1, 'Trip title is required').max(200),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    notes: z.string().trim().max(5000).nullable(),
    budget: centsSchema.nullable(),
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
