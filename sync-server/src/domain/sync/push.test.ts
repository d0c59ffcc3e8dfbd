import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { openDatabase, type Db } from '../../db/connection';
import { expenses, syncClients, syncRejections, tombstones, trips, users } from '../../db/schema';
import { seedDestinations } from '../destinations/seed';
import { MutationRejected } from '../trips/mutation-rejected';
import { pushMutations, type RawMutation } from './push';
import { currentVersion } from './versions';

const NOW = '2026-05-01T09:00:00.000Z';

function world() {
  const db = openDatabase(':memory:');
  seedDestinations(db);
  const userId = randomUUID();
  db.insert(users)
    .values({ id: userId, username: 'alice', password: 'x', createdAt: NOW, updatedAt: NOW })
    .run();
  return { db, ctx: { userId, now: NOW }, clientId: randomUUID() };
}

const trip = (id: string) => ({
  name: 'createTrip',
  args: {
    id,
    destinationId: 'kyoto',
    title: 'Kyoto',
    startDate: '2026-10-01',
    endDate: '2026-10-05',
  },
});
const expense = (tripId: string, amount: number) => ({
  name: 'addExpense',
  args: { id: randomUUID(), tripId, category: 'food', amount, date: '2026-10-02' },
});
const numbered = (first: number, ...mutations: Omit<RawMutation, 'id'>[]): RawMutation[] =>
  mutations.map((m, i) => ({ id: first + i, ...m }));

function lastMutationId(db: Db, clientId: string) {
  return db
    .select()
    .from(syncClients)
    .all()
    .find((c) => c.id === clientId)?.lastMutationId;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pushMutations', () => {
  it('undoes only the rejected mutation of a batch, even one that failed part-way', () => {
    const { db, ctx, clientId } = world();
    const tripId = randomUUID();
    // The trip delete gets as far as writing its tombstones, then is refused: a mutator that
    // fails part-way.
    vi.spyOn(db.$statements.deleteTrip, 'run').mockImplementationOnce(() => {
      throw new MutationRejected(409, 'Refused part-way');
    });
    const batch = numbered(
      1,
      trip(tripId),
      expense(tripId, 100),
      { name: 'deleteTrip', args: { id: tripId } },
      expense(tripId, 200),
    );

    const outcome = pushMutations(db, ctx, clientId, batch);

    expect(outcome).toEqual({
      kind: 'processed',
      response: {
        lastMutationId: 4,
        results: [
          { id: 1, status: 'applied' },
          { id: 2, status: 'applied' },
          { id: 3, status: 'rejected', reason: 'Refused part-way' },
          { id: 4, status: 'applied' },
        ],
      },
    });
    expect(db.select().from(tombstones).all()).toEqual([]);
    expect(db.select().from(trips).all()).toHaveLength(1);
    expect(
      db
        .select()
        .from(expenses)
        .all()
        .map((e) => [e.amount, e.version]),
    ).toEqual([
      [100, 2],
      [200, 4],
    ]);
    // The versions the undone delete took are handed out again: the rejection takes the next.
    expect(
      db
        .select()
        .from(syncRejections)
        .all()
        .map((r) => [r.mutationId, r.version]),
    ).toEqual([[3, 3]]);
    expect(currentVersion(db)).toBe(4);
    expect(lastMutationId(db, clientId)).toBe(4);
  });

  it('keeps nothing of a batch that throws unexpectedly, and leaves the last mutation id', () => {
    const { db, ctx, clientId } = world();
    const tripId = randomUUID();
    pushMutations(db, ctx, clientId, numbered(1, trip(tripId)));
    const insert = db.$statements.insertExpense;
    const realRun = insert.run.bind(insert);
    let calls = 0;
    // The second expense hits a fault the mutators cannot foresee (a bug, a failing disk).
    vi.spyOn(insert, 'run').mockImplementation((row) => {
      if (++calls === 2) throw new Error('simulated fault');
      return realRun(row);
    });
    const batch = numbered(2, expense(tripId, 100), expense(tripId, 200), expense(tripId, 300));

    expect(() => pushMutations(db, ctx, clientId, batch)).toThrow('simulated fault');

    expect(db.select().from(expenses).all()).toEqual([]);
    expect(db.select().from(syncRejections).all()).toEqual([]);
    expect(currentVersion(db)).toBe(1);
    expect(lastMutationId(db, clientId)).toBe(1);

    // The device sends the same batch again; it applies once, in full.
    vi.restoreAllMocks();
    const retry = pushMutations(db, ctx, clientId, batch);
    expect(retry.kind === 'processed' && retry.response.lastMutationId).toBe(4);
    expect(
      db
        .select()
        .from(expenses)
        .all()
        .map((e) => [e.amount, e.version]),
    ).toEqual([
      [100, 2],
      [200, 3],
      [300, 4],
    ]);
  });

  it('answers replays from what was recorded and applies only the new part of a batch', () => {
    const { db, ctx, clientId } = world();
    const tripId = randomUUID();
    const first = numbered(1, trip(tripId), expense(randomUUID(), 100));
    pushMutations(db, ctx, clientId, first);
    const again = [...first, ...numbered(3, expense(tripId, 300))];

    const outcome = pushMutations(db, ctx, clientId, again);

    expect(outcome).toEqual({
      kind: 'processed',
      response: {
        lastMutationId: 3,
        results: [
          { id: 1, status: 'applied' },
          { id: 2, status: 'rejected', reason: TRIP_DELETED_REASON },
          { id: 3, status: 'applied' },
        ],
      },
    });
    expect(db.select().from(trips).all()).toHaveLength(1);
    expect(db.select().from(syncRejections).all()).toHaveLength(1);
    expect(currentVersion(db)).toBe(3);
  });

  it('processes nothing of a batch that starts beyond the next expected id', () => {
    const { db, ctx, clientId } = world();
    pushMutations(db, ctx, clientId, numbered(1, trip(randomUUID())));

    const outcome = pushMutations(db, ctx, clientId, numbered(3, trip(randomUUID())));

    expect(outcome).toEqual({ kind: 'gap', expected: 2 });
    expect(db.select().from(trips).all()).toHaveLength(1);
    expect(lastMutationId(db, clientId)).toBe(1);
    expect(currentVersion(db)).toBe(1);
  });

  it("refuses another user's client id before looking at its batch", () => {
    const { db, ctx, clientId } = world();
    pushMutations(db, ctx, clientId, numbered(1, trip(randomUUID())));
    const bob = randomUUID();
    db.insert(users)
      .values({ id: bob, username: 'bob', password: 'x', createdAt: NOW, updatedAt: NOW })
      .run();

    const outcome = pushMutations(
      db,
      { ...ctx, userId: bob },
      clientId,
      numbered(2, trip(randomUUID())),
    );

    expect(outcome).toEqual({ kind: 'foreign-client' });
    expect(db.select().from(trips).all()).toHaveLength(1);
    expect(lastMutationId(db, clientId)).toBe(1);
  });
});
