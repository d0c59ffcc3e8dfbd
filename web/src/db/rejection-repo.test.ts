import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENCY_FIXED_MESSAGE } from '@shared/schemas/trip';
import { TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { applyPull } from '../sync/apply-pull';
import type { AppDb } from './app-db';
import { addExpense } from './expense-repo';
import {
  CannotRetryError,
  discardRejection,
  queryOpenRejections,
  retryRejection,
} from './rejection-repo';
import { paris, testDb } from './test-db';
import { createTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const taxi = (tripId: string) => ({
  id: crypto.randomUUID(),
  tripId,
  category: 'transport' as const,
  amount: 2350,
  date: '2026-04-10',
  description: 'Taxi',
});

function rejection(mutationId: number, name: string, args: unknown, reason = TRIP_DELETED_REASON) {
  return { mutationId, name, args, reason, createdAt: '2026-04-01T10:00:00.000Z' };
}

/** A pull carrying these rejections, as a full snapshot does (it lists every one again). */
function pullWith(rejections: ReturnType<typeof rejection>[]) {
  return applyPull(
    db,
    {
      cursor: 5,
      reset: false,
      lastMutationId: 0,
      trips: [],
      itineraryItems: [],
      expenses: [],
      documents: [],
      members: [],
      tombstones: [],
      rejections,
    },
    { replace: false, at: '2026-04-01T10:00:00.000Z' },
  );
}

describe('rejection repo', () => {
  it('a discarded rejection leaves the list and does not come back with a later snapshot', async () => {
    db = testDb();
    const refused = rejection(3, 'addExpense', taxi(crypto.randomUUID()));
    await pullWith([refused]);
    expect(await queryOpenRejections(db)).toHaveLength(1);

    await discardRejection(db, 3);
    expect(await queryOpenRejections(db)).toEqual([]);

    await pullWith([refused, rejection(4, 'deleteTrip', { id: crypto.randomUUID() })]);
    expect((await queryOpenRejections(db)).map((r) => r.mutationId)).toEqual([4]);
  });

  it('retry queues the same change as a new outbox entry and takes it off the list', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await db.outbox.clear();
    const expense = taxi(tripId);
    await pullWith([rejection(7, 'addExpense', expense, 'Amount too large')]);

    await retryRejection(db, 7);

    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'addExpense', args: expense });
    expect(await db.expenses.get(expense.id)).toMatchObject({ description: 'Taxi' });
    expect(await queryOpenRejections(db)).toEqual([]);
  });

  it('retry refuses, and changes nothing, when the trip is gone from this device', async () => {
    db = testDb();
    await pullWith([rejection(2, 'addExpense', taxi(crypto.randomUUID()))]);

    await expect(retryRejection(db, 2)).rejects.toBeInstanceOf(CannotRetryError);

    expect(await db.outbox.count()).toBe(0);
    expect(await queryOpenRejections(db)).toHaveLength(1);
  });

  it('retry refuses a change that does not read as one', async () => {
    db = testDb();
    await pullWith([rejection(2, 'addExpense', { tripId: 'x' }, 'Invalid input')]);
    await expect(retryRejection(db, 2)).rejects.toThrow('cannot be sent again');
    expect(await db.outbox.count()).toBe(0);
  });

  it('retry checks the rules a new change is checked by: a currency fixed by expenses stays', async () => {
    db = testDb();
    const tripId = await createTrip(db, { ...paris, currency: 'EUR' });
    await addExpense(db, taxi(tripId));
    await db.outbox.clear();
    await pullWith([rejection(5, 'updateTrip', { id: tripId, patch: { currency: 'GBP' } })]);

    await expect(retryRejection(db, 5)).rejects.toThrow(
      new CannotRetryError(CURRENCY_FIXED_MESSAGE),
    );

    expect(await db.outbox.count()).toBe(0);
    expect((await db.trips.get(tripId))?.currency).toBe('EUR');
    expect(await queryOpenRejections(db)).toHaveLength(1);
  });
});
