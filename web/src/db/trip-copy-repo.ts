import { insertItineraryItemSchema } from '@shared/schemas/itinerary-item';
import { insertListItemSchema, insertTripListSchema } from '@shared/schemas/trip-list';
import { insertTripStopSchema } from '@shared/schemas/trip-stop';
import type { AppDb } from './app-db';
import { commitMutation, LocalNotFoundError, requireTrip } from './commit-mutation';
import { setDayNote } from './day-note-repo';
import { guardListAdd, guardListItemAdd } from './list-repo';
import { guardStopAdd } from './stop-repo';
import { planTripCopy, type TripCopyChoice } from './trip-copy-plan';
import { createTrip } from './trip-repo';

/**
 * Copies a trip this user can read into a new trip of their own (trip-copy-plan.ts says what is
 * copied); answers the new trip's id. Every row is made on this device through the one mutation
 * door, with new ids, in one transaction: a refusal anywhere (a bad title, a date out of range)
 * leaves nothing written and nothing queued, so the server never receives half a copy.
 *
 * A viewer may copy too: the copy holds only what they already read on this device, it is their
 * own trip (they are its owner), and the trip they copied is not changed.
 */
export async function copyTrip(
  db: AppDb,
  sourceId: string,
  choice: TripCopyChoice,
): Promise<string> {
  return db.transaction('rw', db.mutationTables, async () => {
    // What is on this device is what this user may read: the server sends nothing else.
    const trip = await db.trips.get(sourceId);
    if (!trip) throw new LocalNotFoundError('Trip');
    const [stops, items, lists, listItems] = await Promise.all([
      db.stops.where('tripId').equals(sourceId).toArray(),
      db.itineraryItems.where('tripId').equals(sourceId).toArray(),
      db.lists.where('tripId').equals(sourceId).toArray(),
      db.listItems.where('tripId').equals(sourceId).toArray(),
    ]);
    const plan = planTripCopy({ trip, stops, items, lists, listItems }, choice, db.userId);

    const tripId = await createTrip(db, plan.trip);
    for (const note of plan.dayNotes) await setDayNote(db, { tripId, ...note });
    for (const stop of plan.stops) {
      const args = { ...insertTripStopSchema.parse({ ...stop, tripId }), id: crypto.randomUUID() };
      await commitMutation(db, { name: 'addStop', args }, guardStopAdd(db, args));
    }
    const copyOf = new Map<string, string>();
    for (const { sourceId, ...item } of plan.items) {
      const args = {
        ...insertItineraryItemSchema.parse({ ...item, tripId }),
        id: crypto.randomUUID(),
      };
      copyOf.set(sourceId, args.id);
      await commitMutation(db, { name: 'addItineraryItem', args }, requireTrip(db, tripId));
    }
    for (const { items: listItemsOfList, ...list } of plan.lists) {
      const listArgs = {
        ...insertTripListSchema.parse({ ...list, tripId }),
        id: crypto.randomUUID(),
      };
      await commitMutation(db, { name: 'addList', args: listArgs }, guardListAdd(db, listArgs));
      for (const listItem of listItemsOfList) {
        const linked = listItem.itineraryItemId;
        const args = {
          ...insertListItemSchema.parse({
            ...listItem,
            listId: listArgs.id,
            itineraryItemId: linked ? (copyOf.get(linked) ?? null) : null,
          }),
          id: crypto.randomUUID(),
        };
        await commitMutation(db, { name: 'addListItem', args }, guardListItemAdd(db, args));
      }
    }
    return tripId;
  });
}
