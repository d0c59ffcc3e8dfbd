import { z } from 'zod';
import { idSchema, isoInstantSchema } from './common';
import { ITINERARY_TYPES } from '../constants';

export const itineraryTypeSchema = z.enum(ITINERARY_TYPES);

export const itineraryItemSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  /** 1-based day of the trip. */
  day: z.number().int().positive(),
  time: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  type: itineraryTypeSchema,
  createdAt: isoInstantSchema,
  /** Who added it, as the server recorded it (never what a device claimed); null before sync. */
  createdBy: z.uuid().nullable(),
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

export const insertItineraryItemSchema = z.object({
  id: idSchema.optional(),
  tripId: idSchema,
  day: z.number().int().min(1, 'Day must be 1 or more').max(366),
  time: z.string().trim().max(50).optional(),
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2000).optional(),
  location: z.string().trim().max(200).optional(),
  type: itineraryTypeSchema,
});
export type InsertItineraryItem = z.infer<typeof insertItineraryItemSchema>;
