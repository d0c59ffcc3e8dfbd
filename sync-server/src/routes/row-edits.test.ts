import { describe, expect, it } from 'vitest';
import { expenseResponseSchema, itineraryItemResponseSchema } from '@shared/api/trips';
import { SPLIT_TOTAL_MESSAGE } from '@shared/schemas/expense';
import {
  ACTIVITY_DELETED_REASON,
  EXPENSE_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';
import {
  expenseBody,
  expenseRows,
  itemRows,
  shareTrip,
  sharingTestApp,
  syncedRows,
  TestDevice,
  tripWithRows,
} from '../testing/trip-fixtures';

/** Alice's trip with one expense and one item, shared with Bob (editor) and Carol (viewer). */
async function editableTrip() {
  const built = await sharingTestApp();
  const rows = await tripWithRows(built.alice);
  await shareTrip(built.alice, rows.trip.id, 'bob', 'editor');
  const phone = new TestDevice(built.alice);
  const laptop = new TestDevice(built.alice);
  await phone.pull();
  await laptop.pull();
  return { ...built, ...rows, phone, laptop };
}

const editExpense = (id: string, patch: Record<string, unknown>) => ({
  name: 'updateExpense',
  args: { id, patch, label: 'Ramen' },
});
const editItem = (id: string, patch: Record<string, unknown>) => ({
  name: 'updateItineraryItem',
  args: { id, patch, label: 'Fushimi Inari' },
});

describe('editing expenses and itinerary items', () => {
  it('keeps edits to different fields of one row from two devices, the later one winning a shared field', async () => {
    const { phone, laptop, expense, item, db } = await editableTrip();
    await phone.pushOk(
      phone.queue(
        editExpense(expense.id, { amount: 1800 }),
        editItem(item.id, { time: '10:30 AM', title: 'Inari at dawn' }),
      ),
    );
    await laptop.pushOk(
      laptop.queue(
        editExpense(expense.id, { description: 'Ramen dinner', category: 'other' }),
        editItem(item.id, { day: 2, position: 5, title: 'Inari shrine' }),
      ),
    );
    expect((await expenseRows(db))[0]).toMatchObject({
      amount: 1800,
      description: 'Ramen dinner',
      category: 'other',
      date: expense.date,
    });
    expect((await itemRows(db))[0]).toMatchObject({
      time: '10:30 AM',
      day: 2,
      position: 5,
      title: 'Inari shrine',
      location: 'Fushimi',
    });
    const [a, b] = [await phone.pull(), await laptop.pull()];
    expect(a.expenses).toEqual(b.expenses);
    expect(a.itineraryItems).toEqual(b.itineraryItems);
    expect(a.itineraryItems[0]).toMatchObject({ day: 2, position: 5, title: 'Inari shrine' });
  });

  it('clears optional item fields with null or an empty text', async () => {
    const { alice, item } = await editableTrip();
    const res = await alice.patch(`/api/itinerary-items/${item.id}`, {
      time: '',
      location: null,
    });
    expect(res.status).toBe(200);
    const body = itineraryItemResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ time: null, location: null, title: item.title, position: 0 });
  });

  it('rejects an edit of a row deleted on another device, saying so', async () => {
    const { phone, laptop, expense, item, db } = await editableTrip();
    await phone.pushOk(
      phone.queue(
        { name: 'deleteExpense', args: { id: expense.id } },
        { name: 'deleteItineraryItem', args: { id: item.id } },
      ),
    );
    const before = await syncedRows(db);
    const res = await laptop.pushOk(
      laptop.queue(editExpense(expense.id, { amount: 99 }), editItem(item.id, { day: 3 })),
    );
    expect(res.results).toEqual([
      { id: 1, status: 'rejected', reason: EXPENSE_DELETED_REASON },
      { id: 2, status: 'rejected', reason: ACTIVITY_DELETED_REASON },
    ]);
    expect(await syncedRows(db)).toEqual(before);
    const pulled = await laptop.pull();
    expect(pulled.rejections.map((r) => r.name)).toEqual(['updateExpense', 'updateItineraryItem']);
  });

  it('refuses a viewer (403 over REST, the reason over sync) and answers 404 to a non-member', async () => {
    const { alice, carol, expense, item, trip, db } = await editableTrip();
    await shareTrip(alice, trip.id, 'carol', 'viewer');
    const before = await syncedRows(db);
    const refused = await carol.patch(`/api/expenses/${expense.id}`, { amount: 1 });
    expect(refused.status).toBe(403);
    expect((await carol.patch(`/api/itinerary-items/${item.id}`, { title: 'Mine' })).status).toBe(
      403,
    );
    const carolPhone = new TestDevice(carol);
    const res = await carolPhone.pushOk(carolPhone.queue(editItem(item.id, { title: 'Mine' })));
    expect(res.results).toEqual([{ id: 1, status: 'rejected', reason: VIEWER_REASON }]);
    expect((await syncedRows(db)).expenses).toEqual(before.expenses);
  });

  it('answers 404 to someone who is not on the trip, like a missing id', async () => {
    const { carol, expense, item } = await editableTrip();
    const stranger = await carol.patch(`/api/expenses/${expense.id}`, { amount: 1 });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: 'Expense not found' });
    const res = await carol.patch(`/api/itinerary-items/${item.id}`, { title: 'x' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Itinerary item not found' });
  });

  it('lets an editor edit over REST and checks the patch', async () => {
    const { bob, expense } = await editableTrip();
    const res = await bob.patch(`/api/expenses/${expense.id}`, {
      amount: 2000,
      description: ' Ramen and gyoza ',
    });
    expect(res.status).toBe(200);
    expect(expenseResponseSchema.parse(await res.json())).toMatchObject({
      amount: 2000,
      description: 'Ramen and gyoza',
    });
    expect((await bob.patch(`/api/expenses/${expense.id}`, {})).status).toBe(400);
    expect((await bob.patch(`/api/expenses/${expense.id}`, { amount: -5 })).status).toBe(400);
  });

  it('refuses an amount change that leaves an exact split not adding up, and accepts it with the split', async () => {
    const { alice, aliceUser, bobUser, trip, phone, db } = await editableTrip();
    const exact = expenseBody(trip.id, {
      amount: 3000,
      paidBy: aliceUser.id,
      split: {
        kind: 'exact',
        shares: [
          { userId: aliceUser.id, amount: 1000 },
          { userId: bobUser.id, amount: 2000 },
        ],
      },
    });
    expect((await alice.post('/api/expenses', exact)).status).toBe(201);
    const refused = await alice.patch(`/api/expenses/${exact.id}`, { amount: 4000 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: SPLIT_TOTAL_MESSAGE });
    const viaSync = await phone.pushOk(phone.queue(editExpense(exact.id, { amount: 4000 })));
    expect(viaSync.results).toEqual([{ id: 1, status: 'rejected', reason: SPLIT_TOTAL_MESSAGE }]);
    expect((await expenseRows(db, 'where e.id = ?', [exact.id]))[0]?.amount).toBe(3000);

    const split = {
      kind: 'exact',
      shares: [
        { userId: aliceUser.id, amount: 1000 },
        { userId: bobUser.id, amount: 3000 },
      ],
    };
    const ok = await alice.patch(`/api/expenses/${exact.id}`, { amount: 4000, split });
    expect(ok.status).toBe(200);
    expect(expenseResponseSchema.parse(await ok.json())).toMatchObject({ amount: 4000, split });
    // An equal split follows any amount.
    const equal = { kind: 'equal', members: [aliceUser.id, bobUser.id] };
    expect((await alice.patch(`/api/expenses/${exact.id}`, { split: equal })).status).toBe(200);
    expect((await alice.patch(`/api/expenses/${exact.id}`, { amount: 777 })).status).toBe(200);
  });
});
