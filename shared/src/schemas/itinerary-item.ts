import { z } from 'zod';
import { idSchema, isoInstantSchema, timeZoneSchema } from './common';
import { ITINERARY_TYPES } from '../constants';
import { placeSchema } from './place';

export const itineraryTypeSchema = z.enum(ITINERARY_TYPES);

export const itineraryItemSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  /** 1-based day of the trip. */
  day: z.number().int().positive(),
  time: z.string().nullable(),
  /** When it ends: a flight's or train's arrival, a stay's check-out (local time, free text). */
  endTime: z.string().nullable().default(null),
  /**
   * The IANA zone `time` is local to when it is not the trip's, as a flight's departure at its
   * airport; null means the trip's (its destination's). `endTimeZone` is the same for `endTime`.
   */
  timeZone: z.string().nullable().default(null),
  endTimeZone: z.string().nullable().default(null),
  /** A booking's confirmation number or reference, e.g. 'ABC123'. */
  reference: z.string().nullable().default(null),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /**
   * Where it happens, as a place with coordinates and zone (the traveller's words stay in
   * `location`). Null for rows from before places and for items without one. When the item has
   * no `timeZone`, its times are read in the place's zone before the trip's.
   */
  place: placeSchema.nullable().default(null),
  /**
   * Where it arrives, for a flight, train or bus typed by hand: a place like `place`. Null for
   * rows from before it and for items without one. When the item has no `endTimeZone`, its end
   * is read in this place's zone.
   */
  endPlace: placeSchema.nullable().default(null),
  type: itineraryTypeSchema,
  createdAt: isoInstantSchema,
  /** Who added it, as the server recorded it (never what a device claimed); null before sync. */
  createdBy: z.uuid().nullable(),
  /**
   * The traveller's order within the day (any number; fractional so a move writes one row).
   * Rows from before ordering read as 0. See `compareItems` in shared/src/domain/item-order.ts.
   */
  position: z.number().default(0),
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

export const insertItineraryItemSchema = z.object({
  id: idSchema.optional(),
  tripId: idSchema,
  day: z.number().int().min(1, 'Day must be 1 or more').max(366),
  time: z.string().trim().max(50).optional(),
  endTime: z.string().trim().max(50).optional(),
  timeZone: timeZoneSchema.optional(),
  endTimeZone: timeZoneSchema.optional(),
  reference: z.string().trim().max(100).optional(),
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2000).optional(),
  location: z.string().trim().max(200).optional(),
  place: placeSchema.optional(),
  endPlace: placeSchema.optional(),
  type: itineraryTypeSchema,
  /** Where it goes among the day's items (the device computes it); absent means 0. */
  position: z.number().finite().optional(),
});
export type InsertItineraryItem = z.infer<typeof insertItineraryItemSchema>;

/**
 * PATCH /api/itinerary-items/{id} and the updateItineraryItem mutation: the insert's fields, each
 * optional (at least one); null or an empty text clears an optional one.
 */
export const updateItineraryItemSchema = z
  .object({
    day: z.number().int().min(1, 'Day must be 1 or more').max(366),
    time: z.string().trim().max(50).nullable(),
    endTime: z.string().trim().max(50).nullable(),
    timeZone: timeZoneSchema.nullable(),
    endTimeZone: timeZoneSchema.nullable(),
    reference: z.string().trim().max(100).nullable(),
    title: z.string().trim().min(1, 'Title is required').max(200),
    description: z.string().trim().max(2000).nullable(),
    location: z.string().trim().max(200).nullable(),
    /** A new place replaces the whole place; null clears it. */
    place: placeSchema.nullable(),
    /** A new arrival place replaces the whole one; null clears it. */
    endPlace: placeSchema.nullable(),
    type: itineraryTypeSchema,
    position: z.number().finite(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateItineraryItem = z.infer<typeof updateItineraryItemSchema>;
