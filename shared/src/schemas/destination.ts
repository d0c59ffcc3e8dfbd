import { z } from 'zod';
import { isoInstantSchema } from './common';
import { DESTINATION_CATEGORIES } from '../constants';

export const destinationCategorySchema = z.enum(DESTINATION_CATEGORIES);
export type DestinationCategory = z.infer<typeof destinationCategorySchema>;

export const destinationSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  category: destinationCategorySchema,
  featured: z.boolean(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  visaRequirements: z.string().nullable(),
  travelDocuments: z.string().nullable(),
  climate: z.string().nullable(),
  bestMonths: z.string().nullable(),
  /**
   * The IANA time zone of the place ('Asia/Tokyo'), where the server knows it: the times of a
   * trip's plan are read as local times there (calendar export). Absent or null: unknown.
   */
  timeZone: z.string().nullable().optional(),
  createdAt: isoInstantSchema,
});
export type Destination = z.infer<typeof destinationSchema>;

export const insertDestinationSchema = destinationSchema
  .omit({ createdAt: true, timeZone: true })
  .extend({
    featured: z.boolean().default(false),
    latitude: z.string().nullable().default(null),
    longitude: z.string().nullable().default(null),
    visaRequirements: z.string().nullable().default(null),
    travelDocuments: z.string().nullable().default(null),
    climate: z.string().nullable().default(null),
    bestMonths: z.string().nullable().default(null),
  });
export type InsertDestination = z.input<typeof insertDestinationSchema>;

/** The destination fields a trip embeds when the client reads it (SPEC section 3). */
export const tripDestinationSchema = destinationSchema.pick({
  name: true,
  country: true,
  imageUrl: true,
  description: true,
  climate: true,
  bestMonths: true,
  visaRequirements: true,
  travelDocuments: true,
  timeZone: true,
});
export type TripDestination = z.infer<typeof tripDestinationSchema>;
