import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from './app-db';
import { ReadOnlyTripError } from './commit-mutation';
import { moveListItem, placeListItem } from './list-order-repo';
import { addList, addListItem } from './list-repo';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

async function listOfFour() {
  db = testDb();
  const tripId = await createTrip(db, paris);
  const listId = await addList(db, { tripId, kind: 'packing', title: 'P', visibility: 'shared' });
  const ids: string[] = [];
  for (const text of ['Passport', 'Sunscreen', 'Charger', 'Hat'])
    ids.push(await addListItem(db, { listId, text }));
  await db.outbox.clear();
  return { tripId, listId, ids };
}

const texts = async (listId: string) =>
  (await db.listItems.where('listId').equals(listId).sortBy('position')).map((i) => i.text);

describe('reordering a list on the device', () => {
  it('puts an item at a place with one queued write', async () => {
    const { listId, ids } = await listOfFour();
    expect(await placeListItem(db, ids[3]!, 1)).toBe(true);
    expect(await texts(listId)).toEqual(['Passport', 'Hat', 'Sunscreen', 'Charger']);
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => [e.name, e.args])).toEqual([
      ['updateListItem', { id: ids[3], patch: { position: 0.5 }, label: 'Hat' }],
    ]);
  });

  it('moves up and down one place, and not past either end', async () => {
    const { listId, ids } = await listOfFour();
    expect(await moveListItem(db, ids[0]!, 'up')).toBe(false);
    expect(await moveListItem(db, ids[0]!, 'down')).toBe(true);
    expect(await texts(listId)).toEqual(['Sunscreen', 'Passport', 'Charger', 'Hat']);
    expect(await moveListItem(db, ids[3]!, 'down')).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('lets a viewer reorder nothing', async () => {
    const { tripId, ids } = await listOfFour();
    await db.members.put({
      tripId,
      userId: db.userId,
      username: 'ben',
      name: 'Ben',
      role: 'viewer',
      active: true,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
    await expect(placeListItem(db, ids[3]!, 0)).rejects.toThrow(ReadOnlyTripError);
    expect(await db.outbox.count()).toBe(0);
  });
});
