import { describe, expect, it } from 'vitest';
import { compareItems } from '@shared/domain/item-order';
import type { TripDestination } from '@shared/schemas/destination';
import type { Expense } from '@shared/schemas/expense';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Trip } from '@shared/schemas/trip';
import type { Db } from '../../db/connection';
import type { TestClient } from '../../testing/test-app';
import {
  expenseBody,
  itemBody,
  shareTrip,
  tripBody,
  tripTestApp,
} from '../../testing/trip-fixtures';
import { timeZoneOf } from '../destinations/catalog/time-zones';

/**
 * The trip reads (compiled statements, trip-read-statements.ts) must answer exactly what was
 * written, in the documented orders. The reference is built here from the answers the writes
 * gave (the mutators' own rows, never read back) and the destination catalog, with the orders
 * applied in plain code, and compared byte for byte.
 */
async function created<T>(client: TestClient, path: string, body: unknown): Promise<T> {
  const res = await client.post(path, body);
  expect(res.status).toBe(201);
  return (await res.json()) as T;
}

async function richTrips() {
  const built = await tripTestApp();
  const { alice, bob, aliceUser, bobUser, db, clock } = built;
  const kyoto = await created<Trip>(
    alice,
    '/api/trips',
    tripBody({ startDate: '2026-10-01', budget: 250_000 }),
  );
  const bare = await created<Trip>(
    alice,
    '/api/trips',
    tripBody({
      startDate: '2026-09-01',
      endDate: '2026-09-03',
      notes: undefined,
      budget: undefined,
      currency: 'EUR',
    }),
  );
  // A trip whose destination is gone reads with `destination: null`.
  await db.query('update trips set destination_id = null where id = ?', [bare.id]);
  bare.destinationId = null;
  const bobs = await created<Trip>(
    bob,
    '/api/trips',
    tripBody({ destinationId: 'paris', startDate: '2026-08-01' }),
  );
  await shareTrip(bob, bobs.id, 'alice', 'viewer');
  await shareTrip(alice, kyoto.id, 'bob', 'editor');

  const expenses: Expense[] = [];
  for (let i = 0; i < 12; i++) {
    clock.advance(1000);
    const body = expenseBody(kyoto.id, {
      amount: 100 + i,
      // Equal dates, so the order also rests on createdAt.
      date: `2026-10-0${1 + (i % 3)}`,
      description: `Expense ${i}`,
      ...(i % 4 === 0 ? { currency: 'JPY', rate: 0.0067, rateDate: '2026-09-30' } : {}),
      ...(i === 5
        ? { paidBy: aliceUser.id, split: { kind: 'equal', members: [aliceUser.id, bobUser.id] } }
        : {}),
    });
    expenses.push(await created<Expense>(alice, '/api/expenses', body));
  }
  expenses.push(
    await created<Expense>(
      bob,
      '/api/expenses',
      expenseBody(kyoto.id, {
        amount: 1500,
        kind: 'settlement',
        paidBy: bobUser.id,
        split: { kind: 'exact', shares: [{ userId: aliceUser.id, amount: 1500 }] },
      }),
    ),
  );
  const items: ItineraryItem[] = [];
  for (let i = 0; i < 9; i++) {
    clock.advance(1000);
    const body = itemBody(kyoto.id, {
      day: 1 + (i % 3),
      time: i % 2 ? undefined : `0${i}:30 AM`,
      position: i % 4,
      title: `Item ${i}`,
      ...(i === 2
        ? {
            location: 'Gion',
            description: 'Evening walk',
            endTime: '11:00 PM',
            timeZone: 'America/Los_Angeles',
            endTimeZone: 'Asia/Tokyo',
          }
        : {}),
    });
    items.push(await created<ItineraryItem>(alice, '/api/itinerary-items', body));
  }
  return { ...built, kyoto, bare, bobs, expenses, items };
}

/** A destination as a trip embeds it, straight from the catalog's row. */
async function destinationOf(db: Db, id: string | null): Promise<TripDestination | null> {
  if (id === null) return null;
  const [row] = await db.query<Omit<TripDestination, 'timeZone'>>(
    `select name, country, image_url as imageUrl, description, climate, best_months as bestMonths,
       visa_requirements as visaRequirements, travel_documents as travelDocuments
     from destinations where id = ?`,
    [id],
  );
  expect(row).toBeDefined();
  return { ...row!, timeZone: timeZoneOf(id) };
}

const byStartThenCreated = (a: Trip, b: Trip) =>
  a.startDate.localeCompare(b.startDate) || a.createdAt.localeCompare(b.createdAt);
// Newest first, as the expenses screen lists them.
const newestFirst = (a: Expense, b: Expense) =>
  b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

describe('trip reads on compiled statements', () => {
  it('answer GET /api/trips with every trip of the user, owned and shared, soonest first', async () => {
    const { alice, bob, db, kyoto, bare, bobs } = await richTrips();
    for (const [client, trips] of [
      [alice, [kyoto, bare, bobs]],
      [bob, [kyoto, bobs]],
    ] as const) {
      const expected = [];
      for (const trip of [...trips].sort(byStartThenCreated)) {
        expected.push({ ...trip, destination: await destinationOf(db, trip.destinationId) });
      }
      const res = await client.get('/api/trips');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(JSON.stringify(expected));
    }
  });

  it('answer GET /api/trips/:id with the trip, its expenses and its items, in order', async () => {
    const { alice, bob, db, kyoto, bare, bobs, expenses, items } = await richTrips();
    for (const [client, trip] of [
      [alice, kyoto],
      [alice, bare],
      [alice, bobs],
      [bob, kyoto],
    ] as const) {
      const own = (row: { tripId: string }) => row.tripId === trip.id;
      const expected = {
        ...trip,
        destination: await destinationOf(db, trip.destinationId),
        expenses: expenses.filter(own).sort(newestFirst),
        // The order every device shows (shared/src/domain/item-order.ts).
        itineraryItems: items.filter(own).sort(compareItems),
      };
      const res = await client.get(`/api/trips/${trip.id}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toBe(JSON.stringify(expected));
      expect(text.length).toBeGreaterThan(100);
    }
  });

  it('answer a trip the user is not on exactly like a missing one', async () => {
    const { bob, bare } = await richTrips();
    const foreign = await bob.get(`/api/trips/${bare.id}`);
    const missing = await bob.get('/api/trips/00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(await missing.text());
  });
});
