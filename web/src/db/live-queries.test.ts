import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Destination } from '@shared/schemas/destination';
import type { AppDb } from './app-db';
import { addExpense } from './expense-repo';
import { addItineraryItem } from './itinerary-repo';
import { queryDestinations, queryTrip, queryTrips } from './live-queries';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const parisDestination: Destination = {
  id: 'paris',
  name: 'Paris',
  country: 'France',
  description: 'City of light',
  imageUrl: '/images/paris.jpg',
  category: 'city',
  featured: false,
  latitude: null,
  longitude: null,
  visaRequirements: 'Schengen rules',
  travelDocuments: null,
  climate: null,
  bestMonths: 'April to June',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('live query functions', () => {
  it('list trips by start date with destination and pending marks', async () => {
    db = testDb();
    await db.destinations.put(parisDestination);
    const later = await createTrip(db, {
      ...paris,
      startDate: '2026-08-01',
      endDate: '2026-08-02',
    });
    const sooner = await createTrip(db, { ...paris, destinationId: 'gone' });
    // The server acknowledged the first create: its outbox entry is gone.
    await db.outbox.delete(1);
    const trips = await queryTrips(db);
    expect(trips.map((t) => [t.id, t.pending])).toEqual([
      [sooner, true],
      [later, false],
    ]);
    expect(trips[1]?.destination).toMatchObject({ name: 'Paris', country: 'France' });
    expect(trips[0]?.destination).toBeNull();
  });

  it('details carry pendingIds for the items and expenses still queued', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const synced = await addExpense(db, {
      tripId,
      category: 'food',
      amount: 1200,
      date: '2026-04-11',
      description: '',
    });
    const queuedExpense = await addExpense(db, {
      tripId,
      category: 'food',
      amount: 900,
      date: '2026-04-10',
      description: 'Crepes',
    });
    const queuedItem = await addItineraryItem(db, {
      tripId,
      day: 1,
      type: 'activity',
      title: 'Louvre',
    });
    await db.outbox.bulkDelete([1, 2]);
    const details = await queryTrip(db, tripId);
    expect(details?.pending).toBe(false);
    expect(details?.pendingIds).toEqual(new Set([queuedExpense, queuedItem]));
    expect(details?.pendingIds.has(synced)).toBe(false);
    expect(details?.expenses.map((e) => e.id)).toEqual([queuedExpense, synced]);
    expect(details?.itineraryItems).toHaveLength(1);
    expect(await queryTrip(db, crypto.randomUUID())).toBeNull();
  });

  it('destinations come featured first, then by name', async () => {
    db = testDb();
    await db.destinations.bulkPut([
      { ...parisDestination, id: 'b', name: 'Bali', featured: false },
      { ...parisDestination, id: 'z', name: 'Zermatt', featured: true },
      { ...parisDestination, id: 'a', name: 'Amsterdam', featured: false },
    ]);
    expect((await queryDestinations(db)).map((d) => d.name)).toEqual([
      'Zermatt',
      'Amsterdam',
      'Bali',
    ]);
  });
});
