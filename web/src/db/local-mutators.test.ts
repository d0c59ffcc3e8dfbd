import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENCY_FIXED_MESSAGE } from '@shared/schemas/trip';
import type { MutationHandlers } from '@shared/sync/mutation-handlers';
import { COVER_NOT_ON_TRIP_MESSAGE } from '@shared/sync/trip-patch-rules';
import type { AppDb } from './app-db';
import { addDocument, deleteDocument, setTripCover } from './document-repo';
import { addExpense, deleteExpense, updateExpense } from './expense-repo';
import { addItineraryItem, deleteItineraryItem } from './itinerary-repo';
import { paris, testDb } from './test-db';
import { createTrip, updateTrip } from './trip-repo';

/*
 * The device's side of the changes that drifted from the server's before both read the shared
 * definitions (decision 011). Each case here did something else on the device than on the
 * server; the random-sequence test in scripts/integration holds them together from now on.
 */

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'pass.jpg', {
    type: 'image/jpeg',
  });

const taxi = (tripId: string) => ({
  tripId,
  category: 'transport' as const,
  amount: 2_500,
  date: '2026-04-11',
  description: 'Taxi',
});

describe('local mutators read the shared definitions', () => {
  it('deleting an activity or an expense leaves its documents on the trip, attached to nothing', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const itemId = await addItineraryItem(db, {
      tripId,
      day: 1,
      type: 'transport',
      title: 'Train',
    });
    const expenseId = await addExpense(db, taxi(tripId));
    const pass = await addDocument(db, {
      tripId,
      itemId,
      file: photo(),
      name: 'Pass',
      kind: 'ticket',
    });
    const receipt = await addDocument(db, {
      tripId,
      expenseId,
      file: photo(),
      name: 'Receipt',
      kind: 'receipt',
    });

    await deleteItineraryItem(db, itemId);
    await deleteExpense(db, expenseId);

    expect(await db.documents.get(pass)).toMatchObject({ tripId, itemId: null });
    expect(await db.documents.get(receipt)).toMatchObject({ tripId, expenseId: null });
  });

  it("deleting the trip's cover photo puts the destination's picture back", async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const cover = await addDocument(db, { tripId, file: photo(), name: 'Us', kind: 'other' });
    await setTripCover(db, tripId, cover);
    expect((await db.trips.get(tripId))?.coverDocumentId).toBe(cover);

    await deleteDocument(db, cover);

    expect((await db.trips.get(tripId))?.coverDocumentId).toBeNull();
  });

  it('blank notes become no notes, as on the server', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    await updateTrip(db, tripId, { notes: '' });
    expect((await db.trips.get(tripId))?.notes).toBeNull();
  });

  it("refuses, before queueing, a home currency change once there are expenses, and another trip's cover", async () => {
    db = testDb();
    const tripId = await createTrip(db, { ...paris, currency: 'EUR' });
    const otherTrip = await createTrip(db, { ...paris, title: 'Another' });
    const elsewhere = await addDocument(db, {
      tripId: otherTrip,
      file: photo(),
      name: 'Theirs',
      kind: 'other',
    });
    await addExpense(db, taxi(tripId));
    const queued = await db.outbox.count();

    await expect(updateTrip(db, tripId, { currency: 'GBP' })).rejects.toThrow(
      CURRENCY_FIXED_MESSAGE,
    );
    await expect(updateTrip(db, tripId, { coverDocumentId: elsewhere })).rejects.toThrow(
      COVER_NOT_ON_TRIP_MESSAGE,
    );

    expect(await db.trips.get(tripId)).toMatchObject({ currency: 'EUR', coverDocumentId: null });
    expect(await db.outbox.count()).toBe(queued);
    // The same currency again changes nothing and is fine.
    await updateTrip(db, tripId, { currency: 'EUR' });
  });

  it('a new rate without its day is a rate typed by hand: the old day goes with the old rate', async () => {
    db = testDb();
    const tripId = await createTrip(db, { ...paris, currency: 'EUR' });
    const id = await addExpense(db, {
      ...taxi(tripId),
      currency: 'USD',
      rate: 0.9,
      rateDate: '2026-04-10',
      rateSource: 'reference',
    });

    await updateExpense(db, id, { rate: 0.95 });

    expect(await db.expenses.get(id)).toMatchObject({
      rate: 0.95,
      rateDate: null,
      rateSource: null,
    });
  });
});

describe('mutation handler maps', () => {
  it('are complete, or the typecheck fails', () => {
    // @ts-expect-error: a map that forgets a mutation does not compile (the point of the type).
    const incomplete: MutationHandlers<null, void> = { createTrip: () => undefined };
    expect(Object.keys(incomplete)).toEqual(['createTrip']);
  });
});
