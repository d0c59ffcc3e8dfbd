import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSyncServer } from '../sync/fake-sync-server';
import { createSyncEngine } from '../sync/sync-engine';
import { AppDb, STORES_V1 } from './app-db';
import { queryTrip } from './live-queries';

const name = `test-upgrade-${crypto.randomUUID()}`;
afterEach(() => Dexie.delete(name));

const tripId = crypto.randomUUID();
const at = '2026-11-01T10:00:00.000Z';
const trip = {
  id: tripId,
  userId: 'u-1',
  destinationId: 'kyoto',
  title: 'Kyoto',
  startDate: '2027-04-01',
  endDate: '2027-04-03',
  notes: null,
  budget: 50_000,
  createdAt: at,
  updatedAt: at,
};
const expenses = ['Taxi', 'Dinner', 'Temple'].map((description, i) => ({
  id: crypto.randomUUID(),
  tripId,
  category: 'other' as const,
  amount: 1_000 * (i + 1),
  date: '2027-04-01',
  description,
  createdAt: at,
}));

const item = {
  id: crypto.randomUUID(),
  tripId,
  day: 1,
  time: '09:00',
  title: 'Fushimi Inari',
  description: null,
  location: null,
  type: 'activity' as const,
  createdAt: at,
};

/** A device that has run version 1 of the app: rows and their queued changes, not yet synced. */
async function seedVersion1Store() {
  const v1 = new Dexie(name);
  v1.version(1).stores(STORES_V1);
  await v1.open();
  await v1.transaction('rw', v1.tables, async () => {
    await v1.table('trips').add(trip);
    await v1.table('expenses').bulkAdd(expenses);
    await v1.table('itineraryItems').add(item);
    const { userId: _owner, createdAt: _c, updatedAt: _u, notes: _n, ...tripArgs } = trip;
    await v1.table('outbox').add({ name: 'createTrip', args: tripArgs, createdAt: at });
    for (const { createdAt: _created, ...args } of expenses) {
      await v1.table('outbox').add({ name: 'addExpense', args, createdAt: at });
    }
    await v1.table('meta').put({ key: 'clientId', value: crypto.randomUUID() });
  });
  const queued = await v1.table('outbox').toArray();
  v1.close();
  return queued;
}

describe('schema upgrade', () => {
  it('opens a version 1 store with a non-empty outbox: every queued change kept, in order, and sent', async () => {
    const queuedBefore = await seedVersion1Store();
    expect(queuedBefore.map((e: { id: number }) => e.id)).toEqual([1, 2, 3, 4]);

    const db = new AppDb('u-1', name);
    await db.open();
    expect(db.verno).toBe(12);
    // Rows from before sharing read as a solo trip's, added by this user; rows from before
    // currencies are in US dollars, the only currency there was.
    expect(await db.expenses.get(expenses[0]!.id)).toMatchObject({
      createdBy: 'u-1',
      paidBy: null,
      split: null,
      kind: 'expense',
      currency: 'USD',
      rate: null,
      rateDate: null,
      rateSource: null,
    });
    // Items from before bookings and their zones read as the trip's, with nothing booked.
    expect(await db.itineraryItems.get(item.id)).toMatchObject({
      createdBy: 'u-1',
      endTime: null,
      reference: null,
      timeZone: null,
      endTimeZone: null,
      place: null,
      endPlace: null,
    });
    // Trips from before documents have no cover; the document tables start empty.
    expect(await db.trips.get(tripId)).toMatchObject({ currency: 'USD', coverDocumentId: null });
    expect(await db.documents.count()).toBe(0);
    expect(await db.documentBlobs.count()).toBe(0);
    expect(await db.stops.count()).toBe(0);
    // The outbox keeps its keys: they are the client's mutation sequence.
    expect(await db.outbox.toArray()).toEqual(queuedBefore);
    // The new index serves the trip screen over rows written before it existed.
    const details = await queryTrip(db, tripId);
    expect(details?.expenses.map((e) => e.description).sort()).toEqual([
      'Dinner',
      'Taxi',
      'Temple',
    ]);
    expect(details?.pending).toBe(true);
    expect(details?.pendingIds.size).toBe(3);
    expect(details?.stops).toEqual([]);

    const server = new FakeSyncServer();
    const engine = createSyncEngine({
      db,
      fetchImpl: server.fetch,
      onUnauthorized: () => undefined,
      locks: undefined,
      triggers: undefined,
    });
    await engine.flush();
    engine.stop();
    expect(server.pushes.flatMap((p) => p.mutations.map((m) => [m.id, m.name]))).toEqual([
      [1, 'createTrip'],
      [2, 'addExpense'],
      [3, 'addExpense'],
      [4, 'addExpense'],
    ]);
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });
});

describe('schema upgrade to places and stops (version 8)', () => {
  it('fills no place on older items, opens an empty stops table and forgets the cursor', async () => {
    // A device of the app before places: version 7, synced up to some cursor. That app dropped
    // the places and stops its pulls carried, so the cursor must not be trusted for them.
    const v7 = new Dexie(name);
    const stores = {
      ...STORES_V1,
      expenses: 'id, tripId, [tripId+id]',
      members: '[tripId+userId], tripId',
      documents: 'id, tripId, sha256',
      documentBlobs: 'id',
      uploads: 'id',
      offlineTrips: 'tripId',
      lostTrips: 'tripId',
    };
    v7.version(7).stores(stores);
    await v7.open();
    await v7.table('trips').add({ ...trip, currency: 'EUR', coverDocumentId: null });
    await v7.table('itineraryItems').add({
      ...item,
      createdBy: 'u-1',
      endTime: null,
      reference: null,
      timeZone: null,
      endTimeZone: null,
      position: 0,
    });
    await v7.table('meta').bulkPut([
      { key: 'clientId', value: crypto.randomUUID() },
      { key: 'cursor', value: 42 },
    ]);
    v7.close();

    const db = new AppDb('u-1', name);
    await db.open();
    expect(db.verno).toBe(12);
    expect(await db.itineraryItems.get(item.id)).toMatchObject({
      title: 'Fushimi Inari',
      place: null,
      endPlace: null,
    });
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.meta.get('clientId')).toBeDefined();
    expect(await db.stops.where('tripId').equals(tripId).count()).toBe(0);
    // The next pull is a snapshot (cursor 0), which brings what the older app dropped.
    const server = new FakeSyncServer();
    const engine = createSyncEngine({
      db,
      fetchImpl: server.fetch,
      onUnauthorized: () => undefined,
      locks: undefined,
      triggers: undefined,
    });
    await engine.flush();
    engine.stop();
    expect(server.pulls[0]?.get('cursor')).toBe('0');
    db.close();
  });
});

describe('schema upgrade to arrival places (version 9)', () => {
  it('fills no arrival place on older items, keeps their place and forgets the cursor', async () => {
    // A device of the app before arrival places: version 8, synced up to some cursor. That app
    // dropped the `endPlace` its pulls carried, so the cursor must not be trusted for it.
    const v8 = new Dexie(name);
    v8.version(8).stores({
      ...STORES_V1,
      expenses: 'id, tripId, [tripId+id]',
      members: '[tripId+userId], tripId',
      documents: 'id, tripId, sha256',
      documentBlobs: 'id',
      uploads: 'id',
      offlineTrips: 'tripId',
      lostTrips: 'tripId',
      stops: 'id, tripId',
    });
    await v8.open();
    await v8.table('trips').add({ ...trip, currency: 'EUR', coverDocumentId: null });
    const porto = {
      name: 'Porto',
      country: 'PT',
      address: null,
      latitude: 41.1496,
      longitude: -8.611,
      timeZone: 'Europe/Lisbon',
      source: 'manual',
      sourceId: null,
    };
    await v8.table('itineraryItems').add({
      ...item,
      type: 'transport',
      createdBy: 'u-1',
      endTime: null,
      reference: null,
      timeZone: null,
      endTimeZone: 'Europe/Lisbon',
      place: porto,
      position: 0,
    });
    await v8.table('meta').bulkPut([
      { key: 'clientId', value: crypto.randomUUID() },
      { key: 'cursor', value: 42 },
    ]);
    v8.close();

    const db = new AppDb('u-1', name);
    await db.open();
    expect(db.verno).toBe(12);
    expect(await db.itineraryItems.get(item.id)).toMatchObject({
      title: 'Fushimi Inari',
      place: porto,
      endTimeZone: 'Europe/Lisbon',
      endPlace: null,
    });
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.meta.get('clientId')).toBeDefined();
    // The next pull is a snapshot (cursor 0), which brings what the older app dropped.
    const server = new FakeSyncServer();
    const engine = createSyncEngine({
      db,
      fetchImpl: server.fetch,
      onUnauthorized: () => undefined,
      locks: undefined,
      triggers: undefined,
    });
    await engine.flush();
    engine.stop();
    expect(server.pulls[0]?.get('cursor')).toBe('0');
    db.close();
  });
});

describe('schema upgrade to street packs (version 10)', () => {
  it('keeps every row and the cursor, and opens empty street pack stores', async () => {
    // Street packs are the device's own: nothing synced changed, so the cursor stays.
    const v9 = new Dexie(name);
    v9.version(9).stores({
      ...STORES_V1,
      expenses: 'id, tripId, [tripId+id]',
      members: '[tripId+userId], tripId',
      documents: 'id, tripId, sha256',
      documentBlobs: 'id',
      uploads: 'id',
      offlineTrips: 'tripId',
      lostTrips: 'tripId',
      stops: 'id, tripId',
    });
    await v9.open();
    await v9.table('trips').add({ ...trip, currency: 'EUR', coverDocumentId: null });
    await v9.table('offlineTrips').add({ tripId: trip.id, since: '2026-01-01T00:00:00.000Z' });
    await v9.table('meta').put({ key: 'cursor', value: 42 });
    v9.close();

    const db = new AppDb('u-1', name);
    await db.open();
    expect(db.verno).toBe(12);
    expect(await db.trips.get(trip.id)).toMatchObject({ title: trip.title });
    expect(await db.offlineTrips.count()).toBe(1);
    // Street packs keep it; lists (version 11) forget it, since an older app dropped them from
    // what it pulled: the next pull is a snapshot that brings them.
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.lists.count()).toBe(0);
    expect(await db.listItems.count()).toBe(0);
    expect(await db.streetPacks.count()).toBe(0);
    expect(await db.streetPackParts.where('tripId').equals(trip.id).count()).toBe(0);
    db.close();
  });
});

describe('schema upgrade to list templates (version 12)', () => {
  it('keeps the lists, forgets the cursor and opens an empty templates store', async () => {
    // An older app dropped the templates from what it pulled: the next pull must bring them.
    const v11 = new Dexie(name);
    v11.version(11).stores({
      ...STORES_V1,
      expenses: 'id, tripId, [tripId+id]',
      members: '[tripId+userId], tripId',
      documents: 'id, tripId, sha256',
      documentBlobs: 'id',
      uploads: 'id',
      offlineTrips: 'tripId',
      lostTrips: 'tripId',
      stops: 'id, tripId',
      streetPacks: 'tripId',
      streetPackParts: '[tripId+offset], tripId',
      lists: 'id, tripId',
      listItems: 'id, listId, tripId',
    });
    await v11.open();
    const list = { id: crypto.randomUUID(), tripId, kind: 'todo', title: 'Jobs' };
    await v11.table('lists').add(list);
    await v11.table('meta').put({ key: 'cursor', value: 42 });
    v11.close();

    const db = new AppDb('u-1', name);
    await db.open();
    expect(db.verno).toBe(12);
    expect(await db.lists.get(list.id)).toMatchObject({ title: 'Jobs' });
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.listTemplates.count()).toBe(0);
    db.close();
  });
});
