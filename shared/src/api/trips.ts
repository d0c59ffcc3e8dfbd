import { z } from 'zod';
import { tripDestinationSchema } from '../schemas/destination';
import { expenseSchema } from '../schemas/expense';
import { itineraryItemSchema } from '../schemas/itinerary-item';
import { tripSchema, tripWithDetailsSchema } from '../schemas/trip';

/** One entry of GET /api/trips: the trip with its destination embedded (null when it has none). */
export const tripListItemSchema = tripSchema.extend({
  destination: tripDestinationSchema.nullable(),
});
export type TripListItem = z.infer<typeof tripListItemSchema>;

/** GET /api/trips */
export const tripListResponseSchema = z.array(tripListItemSchema);

/** GET /api/trips/{id} */
export const tripDetailsResponseSchema = tripWithDetailsSchema;

/** POST /api/trips (201 when created, 200 when the same id was already stored) and PATCH /api/trips/{id}. */
export const tripResponseSchema = tripSchema;

/** POST /api/expenses (201 when created, 200 for a replay of the same id). */
export const expenseResponseSchema = expenseSchema;

/** POST /api/itinerary-items (201 when created, 200 for a replay of the same id). */
export const itineraryItemResponseSchema = itineraryItemSchema;

/** Every DELETE of a trip, expense or itinerary item; deleting what this user already deleted also answers ok. */
export const deletedResponseSchema = z.object({ ok: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
