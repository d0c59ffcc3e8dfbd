import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripWithDetails } from '@shared/schemas/trip';
import { AppDb } from '../../web/src/db/app-db';
import { addExpense, deleteExpense } from '../../web/src/db/expense-repo';
import { addItineraryItem } from '../../web/src/db/itinerary-repo';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import { createSyncEngine, type SyncEngine } from '../../web/src/sync/sync-engine';
import { seedDestinations } from '../../sync-server/src/domain/destinations/seed';
import { testApp, type TestClient } from '../../sync-server/src/testing/test-app';

/**
 * The web sync engine against the real server in-process: devices are Dexie databases on
 * fake-indexeddb, the network is `app.request` carrying a signed-in session cookie.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type App = ReturnType<typeof testApp>['app'];

interface Device {
  db: AppDb;
  engine: SyncEngine;
  onUnauthorized: ReturnType<typeof vi.fn>;
  net: {
    offline: boolean;
    /** Drop the answer to the next push after the server applied it (a lost acknowledgement). */
    loseNextPushAnswer: boolean;
  };
}

function device(app: App, userId: string, session: () => TestClient): Device {
  const db = new AppDb(userId, `device-${crypto.randomUUID()}`);
  const onUnauthorized = vi.fn();
  const net = { offline: false, loseNextPushAnswer: false };
  const engine = createSyncEngine({
    db,
    onUnauthorized,
    locks: undefined,
    triggers: undefined,
    random: () => 0,
    async fetchImpl(input, init) {
      if (net.offline) throw new TypeError('Failed to fetch');
      const headers = new Headers(init?.headers);
      headers.set('cookie', session().cookieHeader);
      headers.set('sec-fetch-site', 'same-origin');
      const res = await app.request(`http://localhost${String(input)}`, { ...init, headers });
      if (net.loseNextPushAnswer && String(input) === '/api/sync/push') {
        net.loseNextPushAnswer = false;
        throw new TypeError('Connection reset');
      }
      return res;
    },
  });
  cleanups.push(async () => {
    engine.stop();
    await db.delete();
  });
  return { db, engine, onUnauthorized, net };
}

async function snapshot(db: AppDb) {
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    trips: (await db.trips.toArray()).sort(byId),
    itineraryItems: (await db.itineraryItems.toArray()).sort(byId),
    expenses: (await db.expenses.toArray()).sort(byId),
  };
}

async function setup() {
  const built = testApp();
  await seedDestinations(built.db);
  const alice = built.client();
  const user = await alice.register(`alice${Date.now()}`);
  return { app: built.app, alice, user };
}

describe('sync round trip against the real server', () => {
  it('offline changes reach the server once online, and a second device gets the same data', async () => {
    const { app, alice, user } = await setup();
    const phone = device(app, user.id, () => alice);
    phone.net.offline = true;
    const tripId = await createTrip(phone.db, {
      destinationId: 'kyoto',
      title: 'Paris',
      startDate: '2026-04-10',
      endDate: '2026-04-12',
      budget: 50_000,
    });
    for (const day of [1, 2, 3]) {
      await addItineraryItem(phone.db, { tripId, day, type: 'activity', title: `Day ${day} walk` });
    }
    await addExpense(phone.db, {
      tripId,
      category: 'food',
      amount: 1800,
      date: '2026-04-10',
      description: 'Dinner',
    });
    const taxi = await addExpense(phone.db, {
      tripId,
      category: 'transport',
      amount: 2500,
      date: '2026-04-10',
      description: 'Taxi',
    });
    await deleteExpense(phone.db, taxi);
    await updateTrip(phone.db, tripId, { title: 'Paris in spring' });
    await phone.engine.flush();
    expect(phone.engine.state.getState().phase).toBe('offline');
    expect(await phone.db.outbox.count()).toBe(8);

    phone.net.offline = false;
    await phone.engine.flush();
    expect(phone.engine.state.getState()).toMatchObject({ phase: 'idle', queued: 0 });
    expect(await phone.db.outbox.count()).toBe(0);

    const res = await alice.get(`/api/trips/${tripId}`);
    expect(res.status).toBe(200);
    const onServer = (await res.json()) as TripWithDetails;
    expect(onServer).toMatchObject({ title: 'Paris in spring', budget: 50_000 });
    expect(onServer.itineraryItems.map((i) => i.title).sort()).toEqual([
      'Day 1 walk',
      'Day 2 walk',
      'Day 3 walk',
    ]);
    expect(onServer.expenses.map((e) => e.description)).toEqual(['Dinner']);

    const laptop = device(app, user.id, () => alice);
    await laptop.engine.flush();
    expect(await snapshot(laptop.db)).toEqual(await snapshot(phone.db));
  });

  it('a lost acknowledgement is not applied twice', async () => {
    const { app, alice, user } = await setup();
    const phone = device(app, user.id, () => alice);
    const tripId = await createTrip(phone.db, {
      destinationId: 'kyoto',
      title: 'Once',
      startDate: '2026-05-01',
      endDate: '2026-05-02',
    });
    await addExpense(phone.db, {
      tripId,
      category: 'food',
      amount: 700,
      date: '2026-05-01',
      description: 'Lunch',
    });
    phone.net.loseNextPushAnswer = true;
    await phone.engine.flush();
    expect(await phone.db.outbox.count()).toBe(2);
    await phone.engine.flush();
    expect(await phone.db.outbox.count()).toBe(0);
    const trips = (await (await alice.get('/api/trips')).json()) as unknown[];
    expect(trips).toHaveLength(1);
    const details = (await (await alice.get(`/api/trips/${tripId}`)).json()) as TripWithDetails;
    expect(details.expenses).toHaveLength(1);
  });

  it('edits to different fields on two devices both survive; a delete wins over an offline add', async () => {
    const { app, alice, user } = await setup();
    const phone = device(app, user.id, () => alice);
    const laptop = device(app, user.id, () => alice);
    const tripId = await createTrip(phone.db, {
      destinationId: 'kyoto',
      title: 'Rome',
      startDate: '2026-06-01',
      endDate: '2026-06-03',
    });
    await phone.engine.flush();
    await laptop.engine.flush();

    await updateTrip(phone.db, tripId, { title: 'Rome with friends' });
    await updateTrip(laptop.db, tripId, { notes: 'Book the Vatican early' });
    await phone.engine.flush();
    await laptop.engine.flush();
    await phone.engine.flush();
    expect(await phone.db.trips.get(tripId)).toMatchObject({
      title: 'Rome with friends',
      notes: 'Book the Vatican early',
    });
    expect(await snapshot(laptop.db)).toEqual(await snapshot(phone.db));

    laptop.net.offline = true;
    await addItineraryItem(laptop.db, { tripId, day: 1, type: 'dining', title: 'Trattoria' });
    await deleteTrip(phone.db, tripId);
    await phone.engine.flush();
    laptop.net.offline = false;
    await laptop.engine.flush();
    expect(await laptop.db.trips.count()).toBe(0);
    expect(await laptop.db.itineraryItems.count()).toBe(0);
    const rejections = await laptop.db.rejections.toArray();
    expect(rejections.map((r) => [r.name, r.reason])).toEqual([
      ['addItineraryItem', 'trip was deleted'],
    ]);
    expect((await (await alice.get('/api/trips')).json()) as unknown[]).toHaveLength(0);
  });

  it('an expired session keeps the outbox; the same user signing in again sends it', async () => {
    const { app, alice, user } = await setup();
    const phone = device(app, user.id, () => alice);
    await createTrip(phone.db, {
      destinationId: 'kyoto',
      title: 'Oslo',
      startDate: '2026-07-01',
      endDate: '2026-07-04',
    });
    expect((await alice.post('/api/logout')).status).toBeLessThan(300);
    await phone.engine.flush();
    expect(phone.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(await phone.db.outbox.count()).toBe(1);
    phone.engine.stop();

    const res = await alice.post('/api/login', { username: user.username, password: 'secret123' });
    expect(res.status).toBe(200);
    // Signing in again starts a new engine on the same database.
    const again = createSyncEngine({
      db: phone.db,
      fetchImpl: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('cookie', alice.cookieHeader);
        headers.set('sec-fetch-site', 'same-origin');
        return Promise.resolve(
          app.request(`http://localhost${String(input)}`, { ...init, headers }),
        );
      },
      onUnauthorized: () => {},
      locks: undefined,
      triggers: undefined,
    });
    await again.flush();
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await (await alice.get('/api/trips')).json()) as unknown[]).toHaveLength(1);
  });
  it("a second user on the device never sends the first user's queue", async () => {
    const { app, alice, user } = await setup();
    const alicePhone = device(app, user.id, () => alice);
    await createTrip(alicePhone.db, {
      destinationId: 'kyoto',
      title: "Alice's secret trip",
      startDate: '2026-09-01',
      endDate: '2026-09-02',
    });
    await alice.post('/api/logout');
    // Bob signs in on the same device: the browser's cookie is now his.
    const bob = alice;
    const bobUser = await bob.register(`bob${Date.now()}`);
    const bobPhone = device(app, bobUser.id, () => bob);
    await bobPhone.engine.flush();
    expect(bobPhone.engine.state.getState().phase).toBe('idle');
    expect(await bobPhone.db.trips.count()).toBe(0);
    expect((await (await bob.get('/api/trips')).json()) as unknown[]).toHaveLength(0);
    expect(await alicePhone.db.outbox.count()).toBe(1);
  });
});
