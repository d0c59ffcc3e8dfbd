import { describe, expect, it } from 'vitest';
import { expenseResponseSchema } from '@shared/api/trips';
import { SPLIT_TOTAL_MESSAGE } from '@shared/schemas/expense';
import { NOT_A_MEMBER_REASON } from '@shared/sync/rejection-reasons';
import {
  expenseBody,
  expenseRows,
  itemBody,
  itemRows,
  shareTrip,
  sharingTestApp,
  syncedRows,
  TestDevice,
  tripWithRows,
} from '../testing/trip-fixtures';

/** Alice's trip shared with Bob as editor, with a device each. */
async function splitTrip() {
  const built = await sharingTestApp();
  const { trip } = await tripWithRows(built.alice);
  await shareTrip(built.alice, trip.id, 'bob', 'editor');
  const alicePhone = new TestDevice(built.alice);
  const bobPhone = new TestDevice(built.bob);
  return { ...built, trip, alicePhone, bobPhone };
}

describe('expenses on shared trips', () => {
  it('records the signed-in user as createdBy, whatever the device claims', async () => {
    const { aliceUser, bobUser, bob, db, trip, alicePhone, bobPhone } = await splitTrip();
    const forged = { createdBy: aliceUser.id };
    const expense = expenseBody(trip.id, forged);
    const item = itemBody(trip.id, forged);
    const { results } = await bobPhone.pushOk(
      bobPhone.queue(
        { name: 'addExpense', args: expense },
        { name: 'addItineraryItem', args: item },
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const stored = (await expenseRows(db, 'where e.id = ?', [expense.id]))[0];
    expect(stored?.createdBy).toBe(bobUser.id);
    const storedItem = (await itemRows(db, 'where i.id = ?', [item.id]))[0];
    expect(storedItem?.createdBy).toBe(bobUser.id);

    const pulled = await alicePhone.pull();
    expect(pulled.expenses.find((e) => e.id === expense.id)).toMatchObject({
      createdBy: bobUser.id,
      paidBy: null,
      split: null,
      kind: 'expense',
    });
    expect(pulled.itineraryItems.find((i) => i.id === item.id)?.createdBy).toBe(bobUser.id);

    // REST drops the claim the same way.
    const res = await bob.post('/api/expenses', expenseBody(trip.id, forged));
    expect(res.status).toBe(201);
    expect(expenseResponseSchema.parse(await res.json()).createdBy).toBe(bobUser.id);
  });

  it('accepts a split among members, paid by one of them, and a payment between two', async () => {
    const { aliceUser, bobUser, trip, alicePhone, bobPhone } = await splitTrip();
    const shared = expenseBody(trip.id, {
      amount: 3000,
      paidBy: aliceUser.id,
      split: { kind: 'equal', members: [aliceUser.id, bobUser.id] },
    });
    const payback = expenseBody(trip.id, {
      amount: 1500,
      kind: 'settlement',
      paidBy: bobUser.id,
      split: { kind: 'exact', shares: [{ userId: aliceUser.id, amount: 1500 }] },
    });
    const { results } = await bobPhone.pushOk(
      bobPhone.queue({ name: 'addExpense', args: shared }, { name: 'addExpense', args: payback }),
    );
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);

    const pulled = await alicePhone.pull();
    expect(pulled.expenses.find((e) => e.id === shared.id)).toMatchObject({
      amount: 3000,
      createdBy: bobUser.id,
      paidBy: aliceUser.id,
      split: { kind: 'equal', members: [aliceUser.id, bobUser.id] },
      kind: 'expense',
    });
    expect(pulled.expenses.find((e) => e.id === payback.id)).toMatchObject({
      paidBy: bobUser.id,
      split: { kind: 'exact', shares: [{ userId: aliceUser.id, amount: 1500 }] },
      kind: 'settlement',
    });
  });

  it('refuses a split or payer who has never been on the trip', async () => {
    const { alice, aliceUser, bobUser, carolUser, db, trip, bobPhone } = await splitTrip();
    const strangerInSplit = expenseBody(trip.id, {
      paidBy: aliceUser.id,
      split: { kind: 'equal', members: [aliceUser.id, carolUser.id] },
    });
    const strangerPaid = expenseBody(trip.id, {
      paidBy: carolUser.id,
      split: { kind: 'equal', members: [bobUser.id] },
    });
    const before = await syncedRows(db);
    const { results } = await bobPhone.pushOk(
      bobPhone.queue(
        { name: 'addExpense', args: strangerInSplit },
        { name: 'addExpense', args: strangerPaid },
      ),
    );
    expect(results).toEqual([
      { id: 1, status: 'rejected', reason: NOT_A_MEMBER_REASON },
      { id: 2, status: 'rejected', reason: NOT_A_MEMBER_REASON },
    ]);
    const res = await alice.post('/api/expenses', expenseBody(trip.id, strangerInSplit));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Everyone in a split must be on the trip' });
    expect(await syncedRows(db)).toEqual(before);

    // A former member's share still stands: he was on the trip.
    expect((await alice.delete(`/api/trips/${trip.id}/members/${bobUser.id}`)).status).toBe(200);
    const withFormer = await alice.post(
      '/api/expenses',
      expenseBody(trip.id, {
        paidBy: aliceUser.id,
        split: { kind: 'equal', members: [aliceUser.id, bobUser.id] },
      }),
    );
    expect(withFormer.status).toBe(201);
  });

  it('answers 400 with a message when exact shares do not add up to the amount', async () => {
    const { alice, aliceUser, bobUser, db, trip, bobPhone } = await splitTrip();
    const uneven = expenseBody(trip.id, {
      amount: 1000,
      paidBy: aliceUser.id,
      split: {
        kind: 'exact',
        shares: [
          { userId: aliceUser.id, amount: 500 },
          { userId: bobUser.id, amount: 400 },
        ],
      },
    });
    const before = await syncedRows(db);
    const res = await alice.post('/api/expenses', uneven);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: unknown };
    expect(body.message).toBe(`split: ${SPLIT_TOTAL_MESSAGE}`);
    expect(body.issues).toEqual([{ path: 'split', message: SPLIT_TOTAL_MESSAGE }]);
    // Through sync the same rule rejects it (the path is within the mutation's args), and the
    // queue goes on.
    const { results } = await bobPhone.pushOk(
      bobPhone.queue(
        { name: 'addExpense', args: uneven },
        { name: 'addExpense', args: expenseBody(trip.id) },
      ),
    );
    expect(results).toEqual([
      { id: 1, status: 'rejected', reason: `args.split: ${SPLIT_TOTAL_MESSAGE}` },
      { id: 2, status: 'applied' },
    ]);
    expect((await syncedRows(db)).expenses).toHaveLength(before.expenses.length + 1);
    expect((await syncedRows(db)).expenses.map((e) => e.id)).not.toContain(uneven.id);
  });
});
