import type { ItineraryType } from '@shared/constants';
import { idSchema } from '@shared/schemas/common';
import { insertItineraryItemSchema } from '@shared/schemas/itinerary-item';
import type { AppDb } from './app-db';
import { commitMutation, ifChildExists, requireTrip } from './commit-mutation';

export interface ItineraryItemInput {
  tripId: string;
  /** 1-based day of the trip. */
  day: number;
  type: ItineraryType;
  title: string;
  time?: string;
  location?: string;
  description?: string;
}

/** Plans an activity on a day of a trip on this device; answers the new id. */
export async function addItineraryItem(db: AppDb, input: ItineraryItemInput): Promise<string> {
  const parsed = insertItineraryItemSchema.parse(input);
  // A blank optional field is an absent one, on this device and on the server alike.
  if (!parsed.time) delete parsed.time;
  if (!parsed.location) delete parsed.location;
  if (!parsed.description) delete parsed.description;
  const id = crypto.randomUUID();
  await commitMutation(
    db,
    { name: 'addItineraryItem', args: { ...parsed, id } },
    requireTrip(db, parsed.tripId),
  );
  return id;
}

export async function deleteItineraryItem(db: AppDb, id: string): Promise<void> {
  const itemId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteItineraryItem', args: { id: itemId } },
    ifChildExists(db, db.itineraryItems, itemId),
  );
}
