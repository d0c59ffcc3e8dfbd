import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from './app-db';
import { addItineraryItem, updateItineraryItem } from './itinerary-repo';
import { queryTrip } from './live-queries';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const lyon = {
  name: 'Lyon Part-Dieu',
  address: 'Place Charles Béraudier, Lyon',
  latitude: 45.7606,
  longitude: 4.8593,
  timeZone: 'Europe/Paris',
  source: 'live' as const,
};
/** Lyon as the schema keeps it: the optional fields left out are null. */
const stored = { ...lyon, country: null, sourceId: null };
const train = { day: 1, type: 'transport' as const, title: 'TGV to Lyon' };

describe('where an itinerary item arrives, on the device', () => {
  it('keeps the arrival place whole with the item and queues it; others have none', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addItineraryItem(db, { tripId, ...train, endPlace: lyon });
    const plain = await addItineraryItem(db, { tripId, day: 1, type: 'activity', title: 'Walk' });
    expect((await db.itineraryItems.get(id))?.endPlace).toEqual(stored);
    expect((await db.itineraryItems.get(plain))?.endPlace).toBeNull();
    expect((await db.outbox.toArray()).at(-2)).toMatchObject({
      name: 'addItineraryItem',
      args: { id, endPlace: stored },
    });
    const trip = await queryTrip(db, tripId);
    expect(trip?.itineraryItems.find((i) => i.id === id)?.endPlace?.name).toBe('Lyon Part-Dieu');
  });

  it('replaces it whole, keeps it through other edits, and clears it with null', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addItineraryItem(db, { tripId, ...train, endPlace: lyon });
    const marseille = { ...stored, name: 'Marseille', address: null, latitude: 43.3 };
    await updateItineraryItem(db, id, { endPlace: marseille });
    expect((await db.itineraryItems.get(id))?.endPlace).toEqual(marseille);
    await updateItineraryItem(db, id, { title: 'TGV south' });
    expect(await db.itineraryItems.get(id)).toMatchObject({
      title: 'TGV south',
      endPlace: { name: 'Marseille' },
    });
    await updateItineraryItem(db, id, { endPlace: null });
    expect((await db.itineraryItems.get(id))?.endPlace).toBeNull();
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      name: 'updateItineraryItem',
      args: { id, patch: { endPlace: null } },
    });
  });

  it('refuses an arrival place out of range before queuing anything', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await expect(
      addItineraryItem(db, { tripId, ...train, endPlace: { ...lyon, latitude: 123 } }),
    ).rejects.toThrow('Latitude must be between -90 and 90');
    expect(await db.itineraryItems.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
