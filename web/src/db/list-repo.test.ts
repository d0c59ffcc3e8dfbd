import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSIGNEE_NOT_MEMBER_MESSAGE, CATEGORY_NOT_PACKING_MESSAGE } from '@shared/sync/list-rules';
import { applyPull } from '../sync/apply-pull';
import type { AppDb } from './app-db';
import { InvalidChangeError, ReadOnlyTripError } from './commit-mutation';
import {
  addList,
  addListItem,
  deleteList,
  deleteListItem,
  setListItemChecked,
  updateListItem,
} from './list-repo';
import { addItineraryItem, deleteItineraryItem } from './itinerary-repo';
import { paris, testDb } from './test-db';
import { createTrip, deleteTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

async function packingList() {
  db = testDb();
  const tripId = await createTrip(db, paris);
  const listId = await addList(db, {
    tripId,
    kind: 'packing',
    title: 'Packing',
    visibility: 'shared',
  });
  return { tripId, listId };
}

describe('lists on the device', () => {
  it('links an item to a day or an activity of the trip, and deleting the activity clears it', async () => {
    const { tripId, listId } = await packingList();
    const museum = await addItineraryItem(db, {
      tripId,
      day: 2,
      title: 'Louvre',
      type: 'activity',
    });
    const otherTrip = await createTrip(db, { ...paris, title: 'Elsewhere' });
    const elsewhere = await addItineraryItem(db, {
      tripId: otherTrip,
      day: 1,
      title: 'Bus',
      type: 'transport',
    });
    const tickets = await addListItem(db, { listId, text: 'Buy tickets', day: 2 });
    const book = await addListItem(db, { listId, text: 'Book', itineraryItemId: museum });
    // Paris in spring has 5 days; another trip's activity and both at once are refused.
    await expect(addListItem(db, { listId, text: 'Late', day: 6 })).rejects.toThrow(
      'Choose a day from 1 to 5',
    );
    await expect(
      addListItem(db, { listId, text: 'Bus pass', itineraryItemId: elsewhere }),
    ).rejects.toThrow('Items can only be linked to activities of this trip');
    await expect(
      addListItem(db, { listId, text: 'Both', day: 2, itineraryItemId: museum }),
    ).rejects.toThrow('Link an item to a day or to an activity, not both');
    expect(await db.listItems.where('listId').equals(listId).count()).toBe(2);

    // A new link replaces the other kind at once.
    await updateListItem(db, tickets, { itineraryItemId: museum });
    expect(await db.listItems.get(tickets)).toMatchObject({ day: null, itineraryItemId: museum });

    await deleteItineraryItem(db, museum);
    expect(await db.listItems.get(book)).toMatchObject({ text: 'Book', itineraryItemId: null });
    expect(await db.listItems.get(tickets)).toMatchObject({ itineraryItemId: null });
  });

  it('adds a list and items with their outbox entries, this user owning the list', async () => {
    const { tripId, listId } = await packingList();
    const a = await addListItem(db, { listId, text: ' Passport ', quantity: 1 });
    const b = await addListItem(db, { listId, text: 'Socks', category: 'clothes' });
    expect(await db.lists.get(listId)).toMatchObject({ tripId, ownerId: db.userId, position: 0 });
    expect(await db.listItems.get(a)).toMatchObject({
      text: 'Passport',
      tripId,
      checked: false,
      position: 0,
    });
    expect((await db.listItems.get(b))?.position).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      'createTrip',
      'addList',
      'addListItem',
      'addListItem',
    ]);
  });

  it('queues a tick as a patch of the tick alone, shown at once', async () => {
    const { listId } = await packingList();
    const id = await addListItem(db, { listId, text: 'Charger' });
    await setListItemChecked(db, id, true);
    expect((await db.listItems.get(id))?.checked).toBe(true);
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      name: 'updateListItem',
      args: { id, patch: { checked: true }, label: 'Charger' },
    });
  });

  it('refuses what the server would refuse, and queues nothing', async () => {
    const { tripId, listId } = await packingList();
    const todo = await addList(db, {
      tripId,
      kind: 'todo',
      title: 'To do',
      visibility: 'personal',
    });
    const queued = await db.outbox.count();
    await expect(addListItem(db, { listId, text: 'x'.repeat(100_000) })).rejects.toThrow(
      new InvalidChangeError('An item can be at most 500 characters'),
    );
    await expect(
      addListItem(db, { listId: todo, text: 'Pay', dueDate: '2026-02-31' }),
    ).rejects.toThrow(InvalidChangeError);
    await expect(
      addListItem(db, { listId, text: 'Tent', assigneeId: crypto.randomUUID() }),
    ).rejects.toThrow(new InvalidChangeError(ASSIGNEE_NOT_MEMBER_MESSAGE));
    await expect(
      addListItem(db, { listId: todo, text: 'Hat', category: 'clothes' }),
    ).rejects.toThrow(new InvalidChangeError(CATEGORY_NOT_PACKING_MESSAGE));
    const id = await addListItem(db, { listId, text: 'Map', assigneeId: db.userId });
    await expect(updateListItem(db, id, { assigneeId: crypto.randomUUID() })).rejects.toThrow(
      new InvalidChangeError(ASSIGNEE_NOT_MEMBER_MESSAGE),
    );
    expect(await db.outbox.count()).toBe(queued + 1);
  });

  it('lets a viewer change nothing', async () => {
    const { tripId, listId } = await packingList();
    const id = await addListItem(db, { listId, text: 'Passport' });
    await db.members.put({
      tripId,
      userId: db.userId,
      username: 'ben',
      name: 'Ben',
      role: 'viewer',
      active: true,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
    await expect(setListItemChecked(db, id, true)).rejects.toThrow(ReadOnlyTripError);
    await expect(addListItem(db, { listId, text: 'Hat' })).rejects.toThrow(ReadOnlyTripError);
  });

  it('takes a list’s items with it, and a trip’s lists with the trip', async () => {
    const { tripId, listId } = await packingList();
    const id = await addListItem(db, { listId, text: 'Passport' });
    await deleteList(db, listId);
    expect(await db.listItems.get(id)).toBeUndefined();
    await deleteListItem(db, id); // Gone already: nothing to queue.
    expect((await db.outbox.toArray()).at(-1)?.name).toBe('deleteList');
    const other = await addList(db, {
      tripId,
      kind: 'checklist',
      title: 'C',
      visibility: 'shared',
    });
    await addListItem(db, { listId: other, text: 'Lock the door' });
    await deleteTrip(db, tripId);
    expect(await db.lists.count()).toBe(0);
    expect(await db.listItems.count()).toBe(0);
  });

  it('drops a list and its items when a pull brings their tombstones', async () => {
    const { listId } = await packingList();
    const id = await addListItem(db, { listId, text: 'Passport' });
    const last = (await db.outbox.orderBy(':id').last())?.id ?? 0;
    await applyPull(
      db,
      {
        cursor: 9,
        reset: false,
        lastMutationId: last,
        trips: [],
        itineraryItems: [],
        expenses: [],
        documents: [],
        members: [],
        tombstones: [],
        rejections: [],
        laterTombstones: [{ table: 'lists', id: listId }],
      },
      { replace: false, at: new Date().toISOString() },
    );
    expect(await db.lists.get(listId)).toBeUndefined();
    expect(await db.listItems.get(id)).toBeUndefined();
  });
});
