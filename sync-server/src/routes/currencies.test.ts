import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expenseResponseSchema } from '@shared/api/trips';
import { CURRENCY_FIXED_MESSAGE } from '@shared/schemas/trip';
import { createTripFor, expenseBody, TestDevice, tripTestApp } from '../testing/trip-fixtures';

const yen = { amount: 4500, currency: 'JPY', rate: 0.0067, rateDate: '2026-09-29' };

describe('money in any currency', () => {
  it('stores a foreign expense in its own minor units with its frozen rate', async () => {
    const { alice } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const res = await alice.post(
      '/api/expenses',
      expenseBody(tripId, { ...yen, rateSource: 'reference' }),
    );
    expect(res.status).toBe(201);
    expect(expenseResponseSchema.parse(await res.json())).toMatchObject({
      ...yen,
      rateSource: 'reference',
    });
  });

  it('refuses a foreign expense without a rate, and a rate on a home-currency one', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice, { currency: 'EUR' });
    const missing = await alice.post('/api/expenses', expenseBody(tripId, { currency: 'JPY' }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Record<string, unknown>).message).toBe(
      'Enter the exchange rate',
    );
    const needless = await alice.post(
      '/api/expenses',
      expenseBody(tripId, { currency: 'EUR', rate: 1.2 }),
    );
    expect(needless.status).toBe(400);
    const unknown = await alice.post(
      '/api/expenses',
      expenseBody(tripId, { currency: 'XYZ', rate: 1 }),
    );
    expect(unknown.status).toBe(400);
    expect(await db.query('select id from expenses')).toHaveLength(0);
  });

  it("reads a change queued before currencies in the trip's currency", async () => {
    const { alice } = await tripTestApp();
    const tripId = await createTripFor(alice, { currency: 'GBP' });
    const res = await alice.post('/api/expenses', expenseBody(tripId));
    expect(await res.json()).toMatchObject({ currency: 'GBP', rate: null });
  });

  it('keeps a home currency fixed once the trip has expenses', async () => {
    const { alice } = await tripTestApp();
    const tripId = await createTripFor(alice);
    expect((await alice.patch(`/api/trips/${tripId}`, { currency: 'EUR' })).status).toBe(200);
    await alice.post('/api/expenses', expenseBody(tripId, { currency: 'EUR' }));
    const refused = await alice.patch(`/api/trips/${tripId}`, { currency: 'GBP' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Record<string, unknown>).message).toBe(
      CURRENCY_FIXED_MESSAGE,
    );
    // The same currency again is no change.
    expect((await alice.patch(`/api/trips/${tripId}`, { currency: 'EUR' })).status).toBe(200);
  });

  it('merges a rate override made on one device with a description edited on another', async () => {
    const { alice } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const id = randomUUID();
    const phone = new TestDevice(alice);
    const laptop = new TestDevice(alice);
    await phone.pushOk(
      phone.queue({
        name: 'addExpense',
        args: { ...expenseBody(tripId, { ...yen, rateSource: 'reference' }), id },
      }),
    );
    await phone.pushOk(
      phone.queue({
        name: 'updateExpense',
        args: {
          id,
          patch: {
            amount: 4500,
            currency: 'JPY',
            rate: 0.0068,
            rateDate: null,
            rateSource: 'manual',
          },
        },
      }),
    );
    await laptop.pushOk(
      laptop.queue({ name: 'updateExpense', args: { id, patch: { description: 'Sushi' } } }),
    );
    const pulled = await laptop.pull();
    expect(pulled.expenses.find((e) => e.id === id)).toMatchObject({
      amount: 4500,
      currency: 'JPY',
      rate: 0.0068,
      rateDate: null,
      rateSource: 'manual',
      description: 'Sushi',
    });
  });

  it('refuses a patch that would leave a foreign expense without a rate', async () => {
    const { alice } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = expenseBody(tripId);
    await alice.post('/api/expenses', body);
    const res = await alice.patch(`/api/expenses/${body.id}`, { currency: 'JPY' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Record<string, unknown>).message).toBe('Enter the exchange rate');
  });
});
