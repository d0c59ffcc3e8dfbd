import { describe, expect, it } from 'vitest';
import { purgeTombstonesBefore } from '../domain/writes/tombstones';
import { currentVersion } from '../domain/writes/versions';
import { expenseBody, itemBody, tripBody, tripTestApp, TestDevice } from '../testing/trip-fixtures';

describe('sync pull', () => {
  it('answers a full snapshot of only this user’s rows at cursor 0', async () => {
    const { alice, bob, db } = await tripTestApp();
    const phone = new TestDevice(alice);
    const trip = tripBody();
    await phone.pushOk(
      phone.queue(
        { name: 'createTrip', args: trip },
        { name: 'addExpense', args: expenseBody(trip.id) },
        { name: 'addItineraryItem', args: itemBody(trip.id) },
      ),
    );
    const bobs = new TestDevice(bob);
    await bobs.pushOk(bobs.queue({ name: 'createTrip', args: tripBody({ title: "Bob's" }) }));

    const snapshot = await phone.pull(0);
    expect(snapshot.reset).toBe(false);
    expect(snapshot.cursor).toBe(await currentVersion(db.$statements));
    expect(snapshot.lastMutationId).toBe(3);
    expect(snapshot.trips.map((t) => t.title)).toEqual(['Autumn in Kyoto']);
    expect(snapshot.expenses.map((e) => e.description)).toEqual(['Ramen']);
    expect(snapshot.itineraryItems.map((i) => i.title)).toEqual(['Fushimi Inari']);
    expect(snapshot).toMatchObject({ tombstones: [], rejections: [] });
    // The server-only version column never leaves the server.
    expect(snapshot.trips[0]).not.toHaveProperty('version');
  });

  it('answers only rows and tombstones newer than the cursor', async () => {
    const { alice } = await tripTestApp();
    const phone = new TestDevice(alice);
    const laptop = new TestDevice(alice);
    const kept = tripBody({ title: 'Kept' });
    const doomed = tripBody({ title: 'Doomed' });
    const doomedExpense = expenseBody(doomed.id);
    await phone.pushOk(
      phone.queue(
        { name: 'createTrip', args: kept },
        { name: 'createTrip', args: doomed },
        { name: 'addExpense', args: doomedExpense },
      ),
    );
    await laptop.pull();

    const keptExpense = expenseBody(kept.id);
    await phone.pushOk(
      phone.queue(
        { name: 'addExpense', args: keptExpense },
        { name: 'deleteTrip', args: { id: doomed.id } },
      ),
    );
    const changes = await laptop.pull();
    expect(changes.reset).toBe(false);
    expect(changes.trips).toEqual([]);
    expect(changes.expenses.map((e) => e.id)).toEqual([keptExpense.id]);
    // The trip's tombstone stands for its children: a device drops them with it.
    expect(changes.tombstones).toEqual([{ table: 'trips', id: doomed.id }]);
    expect(changes.expenses.map((e) => e.id)).not.toContain(doomedExpense.id);
    // The laptop has never pushed: it is not known, so it has processed nothing.
    expect(changes.lastMutationId).toBe(0);

    const nothingNew = await laptop.pull();
    expect(nothingNew).toMatchObject({
      trips: [],
      expenses: [],
      itineraryItems: [],
      tombstones: [],
    });
    expect(nothingNew.cursor).toBe(changes.cursor);
  });

  it('answers this client’s rejections newer than the cursor', async () => {
    const { alice } = await tripTestApp();
    const phone = new TestDevice(alice);
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: 'not-a-uuid' } }));
    const first = await phone.pull();
    expect(first.rejections).toEqual([
      expect.objectContaining({
        mutationId: 1,
        name: 'deleteTrip',
        reason: 'args.id: Invalid UUID',
      }),
    ]);
    expect((await phone.pull()).rejections).toEqual([]);
    // Another device of the same user does not see this one's rejections.
    expect((await new TestDevice(alice).pull(0)).rejections).toEqual([]);
  });

  it('answers reset with a full snapshot when the cursor is older than purged tombstones', async () => {
    const { alice, db } = await tripTestApp();
    const phone = new TestDevice(alice);
    const laptop = new TestDevice(alice);
    const a = tripBody({ title: 'A' });
    const b = tripBody({ title: 'B' });
    await phone.pushOk(
      phone.queue({ name: 'createTrip', args: a }, { name: 'createTrip', args: b }),
    );
    const staleCursor = (await laptop.pull()).cursor;
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: a.id } }));
    const fresh = await new TestDevice(alice).pull(0);

    expect(await purgeTombstonesBefore(db, (await currentVersion(db.$statements)) + 1)).toBe(1);
    const stale = await laptop.pull(staleCursor);
    expect(stale.reset).toBe(true);
    expect(stale.trips.map((t) => t.title)).toEqual(['B']);
    expect(stale.tombstones).toEqual([]);
    // A device that was already past the purged deletes carries on normally.
    const upToDate = await new TestDevice(alice).pull(fresh.cursor);
    expect(upToDate.reset).toBe(false);
  });

  it('answers reset when the cursor is ahead of this server (restored database)', async () => {
    const { alice, db } = await tripTestApp();
    const phone = new TestDevice(alice);
    await phone.pushOk(phone.queue({ name: 'createTrip', args: tripBody() }));
    const res = await phone.pull((await currentVersion(db.$statements)) + 50);
    expect(res.reset).toBe(true);
    expect(res.cursor).toBe(await currentVersion(db.$statements));
    expect(res.trips).toHaveLength(1);
  });

  it('answers 400 for a bad query and 401 when signed out', async () => {
    const { alice, client } = await tripTestApp();
    const device = new TestDevice(alice);
    for (const query of [
      'cursor=0',
      'clientId=abc&cursor=0',
      `clientId=${device.clientId}&cursor=-1`,
      `clientId=${device.clientId}&cursor=soon`,
    ]) {
      const res = await alice.get(`/api/sync/pull?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as Record<string, unknown>).message).toContain(
        'clientId must be a UUID',
      );
    }
    const anon = await client().get(`/api/sync/pull?clientId=${device.clientId}`);
    expect(anon.status).toBe(401);
  });
});
