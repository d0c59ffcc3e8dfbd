import { z } from 'zod';
import { idSchema, isoDateSchema, isoInstantSchema } from './common';
import { placeSchema } from './place';

/**
 * A further stop of a trip: a place and the days spent there. The trip's `destinationId` stays
 * its first stop, so every screen and answer that knows only the destination reads as before;
 * stops are the places after it (Lisbon, then Porto, then Madrid). A synced row like an item,
 * travelling only through sync push and pull (mutations addStop, updateStop, deleteStop).
 *
 * Days are calendar days ('yyyy-MM-dd'), as the trip's: `startDate` is the day one arrives,
 * `endDate` the day one leaves. Two stops may share a day (a travel day): it belongs to the stop
 * one arrives at (shared/src/domain/stop-for-day.ts). Whether the dates are in order and within
 * the trip's is checked against the stored trip on both sides (shared/src/sync/stop-rules.ts).
 */
export const tripStopSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  place: placeSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** The traveller's order among stops starting the same day; fractional, like items'. */
  position: z.number(),
  createdAt: isoInstantSchema,
  /** Who added it, as the server recorded it (never what a device claimed); null before sync. */
  createdBy: z.uuid().nullable(),
});
export type TripStop = z.infer<typeof tripStopSchema>;

/** The addStop mutation's fields; the device generates the id. */
export const insertTripStopSchema = z.object({
  id: idSchema.optional(),
  tripId: idSchema,
  place: placeSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** Where it goes among stops of the same start day (the device computes it); absent means 0. */
  position: z.number().finite().optional(),
});
export type InsertTripStop = z.infer<typeof insertTripStopSchema>;

/**
 * The updateStop mutation's patch: the fields a traveller edits, each optional (at least one).
 * A place travels whole: a new place replaces the old one, never merges with it.
 */
export const updateTripStopSchema = z
  .object({
    place: placeSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    position: z.number().finite(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateTripStop = z.infer<typeof updateTripStopSchema>;
