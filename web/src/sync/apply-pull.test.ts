import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import type { PullResponse } from '@shared/sync/messages';
import type { AppDb } from '../db/app-db';
import { addExpense } from '../db/expense-repo';
import { readMeta } from '../db/meta';
import { paris, testDb } from '../db/test-db';
import { createTrip, updateTrip } from '../db/trip-repo';
import { applyPull } from './apply-pull';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const at = '2026-03-01T10:00:00.000Z';
const emptyPull: PullResponse = {
  cursor: 10,
  reset: false,
  lastMutationId: 0,
  trips: [],
  itineraryItems: [],
  expenses: [],
  documents: [],
  members: [],
  tombstones: [],
  rejections: [],
};

function serverTrip(id: string, title: string): Trip {
  return {
    id,
    userId: db.userId,
    destinationId: 'paris',
    title,
    startDate: '2026-04-10',
    endDate: '2026-04-14',
    notes: null,
    budget: null,
    currency: 'USD',
    coverDocumentId: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
  };
}

describe('applyPull', () => {
  it('applies rows and tombstones and lays pending edits on top, in one transaction', async () => {
    db = testDb();
    const mine = await createTrip(db, paris); // outbox 1
    const doomed = await createTrip(db, { ...paris, title: 'Doomed' }); // outbox 2
    const taxi = await addExpense(db, {
      tripId: doomed,
      category: 'transport',
      amount: 500,
      date: '2026-04-10',
      description: '',
    }); // outbox 3
    await updateTrip(db, mine, { title: 'My new title' }); // outbox 4, not yet on the server
    const fresh = crypto.randomUUID();

    const seen: Array<string | undefined> = [];
    const subscription = liveQuery(() => db.trips.get(mine)).subscribe((t) => seen.push(t?.title));
    await expect.poll(() => seen.length).toBeGreaterThan(0);

    await applyPull(
      db,
      {
        ...emptyPull,
        lastMutationId: 3,
        trips: [serverTrip(mine, 'Older server title'), serverTrip(fresh, 'From my laptop')],
        tombstones: [
          { table: 'trips', id: doomed },
          { table: 'expenses', id: taxi },
        ],
      },
      { replace: false, at },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    subscription.unsubscribe();

    expect(await db.trips.get(mine)).toMatchObject({
      title: 'My new title',
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    expect(seen).not.toContain('Older server title');
    expect(await db.trips.get(fresh)).toMatchObject({ title: 'From my laptop' });
    expect(await db.trips.get(doomed)).toBeUndefined();
    expect(await db.expenses.get(taxi)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([4]);
    expect(await readMeta(db, 'cursor')).toBe(10);
    expect(await readMeta(db, 'lastSyncedAt')).toBe(at);
  });

  it('takes the server value once the edit is acknowledged', async () => {
    db = testDb();
    const id = await createTrip(db, paris);
    await updateTrip(db, id, { title: 'Mine' });
    await applyPull(
      db,
      { ...emptyPull, lastMutationId: 2, trips: [serverTrip(id, 'Theirs, applied later')] },
      { replace: false, at },
    );
    expect((await db.trips.get(id))?.title).toBe('Theirs, applied later');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a reset replaces the synced rows but keeps the outbox and its effects', async () => {
    db = testDb();
    const synced = await createTrip(db, { ...paris, title: 'Synced long ago' });
    await db.outbox.clear();
    const queued = await createTrip(db, { ...paris, title: 'Made offline' });
    const snapshotOnly = crypto.randomUUID();
    await applyPull(
      db,
      {
        ...emptyPull,
        reset: true,
        lastMutationId: 1,
        trips: [serverTrip(snapshotOnly, 'On the server')],
      },
      { replace: true, at },
    );
    expect((await db.trips.toArray()).map((t) => t.id).sort()).toEqual(
      [queued, snapshotOnly].sort(),
    );
    expect(await db.trips.get(synced)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['createTrip']);
  });

  it('keeps rejections and does not resurrect a trip deleted elsewhere', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await db.outbox.clear();
    await addExpense(db, {
      tripId,
      category: 'food',
      amount: 900,
      date: '2026-04-10',
      description: 'Crepes',
    });
    const rejection = {
      mutationId: 2,
      name: 'addExpense',
      reason: 'trip was deleted',
      args: {},
      createdAt: at,
    };
    const fresh = await applyPull(
      db,
      {
        ...emptyPull,
        lastMutationId: 2,
        tombstones: [{ table: 'trips', id: tripId }],
        rejections: [rejection],
      },
      { replace: false, at },
    );
    expect(fresh).toBe(1);
    expect(await db.trips.count()).toBe(0);
    expect(await db.expenses.count()).toBe(0);
    expect(await db.rejections.toArray()).toEqual([rejection]);
    expect(await db.outbox.count()).toBe(0);
    // The same rejection again is not news.
    expect(
      await applyPull(
        db,
        { ...emptyPull, lastMutationId: 2, rejections: [rejection] },
        { replace: false, at },
      ),
    ).toBe(0);
  });
  it('a still-queued item under a trip deleted elsewhere is not shown, and the trip stays deleted', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await db.outbox.clear();
    await addExpense(db, {
      tripId,
      category: 'food',
      amount: 900,
      date: '2026-04-10',
      description: '',
    });
    await applyPull(
      db,
      { ...emptyPull, lastMutationId: 1, tombstones: [{ table: 'trips', id: tripId }] },
      { replace: false, at },
    );
    expect(await db.trips.count()).toBe(0);
    expect(await db.expenses.count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['addExpense']);
  });
});
