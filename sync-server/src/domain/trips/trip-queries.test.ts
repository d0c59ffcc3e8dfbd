import { describe, expect, it } from 'vitest';
import { trips } from '../../db/schema';
import { drizzleListTrips, drizzleTripDetails } from '../../testing/drizzle-trip-queries';
import {
  createTripFor,
  expenseBody,
  itemBody,
  shareTrip,
  tripTestApp,
} from '../../testing/trip-fixtures';
import { eq } from 'drizzle-orm';

/**
 * The trip reads moved from Drizzle to compiled statements for speed; what devices receive must
 * not change by a byte. The Drizzle queries they replaced are the reference.
 */
async function richTrips() {
  const built = await tripTestApp();
  const { alice, bob, aliceUser, bobUser, db, clock } = built;
  const kyoto = await createTripFor(alice, { startDate: '2026-10-01', budget: 250_000 });
  const bare = await createTripFor(alice, {
    startDate: '2026-09-01',
    endDate: '2026-09-03',
    notes: undefined,
    budget: undefined,
    currency: 'EUR',
  });
  // A trip whose destination is gone reads with `destination: null`.
  db.update(trips).set({ destinationId: null }).where(eq(trips.id, bare)).run();
  const bobs = await createTripFor(bob, { destinationId: 'paris', startDate: '2026-08-01' });
  await shareTrip(bob, bobs, 'alice', 'viewer');
  await shareTrip(alice, kyoto, 'bob', 'editor');

  for (let i = 0; i < 12; i++) {
    clock.advance(1000);
    const res = await alice.post(
      '/api/expenses',
      expenseBody(kyoto, {
        amount: 100 + i,
        // Equal dates, so the order also rests on createdAt.
        date: `2026-10-0${1 + (i % 3)}`,
        description: `Expense ${i}`,
        ...(i % 4 === 0 ? { currency: 'JPY', rate: 0.0067, rateDate: '2026-09-30' } : {}),
        ...(i === 5
          ? { paidBy: aliceUser.id, split: { kind: 'equal', members: [aliceUser.id, bobUser.id] } }
          : {}),
      }),
    );
    expect(res.status).toBe(201);
  }
  expect(
    (
      await bob.post(
        '/api/expenses',
        expenseBody(kyoto, {
          amount: 1500,
          kind: 'settlement',
          paidBy: bobUser.id,
          split: { kind: 'exact', shares: [{ userId: aliceUser.id, amount: 1500 }] },
        }),
      )
    ).status,
  ).toBe(201);
  for (let i = 0; i < 9; i++) {
    clock.advance(1000);
    const res = await alice.post(
      '/api/itinerary-items',
      itemBody(kyoto, {
        day: 1 + (i % 3),
        time: i % 2 ? undefined : `0${i}:30 AM`,
        position: i % 4,
        title: `Item ${i}`,
        ...(i === 2 ? { location: 'Gion', description: 'Evening walk', endTime: '11:00 PM' } : {}),
      }),
    );
    expect(res.status).toBe(201);
  }
  return { ...built, kyoto, bare, bobs };
}

describe('trip reads on compiled statements', () => {
  it('answer GET /api/trips byte for byte as the Drizzle query did, for owned and shared trips', async () => {
    const { alice, bob, aliceUser, bobUser, db } = await richTrips();
    for (const [client, user] of [
      [alice, aliceUser],
      [bob, bobUser],
    ] as const) {
      const res = await client.get('/api/trips');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(JSON.stringify(drizzleListTrips(db, user.id)));
    }
  });

  it('answer GET /api/trips/:id byte for byte as the Drizzle queries did', async () => {
    const { alice, bob, aliceUser, bobUser, db, kyoto, bare, bobs } = await richTrips();
    for (const [client, user, id] of [
      [alice, aliceUser, kyoto],
      [alice, aliceUser, bare],
      [alice, aliceUser, bobs],
      [bob, bobUser, kyoto],
    ] as const) {
      const res = await client.get(`/api/trips/${id}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toBe(JSON.stringify(drizzleTripDetails(db, user.id, id)));
      expect(text.length).toBeGreaterThan(100);
    }
  });

  it('answer a trip the user is not on exactly like a missing one', async () => {
    const { bob, bare } = await richTrips();
    const foreign = await bob.get(`/api/trips/${bare}`);
    const missing = await bob.get('/api/trips/00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(await missing.text());
  });
});
