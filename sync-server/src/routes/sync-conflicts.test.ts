import { describe, expect, it } from 'vitest';
import { TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import {
  expenseBody,
  expenseRows,
  itemBody,
  itemRows,
  TestDevice,
  tripBody,
  tripRows,
  tripTestApp,
} from '../testing/trip-fixtures';

/** Two devices of one traveller, both having pulled a shared trip. */
async function twoDevicesWithTrip() {
  const built = await tripTestApp();
  const phone = new TestDevice(built.alice);
  const laptop = new TestDevice(built.alice);
  const trip = tripBody();
  await phone.pushOk(phone.queue({ name: 'createTrip', args: trip }));
  await phone.pull();
  await laptop.pull();
  return { ...built, phone, laptop, trip };
}

const patch = (id: string, fields: Record<string, unknown>) => ({
  name: 'updateTrip',
  args: { id, patch: fields },
});

describe('sync conflict rules', () => {
  it('keeps edits to different fields from two devices', async () => {
    const { phone, laptop, trip, db } = await twoDevicesWithTrip();
    await phone.pushOk(phone.queue(patch(trip.id, { title: 'Kyoto by train' })));
    await laptop.pushOk(laptop.queue(patch(trip.id, { notes: 'Book the ryokan' })));
    expect((await tripRows(db))[0]).toMatchObject({
      title: 'Kyoto by train',
      notes: 'Book the ryokan',
      budget: trip.budget,
    });
    // Both devices converge on the same row.
    const [a, b] = [await phone.pull(), await laptop.pull()];
    expect(a.trips).toEqual(b.trips);
    expect(a.trips[0]).toMatchObject({ title: 'Kyoto by train', notes: 'Book the ryokan' });
  });

  it('lets the later-applied edit win for the same field, whatever the device clocks say', async () => {
    const { phone, laptop, trip, db, clock } = await twoDevicesWithTrip();
    // The laptop edited first in the traveller's time but reaches the server last.
    await phone.pushOk(phone.queue(patch(trip.id, { title: 'Phone title' })));
    clock.advance(1000);
    await laptop.pushOk(laptop.queue(patch(trip.id, { title: 'Laptop title' })));
    expect((await tripRows(db))[0]?.title).toBe('Laptop title');
    const seenByPhone = await phone.pull();
    expect(seenByPhone.trips[0]?.title).toBe('Laptop title');
    expect(seenByPhone.trips[0]?.updatedAt).toBe(clock.now().toISOString());
  });

  it('lets a delete win over a later edit from another device', async () => {
    const { phone, laptop, trip, db } = await twoDevicesWithTrip();
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: trip.id } }));
    const res = await laptop.pushOk(laptop.queue(patch(trip.id, { title: 'Too late' })));
    expect(res.results).toEqual([{ id: 1, status: 'rejected', reason: TRIP_DELETED_REASON }]);
    expect(await tripRows(db)).toHaveLength(0);
    const pulled = await laptop.pull();
    expect(pulled.tombstones).toEqual([{ table: 'trips', id: trip.id }]);
    expect(pulled.rejections).toEqual([
      expect.objectContaining({ mutationId: 1, name: 'updateTrip', reason: TRIP_DELETED_REASON }),
    ]);
  });

  it('rejects items and expenses added offline to a trip deleted elsewhere, never resurrecting it', async () => {
    const { phone, laptop, trip, db } = await twoDevicesWithTrip();
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: trip.id } }));
    const offline = laptop.queue(
      { name: 'addExpense', args: expenseBody(trip.id) },
      { name: 'addItineraryItem', args: itemBody(trip.id) },
      { name: 'createTrip', args: tripBody({ title: 'Another trip' }) },
    );
    const res = await laptop.pushOk(offline);
    expect(res.results).toEqual([
      { id: 1, status: 'rejected', reason: TRIP_DELETED_REASON },
      { id: 2, status: 'rejected', reason: TRIP_DELETED_REASON },
      { id: 3, status: 'applied' },
    ]);
    expect((await tripRows(db)).map((t) => t.title)).toEqual(['Another trip']);
    expect(await expenseRows(db)).toHaveLength(0);
    expect(await itemRows(db)).toHaveLength(0);
    const pulled = await laptop.pull();
    expect(pulled.rejections.map((r) => [r.mutationId, r.name, r.reason])).toEqual([
      [1, 'addExpense', TRIP_DELETED_REASON],
      [2, 'addItineraryItem', TRIP_DELETED_REASON],
    ]);
    expect(pulled.rejections[0]?.args).toMatchObject({ tripId: trip.id, amount: 1250 });
  });

  it('treats deleting what another device already deleted as done', async () => {
    const { phone, laptop, trip } = await twoDevicesWithTrip();
    const expense = expenseBody(trip.id);
    await phone.pushOk(phone.queue({ name: 'addExpense', args: expense }));
    await laptop.pull();
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: trip.id } }));
    const res = await laptop.pushOk(
      laptop.queue(
        { name: 'deleteExpense', args: { id: expense.id } },
        { name: 'deleteTrip', args: { id: trip.id } },
      ),
    );
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });

  it('ends both devices in the same state whichever order their edits arrive in', async () => {
    const finalTitles: string[] = [];
    for (const order of [
      ['phone', 'laptop'],
      ['laptop', 'phone'],
    ] as const) {
      const { phone, laptop, trip } = await twoDevicesWithTrip();
      const devices = { phone, laptop };
      const edits = {
        phone: patch(trip.id, { title: 'From phone', budget: 100 }),
        laptop: patch(trip.id, { title: 'From laptop', notes: 'From laptop' }),
      };
      for (const name of order) await devices[name].pushOk(devices[name].queue(edits[name]));
      const [a, b] = [await phone.pull(0), await laptop.pull(0)];
      expect(a.trips).toEqual(b.trips);
      expect(a.trips[0]).toMatchObject({ budget: 100, notes: 'From laptop' });
      finalTitles.push(a.trips[0]!.title);
    }
    // Same field: the edit applied last wins in each run.
    expect(finalTitles).toEqual(['From laptop', 'From phone']);
  });
});
