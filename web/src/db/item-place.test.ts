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

const louvre = {
  name: 'Louvre',
  address: 'Rue de Rivoli, Paris',
  latitude: 48.8606,
  longitude: 2.3376,
  timeZone: 'Europe/Paris',
  source: 'live' as const,
};
/** The Louvre as the schema keeps it: the optional fields left out are null. */
const stored = { ...louvre, country: null, sourceId: null };

describe("an itinerary item's place on the device", () => {
  it('keeps a place whole with the item and queues it; items without one have none', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const at = await addItineraryItem(db, {
      tripId,
      day: 1,
      type: 'activity',
      title: 'Museum',
      place: louvre,
    });
    const plain = await addItineraryItem(db, { tripId, day: 1, type: 'activity', title: 'Walk' });
    expect((await db.itineraryItems.get(at))?.place).toEqual(stored);
    expect((await db.itineraryItems.get(plain))?.place).toBeNull();
    expect((await db.outbox.toArray()).at(-2)).toMatchObject({
      name: 'addItineraryItem',
      args: { id: at, place: stored },
    });
    const trip = await queryTrip(db, tripId);
    expect(trip?.itineraryItems.find((i) => i.id === at)?.place?.name).toBe('Louvre');
  });

  it('replaces the place whole, keeps it through other edits, and clears it with null', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addItineraryItem(db, {
      tripId,
      day: 1,
      type: 'activity',
      title: 'Museum',
      place: louvre,
    });
    const orsay = { ...stored, name: "Musée d'Orsay", address: null, latitude: 48.86 };
    await updateItineraryItem(db, id, { place: orsay });
    expect((await db.itineraryItems.get(id))?.place).toEqual(orsay);
    await updateItineraryItem(db, id, { title: 'Impressionists' });
    expect(await db.itineraryItems.get(id)).toMatchObject({
      title: 'Impressionists',
      place: { name: "Musée d'Orsay" },
    });
    await updateItineraryItem(db, id, { place: null });
    expect((await db.itineraryItems.get(id))?.place).toBeNull();
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      name: 'updateItineraryItem',
      args: { id, patch: { place: null } },
    });
  });

  it('refuses a place out of range before queuing anything', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const item = { tripId, day: 1, type: 'activity' as const, title: 'Nowhere' };
    await expect(
      addItineraryItem(db, { ...item, place: { ...louvre, latitude: 123 } }),
    ).rejects.toThrow('Latitude must be between -90 and 90');
    await expect(
      addItineraryItem(db, { ...item, place: { ...louvre, timeZone: 'Mars/Olympus' } }),
    ).rejects.toThrow('Unknown time zone');
    expect(await db.itineraryItems.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
