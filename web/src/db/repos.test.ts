import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { AppDb } from './app-db';
import { LocalNotFoundError } from './commit-mutation';
import { addExpense, deleteExpense } from './expense-repo';
import { addItineraryItem, deleteItineraryItem } from './itinerary-repo';
import { testDb, paris } from './test-db';
import { createTrip, deleteTrip, updateTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const dinner = (tripId: string) => ({
  tripId,
  day: 2,
  type: 'dining' as const,
  title: 'Bistro',
  time: '19:30',
  location: '',
});
const taxi = (tripId: string) => ({
  tripId,
  category: 'transport' as const,
  amount: 2350,
  date: '2026-04-10',
  description: 'Airport taxi',
});

describe('trip repo', () => {
  it('writes the trip and its outbox entry together', async () => {
    db = testDb();
    const id = await createTrip(db, paris);
    const trip = await db.trips.get(id);
    expect(trip).toMatchObject({
      id,
      userId: db.userId,
      title: 'Paris in spring',
      budget: 150_000,
    });
    expect(trip?.createdAt).toBe(trip?.updatedAt);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      id: 1,
      name: 'createTrip',
      args: { id, title: 'Paris in spring' },
    });
  });

  it('refuses invalid input and writes nothing', async () => {
    db = testDb();
    await expect(createTrip(db, { ...paris, title: '  ' })).rejects.toBeInstanceOf(ZodError);
    await expect(createTrip(db, { ...paris, startDate: '10/04/2026' })).rejects.toThrow(
      'Use a date like 2026-05-31',
    );
    expect(await db.trips.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rolls back the row when the outbox write fails inside the transaction', async () => {
    db = testDb();
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(createTrip(db, paris)).rejects.toThrow('disk full');
    expect(await db.trips.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues only the changed fields of an update; null clears notes', async () => {
    db = testDb();
    const id = await createTrip(db, paris);
    await updateTrip(db, id, { title: 'Paris again', notes: null });
    expect(await db.trips.get(id)).toMatchObject({
      title: 'Paris again',
      notes: null,
      budget: 150_000,
    });
    const last = await db.outbox.get(2);
    expect(last).toMatchObject({
      name: 'updateTrip',
      args: { id, patch: { title: 'Paris again', notes: null } },
    });
    await expect(updateTrip(db, id, {})).rejects.toThrow('Nothing to update');
    await expect(updateTrip(db, crypto.randomUUID(), { title: 'x' })).rejects.toBeInstanceOf(
      LocalNotFoundError,
    );
    expect(await db.outbox.count()).toBe(2);
  });

  it('deleting a trip removes its items and expenses locally', async () => {
    db = testDb();
    const id = await createTrip(db, paris);
    const other = await createTrip(db, { ...paris, title: 'Other' });
    await addItineraryItem(db, dinner(id));
    await addExpense(db, taxi(id));
    await addExpense(db, taxi(other));
    await deleteTrip(db, id);
    expect(await db.trips.get(id)).toBeUndefined();
    expect(await db.itineraryItems.where('tripId').equals(id).count()).toBe(0);
    expect(await db.expenses.where('tripId').equals(id).count()).toBe(0);
    expect(await db.expenses.where('tripId').equals(other).count()).toBe(1);
    const names = (await db.outbox.toArray()).map((e) => e.name);
    expect(names).toEqual([
      'createTrip',
      'createTrip',
      'addItineraryItem',
      'addExpense',
      'addExpense',
      'deleteTrip',
    ]);
    // Deleting it again has nothing to do and queues nothing.
    await deleteTrip(db, id);
    expect(await db.outbox.count()).toBe(6);
  });
});

describe('expense and itinerary repos', () => {
  it('add and delete rows with one outbox entry each', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const itemId = await addItineraryItem(db, dinner(tripId));
    const expenseId = await addExpense(db, taxi(tripId));
    expect(await db.itineraryItems.get(itemId)).toMatchObject({
      day: 2,
      time: '19:30',
      location: null,
      description: null,
    });
    expect(await db.expenses.get(expenseId)).toMatchObject({
      amount: 2350,
      description: 'Airport taxi',
    });
    await deleteItineraryItem(db, itemId);
    await deleteExpense(db, expenseId);
    expect(await db.itineraryItems.count()).toBe(0);
    expect(await db.expenses.count()).toBe(0);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => [e.id, e.name])).toEqual([
      [1, 'createTrip'],
      [2, 'addItineraryItem'],
      [3, 'addExpense'],
      [4, 'deleteItineraryItem'],
      [5, 'deleteExpense'],
    ]);
  });

  it('refuses an amount that is not above zero, and a missing trip, writing nothing', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await expect(addExpense(db, { ...taxi(tripId), amount: 0 })).rejects.toThrow(
      'Please enter a valid amount',
    );
    await expect(addExpense(db, taxi(crypto.randomUUID()))).rejects.toThrow('Trip not found');
    await expect(addItineraryItem(db, { ...dinner(tripId), title: '' })).rejects.toThrow(
      'Title is required',
    );
    expect(await db.expenses.count()).toBe(0);
    expect(await db.itineraryItems.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
