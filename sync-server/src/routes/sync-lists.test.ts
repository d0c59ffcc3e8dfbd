import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_NOT_MEMBER_MESSAGE,
  CATEGORY_NOT_PACKING_MESSAGE,
  LINK_BOTH_MESSAGE,
  LINKED_ITEM_NOT_ON_TRIP_MESSAGE,
  LIST_FULL_MESSAGE,
  MAX_LIST_ITEMS,
} from '@shared/sync/list-rules';
import {
  LIST_DELETED_REASON,
  LIST_ITEM_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';
import { ChangeHub } from '../domain/sync/change-hub';
import {
  itemBody,
  shareTrip,
  sharingTestApp,
  syncedRows,
  TestDevice,
  tripBody,
} from '../testing/trip-fixtures';

function listBody(tripId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    tripId,
    kind: 'packing',
    title: 'Packing',
    visibility: 'shared',
    ...overrides,
  };
}

function listItemBody(listId: string, overrides: Record<string, unknown> = {}) {
  return { id: randomUUID(), listId, text: 'Passport', ...overrides };
}

/**
 * Alice's trip shared with Bob (editor) and Carol (viewer), each on a device of their own, with
 * a change feed that delivers at once so a test can see who was told to pull.
 */
async function sharedTrip() {
  const changes = new ChangeHub(undefined);
  const built = await sharingTestApp({ changes });
  const alices = new TestDevice(built.alice);
  const trip = tripBody();
  await alices.pushOk(alices.queue({ name: 'createTrip', args: trip }));
  await shareTrip(built.alice, trip.id, 'bob', 'editor');
  await shareTrip(built.alice, trip.id, 'carol', 'viewer');
  const bobs = new TestDevice(built.alice.another());
  await bobs.http.login('bob');
  const carols = new TestDevice(built.alice.another());
  await carols.http.login('carol');
  const told: string[] = [];
  for (const user of [built.aliceUser, built.bobUser, built.carolUser]) {
    changes.subscribe(user.id, () => told.push(user.username));
  }
  return { ...built, changes, alices, bobs, carols, trip, told };
}

const reasons = (results: { status: string; reason?: string }[]) =>
  results.map((r) => r.reason ?? r.status);

describe('sync: lists on a trip', () => {
  it('links an item to a day or an activity of the trip, and a deleted activity clears the link for everyone', async () => {
    const { alices, bobs, carols, trip } = await sharedTrip();
    const otherTrip = tripBody();
    const museum = itemBody(trip.id, { day: 2, title: 'Museum' });
    const elsewhere = itemBody(otherTrip.id);
    const todo = listBody(trip.id, { kind: 'todo', title: 'To do' });
    const tickets = listItemBody(todo.id, { text: 'Buy tram tickets', day: 2 });
    const booking = listItemBody(todo.id, { text: 'Book the museum', itineraryItemId: museum.id });
    const mine = listBody(trip.id, { kind: 'todo', visibility: 'personal' });
    const bobsOwn = listItemBody(mine.id, { text: 'Print map', itineraryItemId: museum.id });
    await alices.pushOk(
      alices.queue(
        { name: 'createTrip', args: otherTrip },
        { name: 'addItineraryItem', args: museum },
        { name: 'addItineraryItem', args: elsewhere },
        { name: 'addList', args: todo },
      ),
    );
    const linked = await alices.pushOk(
      alices.queue(
        { name: 'addListItem', args: tickets },
        { name: 'addListItem', args: booking },
        // The trip has 5 days; another trip's activity, or a day and an activity, are refused.
        { name: 'addListItem', args: listItemBody(todo.id, { day: 6 }) },
        { name: 'addListItem', args: listItemBody(todo.id, { day: 0 }) },
        { name: 'addListItem', args: listItemBody(todo.id, { itineraryItemId: elsewhere.id }) },
        {
          name: 'addListItem',
          args: listItemBody(todo.id, { day: 2, itineraryItemId: museum.id }),
        },
        { name: 'updateListItem', args: { id: tickets.id, patch: { day: 9 } } },
      ),
    );
    expect(reasons(linked.results)).toEqual([
      'applied',
      'applied',
      'Choose a day from 1 to 5',
      'args.day: Choose a day of the trip',
      LINKED_ITEM_NOT_ON_TRIP_MESSAGE,
      LINK_BOTH_MESSAGE,
      'Choose a day from 1 to 5',
    ]);
    await bobs.pushOk(
      bobs.queue({ name: 'addList', args: mine }, { name: 'addListItem', args: bobsOwn }),
    );
    expect((await carols.pull()).listItems).toMatchObject([
      { id: tickets.id, day: 2, itineraryItemId: null },
      { id: booking.id, day: null, itineraryItemId: museum.id },
    ]);

    // A link travels as one group: naming the day clears the activity.
    await bobs.pushOk(
      bobs.queue({ name: 'updateListItem', args: { id: booking.id, patch: { day: 3 } } }),
    );
    await bobs.pushOk(
      bobs.queue({
        name: 'updateListItem',
        args: { id: booking.id, patch: { itineraryItemId: museum.id } },
      }),
    );
    expect((await carols.pull()).listItems).toMatchObject([
      { id: booking.id, day: null, itineraryItemId: museum.id },
    ]);

    await alices.pushOk(alices.queue({ name: 'deleteItineraryItem', args: { id: museum.id } }));
    expect((await carols.pull()).listItems).toMatchObject([
      { id: booking.id, text: 'Book the museum', day: null, itineraryItemId: null },
    ]);
    // Bob's personal list went along, and only to him.
    const bobsPull = await bobs.pull();
    expect(bobsPull.listItems).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: bobsOwn.id, itineraryItemId: null })]),
    );
  });

  it('adds, ticks, edits and deletes a shared list, and every member pulls each change', async () => {
    const { alices, bobs, carols, trip, aliceUser, bobUser } = await sharedTrip();
    const list = listBody(trip.id);
    const passport = listItemBody(list.id, { quantity: 1, category: 'documents' });
    const socks = listItemBody(list.id, { text: 'Socks', quantity: 5, category: 'clothes' });
    const pushed = await alices.pushOk(
      alices.queue(
        { name: 'addList', args: list },
        { name: 'addListItem', args: passport },
        { name: 'addListItem', args: { ...socks, assigneeId: bobUser.id, dueDate: '2026-09-30' } },
      ),
    );
    expect(reasons(pushed.results)).toEqual(['applied', 'applied', 'applied']);
    const pulled = await carols.pull();
    expect(pulled.lists).toMatchObject([
      { id: list.id, kind: 'packing', visibility: 'shared', ownerId: aliceUser.id },
    ]);
    expect(pulled.listItems).toMatchObject([
      { id: passport.id, checked: false, quantity: 1, category: 'documents', assigneeId: null },
      { id: socks.id, assigneeId: bobUser.id, dueDate: '2026-09-30', createdBy: aliceUser.id },
    ]);

    // A tick on Bob's phone and a new text on Alice's: both stay (field-level merge).
    await bobs.pushOk(
      bobs.queue({ name: 'updateListItem', args: { id: socks.id, patch: { checked: true } } }),
    );
    await alices.pushOk(
      alices.queue({
        name: 'updateListItem',
        args: { id: socks.id, patch: { text: 'Wool socks' } },
      }),
    );
    expect((await carols.pull()).listItems).toMatchObject([
      { id: socks.id, text: 'Wool socks', checked: true, quantity: 5 },
    ]);

    await alices.pushOk(alices.queue({ name: 'deleteList', args: { id: list.id } }));
    const deleted = await carols.pull();
    expect(deleted.lists).toEqual([]);
    expect(deleted.laterTombstones).toEqual(
      expect.arrayContaining([
        { table: 'lists', id: list.id },
        { table: 'listItems', id: passport.id },
        { table: 'listItems', id: socks.id },
      ]),
    );
  });

  it('keeps a personal list for its owner alone: pull, tombstones, ids and the change feed', async () => {
    const { alices, bobs, trip, told, db } = await sharedTrip();
    const mine = listBody(trip.id, { visibility: 'personal', kind: 'todo', title: 'Mine' });
    const item = listItemBody(mine.id, { text: 'Call the bank' });
    await bobs.pull();
    told.length = 0;
    await alices.pushOk(
      alices.queue({ name: 'addList', args: mine }, { name: 'addListItem', args: item }),
    );
    // Only Alice's devices are told to pull.
    expect(new Set(told)).toEqual(new Set(['alice']));
    const alicesPull = await alices.pull(0);
    expect(alicesPull.lists?.map((l) => l.id)).toEqual([mine.id]);
    expect(alicesPull.listItems?.map((i) => i.id)).toEqual([item.id]);
    expect(await bobs.pull()).toMatchObject({ lists: [], listItems: [] });
    expect(await bobs.pull(0)).toMatchObject({ lists: [], listItems: [] });

    // Bob asking for it by id learns nothing: exactly as for an id that never was.
    const before = await syncedRows(db);
    const probe = await bobs.pushOk(
      bobs.queue(
        { name: 'updateList', args: { id: mine.id, patch: { title: 'Ha' } } },
        { name: 'updateListItem', args: { id: item.id, patch: { checked: true } } },
        { name: 'addListItem', args: listItemBody(mine.id) },
        { name: 'deleteListItem', args: { id: item.id } },
        { name: 'deleteList', args: { id: mine.id } },
        { name: 'addList', args: { ...mine, visibility: 'shared' } },
        { name: 'deleteList', args: { id: randomUUID() } },
      ),
    );
    expect(reasons(probe.results)).toEqual([
      'List not found',
      'List item not found',
      'List not found',
      'List item not found',
      'List not found',
      'List not found',
      'List not found',
    ]);
    expect(await syncedRows(db)).toEqual(before);

    // Its delete reaches Alice's other device and no one else.
    told.length = 0;
    await alices.pushOk(alices.queue({ name: 'deleteList', args: { id: mine.id } }));
    expect(new Set(told)).toEqual(new Set(['alice']));
    expect((await bobs.pull()).laterTombstones).toEqual([]);
    const laptop = new TestDevice(alices.http);
    await laptop.pull(1);
    expect((await alices.pull()).laterTombstones).toEqual(
      expect.arrayContaining([
        { table: 'lists', id: mine.id },
        { table: 'listItems', id: item.id },
      ]),
    );
    // A repeated delete by Bob is still not found: the tombstone is Alice's alone.
    const again = await bobs.pushOk(bobs.queue({ name: 'deleteList', args: { id: mine.id } }));
    expect(reasons(again.results)).toEqual(['List not found']);
  });

  it('refuses viewers, and a tick of a deleted item (a delete wins)', async () => {
    const { alices, bobs, carols, trip } = await sharedTrip();
    const list = listBody(trip.id);
    const item = listItemBody(list.id);
    await alices.pushOk(
      alices.queue({ name: 'addList', args: list }, { name: 'addListItem', args: item }),
    );
    const refused = await carols.pushOk(
      carols.queue(
        { name: 'addList', args: listBody(trip.id, { visibility: 'personal' }) },
        { name: 'addListItem', args: listItemBody(list.id) },
        { name: 'updateListItem', args: { id: item.id, patch: { checked: true } } },
        { name: 'deleteList', args: { id: list.id } },
      ),
    );
    expect(reasons(refused.results)).toEqual([
      VIEWER_REASON,
      VIEWER_REASON,
      VIEWER_REASON,
      VIEWER_REASON,
    ]);

    await alices.pushOk(alices.queue({ name: 'deleteListItem', args: { id: item.id } }));
    const late = await bobs.pushOk(
      bobs.queue(
        { name: 'updateListItem', args: { id: item.id, patch: { checked: true } } },
        { name: 'deleteListItem', args: { id: item.id } },
      ),
    );
    // The tick is refused and listed; deleting it again changes nothing.
    expect(reasons(late.results)).toEqual([LIST_ITEM_DELETED_REASON, 'applied']);
    await alices.pushOk(alices.queue({ name: 'deleteList', args: { id: list.id } }));
    const orphan = await bobs.pushOk(
      bobs.queue({ name: 'addListItem', args: listItemBody(list.id) }),
    );
    expect(reasons(orphan.results)).toEqual([LIST_DELETED_REASON]);
    expect((await bobs.pull(0)).rejections.map((r) => r.reason)).toEqual([
      LIST_ITEM_DELETED_REASON,
      LIST_DELETED_REASON,
    ]);
  });

  it('refuses bad input with a clear reason and changes nothing', async () => {
    const { alices, trip, db } = await sharedTrip();
    const list = listBody(trip.id);
    const todo = listBody(trip.id, { kind: 'todo', title: 'To do' });
    const item = listItemBody(list.id);
    await alices.pushOk(
      alices.queue(
        { name: 'addList', args: list },
        { name: 'addList', args: todo },
        { name: 'addListItem', args: item },
      ),
    );
    const before = await syncedRows(db);
    const outsider = randomUUID();
    const bad = await alices.pushOk(
      alices.queue(
        { name: 'addListItem', args: listItemBody(list.id, { text: 'x'.repeat(100_000) }) },
        { name: 'addListItem', args: listItemBody(todo.id, { dueDate: '2026-02-31' }) },
        { name: 'addListItem', args: listItemBody(list.id, { assigneeId: outsider }) },
        { name: 'updateListItem', args: { id: item.id, patch: { assigneeId: outsider } } },
        { name: 'addListItem', args: listItemBody(todo.id, { category: 'clothes' }) },
        { name: 'addListItem', args: listItemBody(list.id, { quantity: 1000 }) },
        { name: 'addListItem', args: listItemBody(list.id, { text: '   ' }) },
        { name: 'addList', args: listBody(trip.id, { kind: 'shopping' }) },
        { name: 'updateList', args: { id: list.id, patch: { visibility: 'personal' } } },
      ),
    );
    expect(reasons(bad.results)).toEqual([
      'args.text: An item can be at most 500 characters',
      'args.dueDate: Use a real date like 2026-05-31',
      ASSIGNEE_NOT_MEMBER_MESSAGE,
      ASSIGNEE_NOT_MEMBER_MESSAGE,
      CATEGORY_NOT_PACKING_MESSAGE,
      'args.quantity: Quantity can be at most 999',
      'args.text: Write what the item is',
      'args.kind: Choose packing, to-do or checklist',
      'args.patch: Nothing to update',
    ]);
    expect(await syncedRows(db)).toEqual(before);
  });

  it(`holds a list to ${MAX_LIST_ITEMS} items`, async () => {
    const { alices, trip } = await sharedTrip();
    const list = listBody(trip.id);
    await alices.pushOk(alices.queue({ name: 'addList', args: list }));
    // In batches the push envelope allows.
    for (let added = 0; added < MAX_LIST_ITEMS; added += 100) {
      const batch = Array.from({ length: 100 }, (_, i) =>
        listItemBody(list.id, { text: `Item ${added + i}`, position: added + i }),
      );
      const { results } = await alices.pushOk(
        alices.queue(...batch.map((args) => ({ name: 'addListItem', args }))),
      );
      expect(results.every((r) => r.status === 'applied')).toBe(true);
    }
    const full = await alices.pushOk(
      alices.queue({ name: 'addListItem', args: listItemBody(list.id) }),
    );
    expect(reasons(full.results)).toEqual([LIST_FULL_MESSAGE]);
  });
});
