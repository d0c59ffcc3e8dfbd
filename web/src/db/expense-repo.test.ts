import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { totalCents } from '@shared/domain/budget';
import { settleUp } from '@shared/domain/settle-up';
import { tripBalances } from '@shared/domain/split';
import { SPLIT_TOTAL_MESSAGE } from '@shared/schemas/expense';
import type { TripMember, TripRole } from '@shared/schemas/trip-member';
import type { AppDb } from './app-db';
import { ReadOnlyTripError } from './commit-mutation';
import { addExpense, recordSettlement, updateExpenses } from './expense-repo';
import { testDb, paris } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const ben = crypto.randomUUID();
const cy = crypto.randomUUID();

function member(tripId: string, userId: string, name: string, role: TripRole): TripMember {
  return {
    tripId,
    userId,
    username: name.toLowerCase(),
    name,
    role,
    active: true,
    joinedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A trip this user created, shared with Ben and Cy as the server would list it. */
async function sharedTrip(myRole: TripRole = 'owner') {
  db = testDb();
  const tripId = await createTrip(db, paris);
  await db.members.bulkPut([
    member(tripId, db.userId, 'Ada', myRole),
    member(tripId, ben, 'Ben', 'editor'),
    member(tripId, cy, 'Cy', 'editor'),
  ]);
  return tripId;
}

const dinner = (tripId: string) => ({
  tripId,
  category: 'food' as const,
  amount: 10_000,
  date: '2026-04-11',
  description: 'Dinner',
});

describe('expenses on a shared trip', () => {
  it('stores who paid and the split, and queues them', async () => {
    const tripId = await sharedTrip();
    const split = { kind: 'equal' as const, members: [db.userId, ben, cy] };
    const id = await addExpense(db, { ...dinner(tripId), paidBy: ben, split });
    expect(await db.expenses.get(id)).toMatchObject({
      paidBy: ben,
      split,
      kind: 'expense',
      createdBy: db.userId,
    });
    const last = await db.outbox.orderBy('id').last();
    expect(last).toMatchObject({ name: 'addExpense', args: { id, paidBy: ben, split } });
  });

  it('keeps a solo expense without payer or split', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const id = await addExpense(db, dinner(tripId));
    expect(await db.expenses.get(id)).toMatchObject({ paidBy: null, split: null, kind: 'expense' });
  });

  it('refuses exact amounts that do not add up, and a payer without a split, writing nothing', async () => {
    const tripId = await sharedTrip();
    const uneven = {
      kind: 'exact' as const,
      shares: [
        { userId: db.userId, amount: 5_000 },
        { userId: ben, amount: 4_000 },
      ],
    };
    await expect(addExpense(db, { ...dinner(tripId), paidBy: ben, split: uneven })).rejects.toThrow(
      SPLIT_TOTAL_MESSAGE,
    );
    await expect(addExpense(db, { ...dinner(tripId), paidBy: ben })).rejects.toThrow(
      'Say who paid and who shares it',
    );
    expect(await db.expenses.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it("refuses a viewer's expense and payment before anything is queued", async () => {
    const tripId = await sharedTrip('viewer');
    await expect(addExpense(db, dinner(tripId))).rejects.toBeInstanceOf(ReadOnlyTripError);
    await expect(
      recordSettlement(db, {
        tripId,
        from: cy,
        to: ben,
        amount: 100,
        date: '2026-04-12',
        names: { from: 'Cy', to: 'Ben' },
      }),
    ).rejects.toBeInstanceOf(ReadOnlyTripError);
    expect(await db.expenses.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('recordSettlement', () => {
  it('adds a payment from one member to another that evens their balances', async () => {
    const tripId = await sharedTrip();
    const me = db.userId;
    await addExpense(db, {
      ...dinner(tripId),
      paidBy: ben,
      split: { kind: 'equal', members: [me, ben, cy] },
    });
    const before = tripBalances(await db.expenses.toArray(), [me, ben, cy]);
    // 3,333 each; the leftover cent is the payer's own share, so he is owed 6,666.
    expect(before.map((b) => b.net)).toEqual([-3_333, 6_666, -3_333]);
    const transfers = settleUp(before);
    expect(transfers).toHaveLength(2);

    const cyPays = transfers.find((t) => t.from === cy);
    if (!cyPays) throw new Error('Cy owes Ben');
    const id = await recordSettlement(db, {
      tripId,
      ...cyPays,
      date: '2026-04-12',
      names: { from: 'Cy', to: 'Ben' },
    });
    const payment = await db.expenses.get(id);
    expect(payment).toMatchObject({
      kind: 'settlement',
      category: 'other',
      amount: 3_333,
      date: '2026-04-12',
      description: 'Cy paid Ben',
      paidBy: cy,
      split: { kind: 'exact', shares: [{ userId: ben, amount: 3_333 }] },
    });
    expect(await db.outbox.orderBy('id').last()).toMatchObject({
      name: 'addExpense',
      args: { id, kind: 'settlement', paidBy: cy },
    });

    const all = await db.expenses.toArray();
    // Paying back buys nothing: the budget sees only the dinner.
    expect(totalCents(all)).toBe(10_000);
    const after = tripBalances(all, [me, ben, cy]);
    expect(after.map((b) => b.net)).toEqual([-3_333, 3_333, 0]);
    expect(settleUp(after)).toEqual([{ from: me, to: ben, amount: 3_333 }]);
  });

  it('refuses a payment to oneself or of nothing, writing nothing', async () => {
    const tripId = await sharedTrip();
    const base = { tripId, date: '2026-04-12', names: { from: 'Ben', to: 'Ben' } };
    await expect(
      recordSettlement(db, { ...base, from: ben, to: ben, amount: 500 }),
    ).rejects.toThrow('A payment goes from one person to another');
    await expect(recordSettlement(db, { ...base, from: ben, to: cy, amount: 0 })).rejects.toThrow(
      'Please enter a valid amount',
    );
    expect(await db.expenses.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('updateExpenses', () => {
  it('splits several expenses at once, one queued edit each', async () => {
    const tripId = await sharedTrip();
    const me = db.userId;
    const first = await addExpense(db, dinner(tripId));
    const second = await addExpense(db, { ...dinner(tripId), amount: 500, description: 'Tram' });
    const split = { kind: 'equal' as const, members: [me, ben, cy] };
    const queued = await db.outbox.count();
    await updateExpenses(db, [
      { id: first, patch: { paidBy: me, split } },
      { id: second, patch: { paidBy: me, split } },
    ]);
    expect(await db.expenses.get(first)).toMatchObject({ paidBy: me, split });
    expect(await db.expenses.get(second)).toMatchObject({ paidBy: me, split });
    const edits = (await db.outbox.toArray()).slice(queued);
    expect(edits.map((e) => [e.name, (e.args as { id: string }).id])).toEqual([
      ['updateExpense', first],
      ['updateExpense', second],
    ]);
    const balances = tripBalances(await db.expenses.toArray(), [me, ben, cy]);
    // 100.00 and 5.00 three ways, the leftover cents to the payer: 3,334 + 168 hers, 3,499 theirs.
    expect(balances.map((b) => b.net)).toEqual([10_500 - 3_502, -3_499, -3_499]);
  });

  it('writes none of them when one is refused', async () => {
    const tripId = await sharedTrip();
    const me = db.userId;
    const first = await addExpense(db, dinner(tripId));
    const queued = await db.outbox.count();
    await expect(
      updateExpenses(db, [
        { id: first, patch: { paidBy: me, split: { kind: 'equal', members: [me, ben] } } },
        { id: crypto.randomUUID(), patch: { paidBy: me } },
      ]),
    ).rejects.toThrow();
    expect(await db.expenses.get(first)).toMatchObject({ paidBy: null, split: null });
    expect(await db.outbox.count()).toBe(queued);
  });
});
