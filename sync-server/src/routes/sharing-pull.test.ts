import { describe, expect, it } from 'vitest';
import type { PullResponse } from '@shared/sync/messages';
import { ACCESS_REMOVED_REASON, TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import {
  expenseBody,
  itemBody,
  shareTrip,
  sharingTestApp,
  syncedRows,
  TestDevice,
  tripWithRows,
} from '../testing/trip-fixtures';

/** Alice's trip with an expense and an item, shared with Bob as editor; Bob's phone has it all. */
async function bobOnAlicesTrip() {
  const built = await sharingTestApp();
  const rows = await tripWithRows(built.alice);
  await shareTrip(built.alice, rows.trip.id, 'bob', 'editor');
  const phone = new TestDevice(built.bob);
  const first = await phone.pull();
  expect(first.trips.map((t) => t.id)).toEqual([rows.trip.id]);
  return {
    ...built,
    ...rows,
    phone,
    bobPath: `/api/trips/${rows.trip.id}/members/${built.bobUser.id}`,
  };
}

/** Edits of every kind to the trip, as Bob's phone would queue them offline. */
function offlineEdits(w: Awaited<ReturnType<typeof bobOnAlicesTrip>>) {
  return w.phone.queue(
    { name: 'updateTrip', args: { id: w.trip.id, patch: { title: 'Bob was here' } } },
    { name: 'addExpense', args: expenseBody(w.trip.id) },
    { name: 'addItineraryItem', args: itemBody(w.trip.id) },
    { name: 'deleteExpense', args: { id: w.expense.id } },
    { name: 'deleteItineraryItem', args: { id: w.item.id } },
  );
}

/** Nothing of any trip: no row, member or tombstone. */
function expectNothing(pulled: PullResponse) {
  expect(pulled).toMatchObject({
    trips: [],
    itineraryItems: [],
    expenses: [],
    members: [],
    tombstones: [],
  });
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('pull on shared trips', () => {
  it.each([
    ['removed by the owner', 'alice'],
    ['leaving', 'bob'],
  ] as const)(
    'refuses the queued changes of a member %s, whose next pull only drops the trip',
    async (_how, who) => {
      const w = await bobOnAlicesTrip();
      const queued = offlineEdits(w);
      expect((await w[who].delete(w.bobPath)).status).toBe(200);

      const before = await syncedRows(w.db);
      const { results } = await w.phone.pushOk(queued);
      expect(results).toEqual(
        queued.map((m) => ({ id: m.id, status: 'rejected', reason: ACCESS_REMOVED_REASON })),
      );
      expect(await syncedRows(w.db)).toEqual(before);

      const pulled = await w.phone.pull();
      expect(pulled).toMatchObject({
        trips: [],
        itineraryItems: [],
        expenses: [],
        members: [],
        tombstones: [{ table: 'trips', id: w.trip.id }],
      });
      expect(pulled.rejections.map((r) => [r.name, r.reason])).toEqual(
        queued.map((m) => [m.name, ACCESS_REMOVED_REASON]),
      );
      // Alice sees him as a former member; whatever she does next, Bob hears nothing of it.
      const alicePhone = new TestDevice(w.alice);
      const members = (await alicePhone.pull()).members;
      expect(members.map((m) => [m.username, m.active])).toEqual([
        ['alice', true],
        ['bob', false],
      ]);
      await alicePhone.pushOk(
        alicePhone.queue(
          { name: 'updateTrip', args: { id: w.trip.id, patch: { title: 'Without Bob' } } },
          { name: 'addExpense', args: expenseBody(w.trip.id) },
          { name: 'deleteItineraryItem', args: { id: w.item.id } },
        ),
      );
      expectNothing(await w.phone.pull());
      await alicePhone.pushOk(alicePhone.queue({ name: 'deleteTrip', args: { id: w.trip.id } }));
      expectNothing(await w.phone.pull());
    },
  );

  it("refuses a member's queued edits to a trip the owner deleted; his queued deletes are done", async () => {
    const w = await bobOnAlicesTrip();
    const queued = offlineEdits(w);
    expect((await w.alice.delete(`/api/trips/${w.trip.id}`)).status).toBe(200);

    const before = await syncedRows(w.db);
    const { results } = await w.phone.pushOk(queued);
    // The deletes find their rows already deleted with the trip: a delete wins anyway.
    expect(results).toEqual([
      { id: 1, status: 'rejected', reason: TRIP_DELETED_REASON },
      { id: 2, status: 'rejected', reason: TRIP_DELETED_REASON },
      { id: 3, status: 'rejected', reason: TRIP_DELETED_REASON },
      { id: 4, status: 'applied' },
      { id: 5, status: 'applied' },
    ]);
    expect(await syncedRows(w.db)).toEqual(before);
    expect(before.trips).toEqual([]);

    const pulled = await w.phone.pull();
    expect(pulled).toMatchObject({
      trips: [],
      itineraryItems: [],
      expenses: [],
      members: [],
      tombstones: [{ table: 'trips', id: w.trip.id }],
    });
    expect(pulled.rejections.map((r) => r.mutationId)).toEqual([1, 2, 3]);
    expectNothing(await w.phone.pull());
  });

  it('sends the whole trip, older rows too, to a member invited while his device was offline', async () => {
    const { alice, bob, carol, aliceUser, bobUser } = await sharingTestApp();
    const { trip, expense, item } = await tripWithRows(alice);
    const bobPhone = new TestDevice(bob);
    const carolPhone = new TestDevice(carol);
    expectNothing(await bobPhone.pull());
    expectNothing(await carolPhone.pull());
    const cursorN = bobPhone.cursor;
    // Alice goes on planning before and after Bob's device last pulled.
    const later = itemBody(trip.id, { title: 'Nara deer park', day: 2 });
    expect((await alice.post('/api/itinerary-items', later)).status).toBe(201);
    await shareTrip(alice, trip.id, 'bob', 'viewer');

    const pulled = await bobPhone.pull(cursorN);
    expect(pulled.reset).toBe(false);
    expect(pulled.trips.map((t) => [t.id, t.userId])).toEqual([[trip.id, aliceUser.id]]);
    expect(ids(pulled.expenses)).toEqual([expense.id]);
    expect(ids(pulled.itineraryItems)).toEqual(ids([item, later]));
    expect(pulled.expenses[0]).toMatchObject({
      createdBy: aliceUser.id,
      paidBy: null,
      split: null,
      kind: 'expense',
    });
    expect(pulled.itineraryItems.every((i) => i.createdBy === aliceUser.id)).toBe(true);
    expect(pulled.members.map((m) => [m.userId, m.role, m.active])).toEqual([
      [aliceUser.id, 'owner', true],
      [bobUser.id, 'viewer', true],
    ]);
    expect(pulled.tombstones).toEqual([]);

    // Carol was never invited: her pulls, and the members list, know nothing of the trip.
    expectNothing(await carolPhone.pull());
    expectNothing(await new TestDevice(carol).pull(0));
    const list = await carol.get(`/api/trips/${trip.id}/members`);
    expect(list.status).toBe(404);
    expect(await list.json()).toEqual({ message: 'Trip not found' });
  });

  it('sends the whole trip again to a removed member who is invited back', async () => {
    const w = await bobOnAlicesTrip();
    expect((await w.alice.delete(w.bobPath)).status).toBe(200);
    const dropped = await w.phone.pull();
    expect(dropped.tombstones).toEqual([{ table: 'trips', id: w.trip.id }]);
    // While Bob is away Alice adds an expense; then she invites him back as a viewer.
    const meanwhile = expenseBody(w.trip.id, { description: 'Tea ceremony' });
    expect((await w.alice.post('/api/expenses', meanwhile)).status).toBe(201);
    await shareTrip(w.alice, w.trip.id, 'bob', 'viewer');

    const back = await w.phone.pull();
    expect(back.reset).toBe(false);
    expect(back.trips.map((t) => t.id)).toEqual([w.trip.id]);
    expect(ids(back.expenses)).toEqual(ids([w.expense, meanwhile]));
    expect(ids(back.itineraryItems)).toEqual([w.item.id]);
    expect(back.members.map((m) => [m.username, m.role, m.active])).toEqual([
      ['alice', 'owner', true],
      ['bob', 'viewer', true],
    ]);
    expect(back.tombstones).toEqual([]);
    // And from then on only what changes.
    const quiet = await w.phone.pull();
    expect(quiet).toMatchObject({ trips: [], expenses: [], itineraryItems: [], members: [] });
  });

  it('never sends a non-member a row, member or tombstone of the trip', async () => {
    const w = await bobOnAlicesTrip();
    const carolPhone = new TestDevice(w.carol);
    const alicePhone = new TestDevice(w.alice);
    expectNothing(await carolPhone.pull());
    const steps: (() => Promise<unknown>)[] = [
      () =>
        alicePhone.pushOk(alicePhone.queue({ name: 'addExpense', args: expenseBody(w.trip.id) })),
      () => w.alice.patch(`/api/trips/${w.trip.id}/members/${w.bobUser.id}`, { role: 'viewer' }),
      () => w.alice.delete(`/api/itinerary-items/${w.item.id}`),
      () => w.alice.delete(w.bobPath),
      () => w.alice.delete(`/api/trips/${w.trip.id}`),
    ];
    for (const step of steps) {
      await step();
      expectNothing(await carolPhone.pull());
    }
    expectNothing(await new TestDevice(w.carol).pull(0));
  });
});
