import { describe, expect, it } from 'vitest';
import type { Mutation } from '@shared/sync/mutations';
import { addItineraryItem } from '../../web/src/db/itinerary-repo';
import { addList, addListItem } from '../../web/src/db/list-repo';
import { saveListAsTemplate } from '../../web/src/db/template-repo';
import { createTrip, deleteTrip } from '../../web/src/db/trip-repo';
import { setDayNote } from '../../web/src/db/day-note-repo';
import { applyOnDevice, type DeviceVerdict } from './equivalence-device';
import { cleanupAfterEach, kyotoTrip, openDevice, signUp, startServer } from './harness';

cleanupAfterEach();

/*
 * The change the equivalence test once saw the device take and the server refuse: a rename of a
 * list whose trip had been deleted (drawn on the list before the same step deleted its trip). Here
 * every list, list item and day-note change on a deleted trip is tried on both sides, each on its
 * own: the device through its door, the server through a second device's raw push, so the two
 * verdicts can be compared one by one.
 */

describe('changes to the lists of a deleted trip', () => {
  it('the device refuses exactly what the server refuses', async () => {
    const server = await startServer();
    const account = await signUp(server);
    const phone = openDevice(server, account);
    const db = phone.db;

    const tripId = await createTrip(db, kyotoTrip);
    await setDayNote(db, { tripId, day: 2, text: 'Museums closed' });
    const activity = await addItineraryItem(db, {
      tripId,
      day: 2,
      type: 'activity',
      title: 'Fushimi Inari',
    });
    const listId = await addList(db, {
      tripId,
      kind: 'todo',
      title: 'Before we go',
      visibility: 'shared',
    });
    const personalId = await addList(db, {
      tripId,
      kind: 'packing',
      title: 'My bag',
      visibility: 'personal',
    });
    const itemId = await addListItem(db, { listId, text: 'Buy tram tickets', day: 2 });
    const linkedId = await addListItem(db, {
      listId,
      text: 'Print the tickets',
      itineraryItemId: activity,
    });
    const packedId = await addListItem(db, {
      listId: personalId,
      text: 'Hat',
      category: 'clothes',
    });
    await saveListAsTemplate(db, personalId, 'Weekend bag');
    await phone.engine.flush();
    await deleteTrip(db, tripId);
    await phone.engine.flush();
    expect(await db.rejections.count()).toBe(0);
    expect(await db.lists.count()).toBe(0);

    const id = () => crypto.randomUUID();
    const changes: Mutation[] = [
      { name: 'updateList', args: { id: listId, patch: { title: 'Renamed' }, label: 'x' } },
      { name: 'updateList', args: { id: personalId, patch: { position: 3 }, label: 'x' } },
      { name: 'deleteList', args: { id: listId } },
      {
        name: 'addList',
        args: { id: id(), tripId, kind: 'todo', title: 'Late', visibility: 'shared' },
      },
      { name: 'addListItem', args: { id: id(), listId, text: 'Late item' } },
      {
        name: 'addListItem',
        args: { id: id(), listId: personalId, text: 'Socks', category: 'clothes' },
      },
      { name: 'updateListItem', args: { id: itemId, patch: { checked: true }, label: 'x' } },
      { name: 'updateListItem', args: { id: linkedId, patch: { day: 3 }, label: 'x' } },
      { name: 'updateListItem', args: { id: packedId, patch: { text: 'Cap' }, label: 'x' } },
      { name: 'deleteListItem', args: { id: itemId } },
      { name: 'setDayNote', args: { tripId, day: 2, text: 'Open after all' } },
      { name: 'setDayNote', args: { tripId, day: 3, text: '' } },
    ];

    const verdicts: Array<{ change: string; device: DeviceVerdict; server: string }> = [];
    for (const change of changes) {
      const device = await applyOnDevice(db, change);
      // The server's verdict on the same change, pushed as it is by a second device.
      const tablet = openDevice(server, account);
      await tablet.db.outbox.add({ ...change, createdAt: new Date().toISOString() });
      await tablet.engine.flush();
      const refused = await tablet.db.rejections.toArray();
      verdicts.push({
        change: `${change.name} ${JSON.stringify(change.args)}`,
        device,
        server: refused.length > 0 ? 'refused' : 'taken',
      });
    }

    // A delete of what the trip took with it changes nothing anywhere: the device queues nothing
    // and the server answers it as done. Every other change is refused on both sides.
    for (const v of verdicts) {
      const deletes = v.change.startsWith('deleteList');
      expect(v, v.change).toEqual({
        ...v,
        device: deletes ? 'nothing' : 'refused',
        server: deletes ? 'taken' : 'refused',
      });
    }
    expect(await db.outbox.count()).toBe(0);
  });
});
