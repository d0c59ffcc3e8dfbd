import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SPLIT_TOTAL_MESSAGE } from '@shared/schemas/expense';
import type { AppDb } from './app-db';
import { LocalNotFoundError } from './commit-mutation';
import { InvalidExpenseEditError, addExpense, deleteExpense, updateExpense } from './expense-repo';
import {
  addItineraryItem,
  deleteItineraryItem,
  moveItineraryItem,
  placeItineraryItem,
  updateItineraryItem,
} from './itinerary-repo';
import { queryTrip } from './live-queries';
import { applyLocal } from './local-mutators';
import { testDb, paris } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const activity = (tripId: string, title: string, day: number, time?: string) => ({
  tripId,
  day,
  type: 'activity' as const,
  title,
  ...(time ? { time } : {}),
});

async function titlesByDay(tripId: string) {
  const trip = await queryTrip(db, tripId);
  return trip?.itineraryItems.map((i) => `${i.day}:${i.title}`);
}

describe('editing expenses on the device', () => {
  it('applies a field-level patch and queues only the changed fields', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addExpense(db, {
      tripId,
      category: 'food',
      amount: 1250,
      date: '2026-04-10',
      description: 'Ramen',
    });
    await updateExpense(db, id, { amount: 1800, description: ' Ramen dinner ' });
    expect(await db.expenses.get(id)).toMatchObject({
      amount: 1800,
      description: 'Ramen dinner',
      category: 'food',
    });
    const last = (await db.outbox.toArray()).at(-1);
    expect(last).toMatchObject({
      name: 'updateExpense',
      args: { id, patch: { amount: 1800, description: 'Ramen dinner' }, label: 'Ramen' },
    });
  });

  it('refuses an exact split that no longer adds up, an empty patch and a missing row', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const me = db.userId;
    const id = await addExpense(db, {
      tripId,
      category: 'food',
      amount: 1000,
      date: '2026-04-10',
      description: 'Ramen',
      paidBy: me,
      split: { kind: 'exact', shares: [{ userId: me, amount: 1000 }] },
    });
    const queued = await db.outbox.count();
    await expect(updateExpense(db, id, { amount: 2000 })).rejects.toThrow(
      new InvalidExpenseEditError(SPLIT_TOTAL_MESSAGE),
    );
    await expect(updateExpense(db, id, {})).rejects.toThrow('Nothing to update');
    await deleteExpense(db, id);
    await expect(updateExpense(db, id, { amount: 5 })).rejects.toBeInstanceOf(LocalNotFoundError);
    expect(await db.outbox.count()).toBe(queued + 1);
  });
});

describe('editing and ordering itinerary items on the device', () => {
  it('edits every field, clears optional ones and survives a repeated local apply', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addItineraryItem(db, {
      ...activity(tripId, 'Louvre', 1, '09:00'),
      location: 'Rue de Rivoli',
    });
    const patch = {
      day: 2,
      type: 'dining' as const,
      title: 'Lunch',
      time: '',
      location: null,
      description: 'Book ahead',
    };
    await updateItineraryItem(db, id, patch);
    const row = await db.itineraryItems.get(id);
    expect(row).toMatchObject({ ...patch, time: null, location: null, position: 0 });
    const entry = (await db.outbox.toArray()).at(-1);
    expect(entry).toMatchObject({ name: 'updateItineraryItem', args: { label: 'Louvre' } });
    // A pull lays queued mutations over the server's rows again: the result is the same.
    if (entry?.name === 'updateItineraryItem') {
      await db.transaction('rw', db.mutationTables, () => applyLocal(db, entry, entry.createdAt));
    }
    expect(await db.itineraryItems.get(id)).toEqual(row);
  });

  it('places new and re-timed items in time order, items without a time last', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await addItineraryItem(db, activity(tripId, 'Lunch', 1, '12:30 PM'));
    await addItineraryItem(db, activity(tripId, 'Picnic', 1));
    await addItineraryItem(db, activity(tripId, 'Breakfast', 1, '8:00 AM'));
    await addItineraryItem(db, activity(tripId, 'Dinner', 1, '19:00'));
    expect(await titlesByDay(tripId)).toEqual(['1:Breakfast', '1:Lunch', '1:Picnic', '1:Dinner']);
    const picnic = (await db.itineraryItems.toArray()).find((i) => i.title === 'Picnic');
    await updateItineraryItem(db, picnic?.id ?? '', { time: '7:00 AM' });
    expect(await titlesByDay(tripId)).toEqual(['1:Picnic', '1:Breakfast', '1:Lunch', '1:Dinner']);
  });

  it('moves items up and down with one position write, across days at the ends', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const a = await addItineraryItem(db, activity(tripId, 'A', 1));
    await addItineraryItem(db, activity(tripId, 'B', 1));
    const c = await addItineraryItem(db, activity(tripId, 'C', 2));
    const queued = await db.outbox.count();
    expect(await moveItineraryItem(db, a, 'down', 5)).toBe(true);
    expect(await titlesByDay(tripId)).toEqual(['1:B', '1:A', '2:C']);
    expect(await db.outbox.count()).toBe(queued + 1);
    const [entry] = (await db.outbox.toArray()).slice(-1);
    expect(entry).toMatchObject({ name: 'updateItineraryItem', args: { id: a } });
    expect(Object.keys((entry?.args as { patch: object }).patch)).toEqual(['position']);

    await moveItineraryItem(db, a, 'down', 5);
    expect(await titlesByDay(tripId)).toEqual(['1:B', '2:A', '2:C']);
    await moveItineraryItem(db, c, 'up', 5);
    expect(await titlesByDay(tripId)).toEqual(['1:B', '2:C', '2:A']);
    await moveItineraryItem(db, c, 'up', 5);
    expect(await titlesByDay(tripId)).toEqual(['1:B', '1:C', '2:A']);
    // Nothing before day 1.
    const b = (await db.itineraryItems.toArray()).find((i) => i.title === 'B');
    expect(await moveItineraryItem(db, b?.id ?? '', 'up', 5)).toBe(false);
  });

  it('drops an item anywhere, on another day too, with one updateItineraryItem write', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await addItineraryItem(db, activity(tripId, 'A', 1));
    const b = await addItineraryItem(db, activity(tripId, 'B', 1));
    await addItineraryItem(db, activity(tripId, 'C', 2));
    const queued = await db.outbox.count();
    expect(await placeItineraryItem(db, b, 2, 1)).toBe(true);
    expect(await titlesByDay(tripId)).toEqual(['1:A', '2:C', '2:B']);
    expect(await db.outbox.count()).toBe(queued + 1);
    const [entry] = (await db.outbox.toArray()).slice(-1);
    expect(entry).toMatchObject({
      name: 'updateItineraryItem',
      args: { id: b, patch: { day: 2 } },
    });
    // Dropped where it already is: nothing written.
    expect(await placeItineraryItem(db, b, 2, 1)).toBe(false);
    expect(await db.outbox.count()).toBe(queued + 1);
  });

  it('reads rows stored before ordering (no position) as 0, in time order, and renumbers on a move', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const base = { tripId, day: 1, type: 'activity' as const, description: null, location: null };
    const old = [
      {
        ...base,
        id: crypto.randomUUID(),
        title: 'Late',
        time: '18:00',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      {
        ...base,
        id: crypto.randomUUID(),
        title: 'Early',
        time: '08:00',
        createdAt: '2026-01-02T00:00:00.000Z',
      },
      {
        ...base,
        id: crypto.randomUUID(),
        title: 'Noon',
        time: '12:00',
        createdAt: '2026-01-03T00:00:00.000Z',
      },
    ];
    // Stored by an older version of the app: no position field at all.
    await db.itineraryItems.bulkPut(old.map((r) => ({ ...r, createdBy: null }) as never));
    expect(await titlesByDay(tripId)).toEqual(['1:Early', '1:Noon', '1:Late']);
    const late = old[0]?.id ?? '';
    await moveItineraryItem(db, late, 'up', 3);
    expect(await titlesByDay(tripId)).toEqual(['1:Early', '1:Late', '1:Noon']);
    await deleteItineraryItem(db, late);
    await expect(moveItineraryItem(db, late, 'up', 3)).rejects.toBeInstanceOf(LocalNotFoundError);
  });
});
