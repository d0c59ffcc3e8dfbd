import { describe, expect, it, vi } from 'vitest';
import { TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { addExpense } from '../../web/src/db/expense-repo';
import { addItineraryItem } from '../../web/src/db/itinerary-repo';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import {
  cleanupAfterEach,
  deviceState,
  expenseOn,
  kyotoTrip,
  noRows,
  openDevice,
  serverState,
  settle,
  signUp,
  startServer,
} from './harness';

/** Two devices of one user changing the same trip; the server's order of application decides. */
cleanupAfterEach();

const DAY = 24 * 60 * 60_000;

/** Runs a local write with the device's clock (Date) set `offsetMs` away from real time. */
async function withClockOff<T>(offsetMs: number, write: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + offsetMs });
  try {
    return await write();
  } finally {
    vi.useRealTimers();
  }
}

async function twoDevices(phoneClockOffsetMs = 0) {
  const server = await startServer();
  const account = await signUp(server);
  const phone = openDevice(server, account, {
    now: () => new Date(Date.now() + phoneClockOffsetMs),
  });
  const laptop = openDevice(server, account);
  const tripId = await createTrip(laptop.db, kyotoTrip);
  await settle(laptop, phone);
  return { server, account, phone, laptop, tripId };
}

describe('conflicts', () => {
  it('different fields edited on two devices both survive', async () => {
    const { server, account, phone, laptop, tripId } = await twoDevices();
    phone.net.offline = true;
    await updateTrip(phone.db, tripId, { title: 'Title from the phone' });
    await updateTrip(laptop.db, tripId, { notes: 'Notes from the laptop', budget: 90_000 });
    await laptop.engine.flush();
    phone.net.offline = false;
    await settle(phone, laptop);

    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips[0]).toMatchObject({
      title: 'Title from the phone',
      notes: 'Notes from the laptop',
      budget: 90_000,
    });
    expect(await deviceState(phone.db)).toEqual(onServer);
    expect(await deviceState(laptop.db)).toEqual(onServer);
  });

  it('the same field edited on two devices: the later applied wins and the other device takes it', async () => {
    const { server, account, phone, laptop, tripId } = await twoDevices();
    await updateTrip(laptop.db, tripId, { title: 'Laptop, edited second' });
    await updateTrip(phone.db, tripId, { title: 'Phone, edited first but sent last' });
    await laptop.engine.flush();
    await phone.engine.flush();
    await laptop.engine.flush();

    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips[0]?.title).toBe('Phone, edited first but sent last');
    expect(await deviceState(phone.db)).toEqual(onServer);
    expect(await deviceState(laptop.db)).toEqual(onServer);
  });

  it('a trip deleted on one device while the other adds to it offline: the adds are rejected, nothing resurrects', async () => {
    const { server, account, phone, laptop, tripId } = await twoDevices();
    phone.net.offline = true;
    await addItineraryItem(phone.db, { tripId, day: 2, type: 'dining', title: 'Kaiseki' });
    await addExpense(phone.db, expenseOn(tripId, 'Tea ceremony'));
    await updateTrip(phone.db, tripId, { notes: 'Edited offline' });
    await deleteTrip(laptop.db, tripId);
    await laptop.engine.flush();
    phone.net.offline = false;
    await settle(phone, laptop);

    const rejected = await phone.db.rejections.orderBy('mutationId').toArray();
    expect(rejected.map((r) => [r.name, r.reason])).toEqual([
      ['addItineraryItem', TRIP_DELETED_REASON],
      ['addExpense', TRIP_DELETED_REASON],
      ['updateTrip', TRIP_DELETED_REASON],
    ]);
    const onServer = await serverState(server.db, account.userId);
    expect(onServer).toEqual(noRows());
    expect(await deviceState(phone.db)).toEqual(onServer);
    expect(await deviceState(laptop.db)).toEqual(onServer);
  });

  it('a device clock two days ahead orders nothing: the server applies in arrival order with its own time', async () => {
    const { server, account, phone, laptop, tripId } = await twoDevices(2 * DAY);
    await withClockOff(2 * DAY, () =>
      updateTrip(phone.db, tripId, { title: 'Phone, clock two days ahead' }),
    );
    expect(Date.parse((await phone.db.trips.get(tripId))?.updatedAt ?? '')).toBeGreaterThan(
      Date.now() + DAY,
    );
    await phone.engine.flush();
    await updateTrip(laptop.db, tripId, { title: 'Laptop, correct clock, applied later' });
    await withClockOff(2 * DAY, () =>
      addExpense(phone.db, expenseOn(tripId, 'Logged on the fast phone')),
    );
    await laptop.engine.flush();
    await settle(phone, laptop);

    const onServer = await serverState(server.db, account.userId);
    expect(onServer.trips[0]?.title).toBe('Laptop, correct clock, applied later');
    const stamps = [onServer.trips[0]?.updatedAt, onServer.expenses[0]?.createdAt];
    for (const stamp of stamps) expect(Date.parse(stamp ?? '')).toBeLessThan(Date.now() + DAY);
    expect(await deviceState(phone.db)).toEqual(onServer);
    expect(await deviceState(laptop.db)).toEqual(onServer);
  });
});
