import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import type { PullResponse } from '@shared/sync/messages';
import { ACCESS_REMOVED_REASON } from '@shared/sync/rejection-reasons';
import { applyPull } from '../sync/apply-pull';
import type { AppDb } from './app-db';
import { addExpense } from './expense-repo';
import { lostTripText } from './lost-trips';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const at = '2026-04-01T10:00:00.000Z';

function pull(over: Partial<PullResponse>): PullResponse {
  return {
    cursor: 5,
    reset: false,
    lastMutationId: 0,
    trips: [],
    itineraryItems: [],
    expenses: [],
    documents: [],
    members: [],
    tombstones: [],
    rejections: [],
    ...over,
  };
}

function trip(id: string, title: string, userId: string): Trip {
  return {
    id,
    userId,
    destinationId: 'lisbon',
    title,
    startDate: '2026-05-01',
    endDate: '2026-05-05',
    notes: null,
    budget: null,
    currency: 'EUR',
    coverDocumentId: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Someone else's trip this user was on, as a pull brought it. */
async function sharedLisbon() {
  const lisbon = trip(crypto.randomUUID(), 'Lisbon', crypto.randomUUID());
  const member = {
    tripId: lisbon.id,
    userId: db.userId,
    username: 'ben',
    name: 'Ben',
    role: 'editor' as const,
    active: true,
    joinedAt: at,
  };
  await applyPull(db, pull({ trips: [lisbon], members: [member] }), { replace: false, at });
  return lisbon.id;
}

describe('trips a pull drops', () => {
  it("remembers someone else's trip by its title, and names it in the refused change", async () => {
    db = testDb();
    const lisbon = await sharedLisbon();
    // Added offline, then the user was removed: the refusal and the tombstone come together.
    const expense = {
      tripId: lisbon,
      category: 'transport' as const,
      amount: 1200,
      date: '2026-05-02',
      description: 'Taxi',
    };
    const expenseId = await addExpense(db, expense);
    await applyPull(
      db,
      pull({
        lastMutationId: 1,
        tombstones: [{ table: 'trips', id: lisbon }],
        rejections: [
          {
            mutationId: 1,
            name: 'addExpense',
            args: { ...expense, id: expenseId },
            reason: ACCESS_REMOVED_REASON,
            createdAt: at,
          },
        ],
      }),
      { replace: false, at },
    );

    expect(await db.trips.get(lisbon)).toBeUndefined();
    const lost = await db.lostTrips.get(lisbon);
    expect(lost).toEqual({ tripId: lisbon, title: 'Lisbon', why: 'no-longer-member', at });
    expect(lostTripText(lost!)).toBe('You are no longer a member of Lisbon');
    expect((await db.rejections.get(1))?.tripTitle).toBe('Lisbon');
  });

  it('says an own trip that went was deleted on another device', async () => {
    db = testDb();
    const mine = trip(crypto.randomUUID(), 'Kyoto', db.userId);
    await applyPull(db, pull({ trips: [mine] }), { replace: false, at });
    await applyPull(db, pull({ tombstones: [{ table: 'trips', id: mine.id }] }), {
      replace: false,
      at,
    });
    const lost = await db.lostTrips.get(mine.id);
    expect(lost && lostTripText(lost)).toBe('Kyoto was deleted on another device');
  });

  it('forgets the loss when the trip comes back (invited again)', async () => {
    db = testDb();
    const lisbon = await sharedLisbon();
    await applyPull(db, pull({ tombstones: [{ table: 'trips', id: lisbon }] }), {
      replace: false,
      at,
    });
    expect(await db.lostTrips.get(lisbon)).toBeDefined();
    await applyPull(db, pull({ trips: [trip(lisbon, 'Lisbon', crypto.randomUUID())] }), {
      replace: false,
      at,
    });
    expect(await db.lostTrips.get(lisbon)).toBeUndefined();
  });

  it('does not count a trip whose creation the server refused as lost', async () => {
    db = testDb();
    const id = await createTrip(db, paris); // outbox 1
    await applyPull(
      db,
      pull({
        lastMutationId: 1,
        rejections: [
          {
            mutationId: 1,
            name: 'createTrip',
            args: { ...paris, id },
            reason: 'bad',
            createdAt: at,
          },
        ],
      }),
      { replace: false, at },
    );
    // The snapshot that follows a rejection no longer lists it.
    await applyPull(db, pull({ lastMutationId: 1 }), { replace: true, at });
    expect(await db.trips.get(id)).toBeUndefined();
    expect(await db.lostTrips.count()).toBe(0);
  });

  it('does not count a trip deleted on this device, nor one still queued, as lost', async () => {
    db = testDb();
    const queued = await createTrip(db, paris);
    // A full snapshot that does not list it yet: the queued creation lays it back.
    await applyPull(db, pull({}), { replace: true, at });
    expect(await db.trips.get(queued)).toBeDefined();
    expect(await db.lostTrips.count()).toBe(0);
  });
});
