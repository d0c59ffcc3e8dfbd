import { describe, expect, it } from 'vitest';
import { addExpense } from '../../web/src/db/expense-repo';
import { createTrip, updateTrip } from '../../web/src/db/trip-repo';
import {
  cleanupAfterEach,
  deviceState,
  expenseOn,
  kyotoTrip,
  openDevice,
  serverState,
  signUp,
  startServer,
} from './harness';

/** Sessions: an expired one keeps the queue; another user on the device never sends it. */
cleanupAfterEach();

const DAY = 24 * 60 * 60_000;

describe('accounts', () => {
  it('a session that expired while offline for days keeps the queue; signing in again sends it', async () => {
    let serverNow = Date.parse('2026-03-01T09:00:00Z');
    const server = await startServer({ clock: () => new Date(serverNow) });
    const account = await signUp(server);
    const phone = openDevice(server, account);
    const tripId = await createTrip(phone.db, kyotoTrip);
    await phone.engine.flush();

    phone.net.offline = true;
    for (let day = 1; day <= 5; day++) {
      await addExpense(phone.db, expenseOn(tripId, `Day ${day}`));
      await phone.engine.flush();
    }
    await updateTrip(phone.db, tripId, { notes: 'Written on the road' });
    serverNow += 31 * DAY;
    phone.net.offline = false;
    await phone.engine.flush();
    expect(phone.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(await phone.db.outbox.count()).toBe(6);
    expect((await serverState(server.db, account.userId)).expenses).toHaveLength(0);

    const login = await account.session.post('/api/login', {
      username: account.username,
      password: 'secret123',
    });
    expect(login.status).toBe(200);
    // Signing in again starts a new engine on the same database, with the new cookie.
    phone.reload();
    await phone.engine.flush();
    expect(await phone.db.outbox.count()).toBe(0);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer.expenses).toHaveLength(5);
    expect(onServer.trips[0]?.notes).toBe('Written on the road');
    expect(await deviceState(phone.db)).toEqual(onServer);
  });

  it("a second user on the device never sends the first user's queue, which waits for its owner", async () => {
    const server = await startServer();
    const alice = await signUp(server, 'alice');
    const bob = await signUp(server, 'bob');
    // One browser: whoever signed in last owns the cookie.
    let cookie = alice.session.cookieHeader;
    const alicePhone = openDevice(server, alice, { cookie: () => cookie });
    const tripId = await createTrip(alicePhone.db, kyotoTrip);
    await alicePhone.engine.flush();
    alicePhone.net.offline = true;
    await addExpense(alicePhone.db, expenseOn(tripId, "Alice's dinner"));
    await alicePhone.engine.flush();
    alicePhone.engine.stop();

    cookie = bob.session.cookieHeader;
    const bobPhone = openDevice(server, bob, { cookie: () => cookie });
    await createTrip(bobPhone.db, { ...kyotoTrip, title: "Bob's trip" });
    await bobPhone.engine.flush();
    // Even an engine on Alice's database running with Bob's cookie is refused by the server.
    alicePhone.reload();
    alicePhone.net.offline = false;
    await alicePhone.engine.flush();
    expect(alicePhone.engine.state.getState().phase).not.toBe('idle');
    expect(await alicePhone.db.outbox.count()).toBe(1);

    const bobs = await serverState(server.db, bob.userId);
    expect(bobs.trips.map((t) => t.title)).toEqual(["Bob's trip"]);
    expect(bobs.expenses).toEqual([]);
    expect(await deviceState(bobPhone.db)).toEqual(bobs);

    cookie = alice.session.cookieHeader;
    alicePhone.reload();
    await alicePhone.engine.flush();
    const alices = await serverState(server.db, alice.userId);
    expect(alices.expenses.map((e) => e.description)).toEqual(["Alice's dinner"]);
    expect(await deviceState(alicePhone.db)).toEqual(alices);
  });
});
