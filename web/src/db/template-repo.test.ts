import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '@shared/domain/built-in-templates';
import { applyPull } from '../sync/apply-pull';
import type { AppDb } from './app-db';
import { InvalidChangeError } from './commit-mutation';
import { addList, addListItem, setListItemChecked } from './list-repo';
import {
  deleteTemplate,
  saveListAsTemplate,
  saveTemplate,
  startListFromTemplate,
} from './template-repo';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const emptyPull = {
  reset: false,
  lastMutationId: 0,
  trips: [],
  itineraryItems: [],
  expenses: [],
  documents: [],
  members: [],
  tombstones: [],
  rejections: [],
};

describe('list templates on the device', () => {
  it('saves a list as a template: text, quantity and category in order, no ticks or assignees', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const listId = await addList(db, {
      tripId,
      kind: 'packing',
      title: 'Paris',
      visibility: 'shared',
    });
    const socks = await addListItem(db, {
      listId,
      text: 'Socks',
      quantity: 3,
      category: 'clothes',
    });
    await addListItem(db, {
      listId,
      text: 'Passport',
      category: 'documents',
      dueDate: '2026-05-01',
      assigneeId: db.userId,
    });
    await setListItemChecked(db, socks, true);

    const id = await saveListAsTemplate(db, listId, ' City break ');
    expect(await db.listTemplates.get(id)).toMatchObject({
      id,
      ownerId: db.userId,
      name: 'City break',
      kind: 'packing',
      items: [
        { text: 'Socks', quantity: 3, category: 'clothes' },
        { text: 'Passport', quantity: null, category: 'documents' },
      ],
    });
    const queued = await db.outbox.toArray();
    expect(queued.at(-1)).toMatchObject({
      name: 'saveListTemplate',
      args: { id, name: 'City break' },
    });
  });

  it('starts a list on another trip from a template, unticked, in one go', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const templateId = await saveTemplate(db, {
      name: 'Ski',
      kind: 'packing',
      items: [
        { text: 'Goggles', category: 'other' },
        { text: 'Wool socks', quantity: 4, category: 'clothes' },
      ],
    });
    const template = await db.listTemplates.get(templateId);
    const listId = await startListFromTemplate(
      db,
      { tripId, kind: 'packing', title: 'Ski', visibility: 'personal' },
      template?.items ?? [],
    );
    expect(await db.lists.get(listId)).toMatchObject({
      tripId,
      title: 'Ski',
      visibility: 'personal',
    });
    const items = await db.listItems.where('listId').equals(listId).sortBy('position');
    expect(items.map((i) => [i.text, i.quantity, i.category, i.checked])).toEqual([
      ['Goggles', null, 'other', false],
      ['Wool socks', 4, 'clothes', false],
    ]);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      'createTrip',
      'saveListTemplate',
      'addList',
      'addListItem',
      'addListItem',
    ]);
  });

  it('starts a to-do list from a packing template without its categories', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const beach = BUILT_IN_TEMPLATES.find((t) => t.key === 'beach');
    const listId = await startListFromTemplate(
      db,
      { tripId, kind: 'checklist', title: 'Beach', visibility: 'shared' },
      beach?.items ?? [],
    );
    const items = await db.listItems.where('listId').equals(listId).toArray();
    expect(items).toHaveLength(beach?.items.length ?? -1);
    expect(items.every((i) => i.category === null)).toBe(true);
  });

  it('queues nothing when a list from a template is refused', async () => {
    db = testDb();
    const before = await db.outbox.count();
    await expect(
      startListFromTemplate(
        db,
        { tripId: crypto.randomUUID(), kind: 'todo', title: 'Jobs', visibility: 'shared' },
        [{ text: 'Call', quantity: null, category: null }],
      ),
    ).rejects.toThrow('Trip not found');
    expect(await db.outbox.count()).toBe(before);
    expect(await db.lists.count()).toBe(0);
  });

  it('refuses a blank name, and deletes a template once', async () => {
    db = testDb();
    await expect(saveTemplate(db, { name: ' ', kind: 'todo', items: [] })).rejects.toThrow(
      new InvalidChangeError('Give the template a name'),
    );
    const id = await saveTemplate(db, { name: 'Jobs', kind: 'todo', items: [] });
    await deleteTemplate(db, id);
    await deleteTemplate(db, id);
    expect(await db.listTemplates.count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      'saveListTemplate',
      'deleteListTemplate',
    ]);
  });

  it('takes pulled templates and their tombstones', async () => {
    db = testDb();
    const id = crypto.randomUUID();
    const template = {
      id,
      ownerId: db.userId,
      name: 'Winter',
      kind: 'packing' as const,
      items: [{ text: 'Gloves', quantity: null, category: 'clothes' as const }],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const at = '2026-01-02T00:00:00.000Z';
    await applyPull(
      db,
      { ...emptyPull, cursor: 1, listTemplates: [template] },
      { replace: false, at },
    );
    expect(await db.listTemplates.get(id)).toEqual(template);
    await applyPull(
      db,
      { ...emptyPull, cursor: 2, laterTombstones: [{ table: 'listTemplates', id }] },
      { replace: false, at },
    );
    expect(await db.listTemplates.get(id)).toBeUndefined();
  });
});
