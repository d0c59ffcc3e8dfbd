import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import type { Db } from '../../db/connection';
import type { Statements } from '../../db/statements';
import { openTestDatabase } from '../../testing/test-database';
import {
  expenseRows,
  rejectionRows,
  syncClientRows,
  tombstoneRows,
  tripRows,
} from '../../testing/trip-fixtures';
import { seedDestinations } from '../destinations/seed';
import { MutationRejected } from '../writes/mutation-rejected';
import { pushMutations, type RawMutation } from './push';
import { currentVersion } from '../writes/versions';

const NOW = '2026-05-01T09:00:00.000Z';

const opened: Db[] = [];

function addUser(db: Db, id: string, username: string) {
  return db.query(
    `insert into users (id, username, password, created_at, updated_at) values (?, ?, 'x', ?, ?)`,
    [id, username, NOW, NOW],
  );
}

async function world() {
  const db = openTestDatabase();
  opened.push(db);
  await seedDestinations(db);
  const userId = randomUUID();
  await addUser(db, userId, 'alice');
  return { db, ctx: { userId, now: NOW }, clientId: randomUUID() };
}

/**
 * Hands the statements of the next write transaction to `arm` before its body runs, so a test
 * can make one of them fail: the mutators run on the transaction's statements, not the Db's.
 */
function onNextWrite(db: Db, arm: (sql: Statements) => void) {
  const write = db.write.bind(db);
  vi.spyOn(db, 'write').mockImplementationOnce(((body: Parameters<Db['write']>[0]) =>
    write((tx) => {
      arm(tx.$statements);
      return body(tx);
    })) as Db['write']);
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

async function lastMutationId(db: Db, clientId: string) {
  return (await syncClientRows(db)).find((c) => c.id === clientId)?.lastMutationId;
}

const version = (db: Db) => currentVersion(db.$statements);

afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) await db.close();
});

describe('pushMutations', () => {
  it('undoes only the rejected mutation of a batch, even one that failed part-way', async () => {
    const { db, ctx, clientId } = await world();
    const tripId = randomUUID();
    // The trip delete gets as far as writing its tombstones, then is refused: a mutator that
    // fails part-way.
    onNextWrite(db, (sql) => {
      vi.spyOn(sql.deleteTrip, 'run').mockImplementationOnce(() => {
        throw new MutationRejected(409, 'Refused part-way');
      });
    });
    const batch = numbered(
      1,
      trip(tripId),
      expense(tripId, 100),
      { name: 'deleteTrip', args: { id: tripId } },
      expense(tripId, 200),
    );

    const outcome = await pushMutations(db, ctx, clientId, batch);

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
    expect(await tombstoneRows(db)).toEqual([]);
    expect(await tripRows(db)).toHaveLength(1);
    expect((await expenseRows(db)).map((e) => [e.amount, e.version])).toEqual([
      [100, 2],
      [200, 4],
    ]);
    // The versions the undone delete took are handed out again: the rejection takes the next.
    expect((await rejectionRows(db)).map((r) => [r.mutationId, r.version])).toEqual([[3, 3]]);
    expect(await version(db)).toBe(4);
    expect(await lastMutationId(db, clientId)).toBe(4);
  });

  it('keeps nothing of a batch that throws unexpectedly, and leaves the last mutation id', async () => {
    const { db, ctx, clientId } = await world();
    const tripId = randomUUID();
    await pushMutations(db, ctx, clientId, numbered(1, trip(tripId)));
    let calls = 0;
    // The second expense hits a fault the mutators cannot foresee (a bug, a failing disk).
    onNextWrite(db, (sql) => {
      const insert = sql.insertExpense;
      const realRun = insert.run.bind(insert);
      vi.spyOn(insert, 'run').mockImplementation((row) => {
        if (++calls === 2) throw new Error('simulated fault');
        return realRun(row);
      });
    });
    const batch = numbered(2, expense(tripId, 100), expense(tripId, 200), expense(tripId, 300));

    await expect(pushMutations(db, ctx, clientId, batch)).rejects.toThrow('simulated fault');

    expect(await expenseRows(db)).toEqual([]);
    expect(await rejectionRows(db)).toEqual([]);
    expect(await version(db)).toBe(1);
    expect(await lastMutationId(db, clientId)).toBe(1);

    // The device sends the same batch again; it applies once, in full.
    vi.restoreAllMocks();
    const retry = await pushMutations(db, ctx, clientId, batch);
    expect(retry.kind === 'processed' && retry.response.lastMutationId).toBe(4);
    expect((await expenseRows(db)).map((e) => [e.amount, e.version])).toEqual([
      [100, 2],
      [200, 3],
      [300, 4],
    ]);
  });

  it('answers replays from what was recorded and applies only the new part of a batch', async () => {
    const { db, ctx, clientId } = await world();
    const tripId = randomUUID();
    const first = numbered(1, trip(tripId), expense(randomUUID(), 100));
    await pushMutations(db, ctx, clientId, first);
    const again = [...first, ...numbered(3, expense(tripId, 300))];

    const outcome = await pushMutations(db, ctx, clientId, again);

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
    expect(await tripRows(db)).toHaveLength(1);
    expect(await rejectionRows(db)).toHaveLength(1);
    expect(await version(db)).toBe(3);
  });

  it('processes nothing of a batch that starts beyond the next expected id', async () => {
    const { db, ctx, clientId } = await world();
    await pushMutations(db, ctx, clientId, numbered(1, trip(randomUUID())));

    const outcome = await pushMutations(db, ctx, clientId, numbered(3, trip(randomUUID())));

    expect(outcome).toEqual({ kind: 'gap', expected: 2 });
    expect(await tripRows(db)).toHaveLength(1);
    expect(await lastMutationId(db, clientId)).toBe(1);
    expect(await version(db)).toBe(1);
  });

  it("refuses another user's client id before looking at its batch", async () => {
    const { db, ctx, clientId } = await world();
    await pushMutations(db, ctx, clientId, numbered(1, trip(randomUUID())));
    const bob = randomUUID();
    await addUser(db, bob, 'bob');

    const outcome = await pushMutations(
      db,
      { ...ctx, userId: bob },
      clientId,
      numbered(2, trip(randomUUID())),
    );

    expect(outcome).toEqual({ kind: 'foreign-client' });
    expect(await tripRows(db)).toHaveLength(1);
    expect(await lastMutationId(db, clientId)).toBe(1);
  });
});
