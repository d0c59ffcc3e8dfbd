import 'fake-indexeddb/auto';
import { Dexie, liveQuery, type DBCore } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Destination } from '@shared/schemas/destination';
import type { Expense } from '@shared/schemas/expense';
import { AppDb, STORES_V1 } from './app-db';
import { addExpense } from './expense-repo';
import { addItineraryItem } from './itinerary-repo';
import { queryDestinations, queryTrip, queryTrips } from './live-queries';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

/** The fields an expense on a solo trip has beyond what the form asks. */
const SOLO = { createdBy: null, paidBy: null, split: null, kind: 'expense' as const };

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

  it("a trip's expenses come back whole and in order whatever their ids", async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    // Ids on and around the slice bounds, upper case, and not UUIDs at all.
    const ids = ['0', '2', '20', '8f', 'A1', 'a', 'c', 'e', 'eff', 'g', 'Z', crypto.randomUUID()];
    const expense = (id: string, date: string): Expense => ({
      id,
      tripId,
      category: 'food',
      amount: 100,
      currency: 'USD',
      rate: null,
      rateDate: null,
      rateSource: null,
      date,
      description: id,
      createdAt: '2026-04-01T00:00:00.000Z',
      ...SOLO,
    });
    await db.expenses.bulkPut(ids.map((id) => expense(id, '2026-04-11')));
    await db.expenses.put(expense('early', '2026-04-10'));
    const otherTrip = await createTrip(db, paris);
    await db.expenses.put({ ...expense('other', '2026-04-10'), tripId: otherTrip });

    const shown = (await queryTrip(db, tripId))?.expenses.map((e) => e.id);

    // By date, then creation; ties in id order, as one read of the tripId index gave them.
    expect(shown).toEqual(['early', ...[...ids].sort()]);
  });

  it('adding an expense in a live query re-reads only the slice of the list it lands in', async () => {
    db = testDb();
    const reads: string[] = [];
    // Below Dexie's live-query cache: only the reads that reach IndexedDB.
    db.use({
      stack: 'dbcore',
      name: 'count-reads',
      level: -1,
      create: (down: DBCore): DBCore => ({
        ...down,
        table(name) {
          const table = down.table(name);
          return {
            ...table,
            query(req) {
              reads.push(`${name} ${req.query.index.name ?? 'primary key'}`);
              return table.query(req);
            },
          };
        },
      }),
    });
    const tripId = await createTrip(db, paris);
    await db.expenses.bulkPut(
      Array.from({ length: 160 }, (_, i) => ({
        id: crypto.randomUUID(),
        tripId,
        category: 'food' as const,
        amount: 100 + i,
        currency: 'USD',
        rate: null,
        rateDate: null,
        rateSource: null,
        date: '2026-04-11',
        description: '',
        createdAt: '2026-04-01T00:00:00.000Z',
        ...SOLO,
      })),
    );
    const counts: number[] = [];
    let notify = () => {};
    const subscription = liveQuery(() => queryTrip(db, tripId)).subscribe((trip) => {
      counts.push(trip?.expenses.length ?? 0);
      notify();
    });
    const shown = (count: number) =>
      new Promise<void>((resolve) => {
        notify = () => {
          if (counts.at(-1) === count) resolve();
        };
        notify();
      });
    await shown(160);
    reads.length = 0;

    const update = shown(161);
    await addExpense(db, {
      tripId,
      category: 'food',
      amount: 1,
      date: '2026-04-12',
      description: '',
    });
    await update;
    subscription.unsubscribe();

    expect(reads.filter((r) => r.startsWith('expenses'))).toEqual(['expenses [tripId+id]']);
  });

  it('a store made before the [tripId+id] index opens with it and reads the same', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const userId = crypto.randomUUID();
    const before = new Dexie(name);
    before.version(1).stores(STORES_V1);
    const tripId = crypto.randomUUID();
    await before.table('trips').put({ ...paris, id: tripId, userId, notes: null, budget: null });
    await before.table('expenses').bulkPut(
      ['b', 'a'].map((id) => ({
        id,
        tripId,
        category: 'food',
        amount: 100,
        currency: 'USD',
        rate: null,
        rateDate: null,
        rateSource: null,
        date: '2026-04-11',
        description: '',
        createdAt: '2026-04-01T00:00:00.000Z',
      })),
    );
    before.close();

    db = new AppDb(userId, name);

    expect((await queryTrip(db, tripId))?.expenses.map((e) => e.id)).toEqual(['a', 'b']);
  });
});
