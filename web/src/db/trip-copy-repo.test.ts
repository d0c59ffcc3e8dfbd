import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { AppDb } from './app-db';
import { setDayNote } from './day-note-repo';
import { addExpense } from './expense-repo';
import { addItineraryItem } from './itinerary-repo';
import { addList, addListItem, setListItemChecked } from './list-repo';
import { addStop } from './stop-repo';
import { paris, testDb } from './test-db';
import { copyTrip } from './trip-copy-repo';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const lyon = {
  name: 'Lyon',
  latitude: 45.76,
  longitude: 4.84,
  source: 'gazetteer' as const,
};

/** Paris, 10 to 14 April, with a stop, two items, a day note, a ticked list and an expense. */
async function tripToCopy() {
  db = testDb();
  const tripId = await createTrip(db, { ...paris, currency: 'EUR' });
  await addStop(db, { tripId, place: lyon, startDate: '2026-04-13', endDate: '2026-04-14' });
  const louvre = await addItineraryItem(db, {
    tripId,
    day: 1,
    type: 'activity',
    title: 'Louvre',
    time: '10:00',
  });
  await addItineraryItem(db, { tripId, day: 4, type: 'transport', title: 'TGV to Lyon' });
  await setDayNote(db, { tripId, day: 2, text: 'Museums closed' });
  const listId = await addList(db, { tripId, kind: 'packing', title: 'Bag', visibility: 'shared' });
  const ticked = await addListItem(db, { listId, text: 'Passport' });
  await setListItemChecked(db, ticked, true);
  await addListItem(db, { listId, text: 'Book the Louvre', itineraryItemId: louvre });
  await addExpense(db, {
    tripId,
    description: 'Dinner',
    amount: 4200,
    currency: 'EUR',
    category: 'food',
    date: '2026-04-10',
  });
  await db.outbox.clear();
  return tripId;
}

describe('copyTrip', () => {
  it('makes the copy on this device and queues its creates, with new ids and shifted days', async () => {
    const sourceId = await tripToCopy();
    const copyId = await copyTrip(db, sourceId, { title: 'Paris again', startDate: '2026-09-01' });

    expect(copyId).not.toBe(sourceId);
    expect(await db.trips.get(copyId)).toMatchObject({
      title: 'Paris again',
      startDate: '2026-09-01',
      endDate: '2026-09-05',
      notes: 'Museums first',
      budget: 150_000,
      currency: 'EUR',
      userId: db.userId,
      dayNotes: { '2': 'Museums closed' },
    });
    const stops = await db.stops.where('tripId').equals(copyId).toArray();
    expect(stops.map((s) => [s.place.name, s.startDate, s.endDate])).toEqual([
      ['Lyon', '2026-09-04', '2026-09-05'],
    ]);
    const items = await db.itineraryItems.where('tripId').equals(copyId).sortBy('day');
    expect(items.map((i) => [i.day, i.title, i.time])).toEqual([
      [1, 'Louvre', '10:00'],
      [4, 'TGV to Lyon', null],
    ]);
    const listItems = await db.listItems.where('tripId').equals(copyId).sortBy('position');
    expect(listItems.map((i) => [i.text, i.checked])).toEqual([
      ['Passport', false],
      ['Book the Louvre', false],
    ]);
    // The link to the Louvre goes to the copy's Louvre, not the original's.
    expect(listItems[1]?.itineraryItemId).toBe(items[0]?.id);
    expect(await db.expenses.where('tripId').equals(copyId).count()).toBe(0);
    // The original is untouched: its tick stays.
    // (Found by its text: the index orders a trip's items by their random ids.)
    const original = await db.listItems.where('tripId').equals(sourceId).toArray();
    expect(original.find((i) => i.text === 'Passport')?.checked).toBe(true);

    const queued = await db.outbox.toArray();
    expect(queued.map((e) => e.name)).toEqual([
      'createTrip',
      'setDayNote',
      'addStop',
      'addItineraryItem',
      'addItineraryItem',
      'addList',
      'addListItem',
      'addListItem',
    ]);
    const oldIds = new Set([
      sourceId,
      ...(await db.stops.where('tripId').equals(sourceId).primaryKeys()),
      ...(await db.itineraryItems.where('tripId').equals(sourceId).primaryKeys()),
      ...(await db.lists.where('tripId').equals(sourceId).primaryKeys()),
      ...(await db.listItems.where('tripId').equals(sourceId).primaryKeys()),
    ]);
    for (const entry of queued) {
      const args = entry.args as { id?: string; tripId?: string };
      if (args.id) expect(oldIds.has(args.id)).toBe(false);
      if (args.tripId) expect(args.tripId).toBe(copyId);
    }
  });

  it('writes nothing and queues nothing when any part of the copy is refused', async () => {
    const sourceId = await tripToCopy();
    // A list item whose text the contract now refuses, as a row from an older device could be:
    // the trip, stop and items before it must not be left behind.
    const item = await db.listItems.where('tripId').equals(sourceId).first();
    await db.listItems.update(item!.id, { text: '' });
    const tripsBefore = await db.trips.count();

    await expect(
      copyTrip(db, sourceId, { title: 'Paris again', startDate: '2026-09-01' }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await db.trips.count()).toBe(tripsBefore);
    expect(await db.stops.count()).toBe(1);
    expect(await db.itineraryItems.count()).toBe(2);
    expect(await db.lists.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a blank title with the form words, nothing queued', async () => {
    const sourceId = await tripToCopy();
    await expect(copyTrip(db, sourceId, { title: ' ', startDate: '2026-09-01' })).rejects.toThrow(
      'Trip title is required',
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it("lets a viewer copy into a trip of their own, without another member's personal list", async () => {
    const sourceId = await tripToCopy();
    const owner = crypto.randomUUID();
    const listId = (await db.lists.where('tripId').equals(sourceId).first())!.id;
    const secret = { ...(await db.lists.get(listId))!, id: crypto.randomUUID() };
    // The trip is someone else's and this user only views it, as a pull leaves it.
    await db.trips.update(sourceId, { userId: owner });
    await db.lists.put({ ...secret, title: 'Secret', visibility: 'personal', ownerId: owner });
    const member = { tripId: sourceId, username: 'x', name: 'X', active: true, joinedAt: '' };
    await db.members.bulkPut([
      { ...member, userId: owner, role: 'owner' },
      { ...member, userId: db.userId, role: 'viewer' },
    ]);
    await db.listItems.toCollection().modify({ assigneeId: owner });

    const copyId = await copyTrip(db, sourceId, { title: 'My Paris', startDate: '2026-04-10' });
    expect((await db.trips.get(copyId))?.userId).toBe(db.userId);
    const copied = await db.lists.where('tripId').equals(copyId).toArray();
    expect(copied.map((l) => [l.title, l.ownerId])).toEqual([['Bag', db.userId]]);
    const items = await db.listItems.where('tripId').equals(copyId).toArray();
    expect(items.map((i) => i.assigneeId)).toEqual([null, null]);
    expect((await db.outbox.toArray()).map((e) => e.name)).toContain('createTrip');
  });
});
