import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expenseResponseSchema } from '@shared/api/trips';
import { createTripFor, expenseBody, expenseRows, tripTestApp } from '../testing/trip-fixtures';

describe('expense endpoints', () => {
  it('adds an expense to the trip with the server clock', async () => {
    const { alice, clock } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const res = await alice.post('/api/expenses', expenseBody(tripId));
    expect(res.status).toBe(201);
    const expense = expenseResponseSchema.parse(await res.json());
    expect(expense).toMatchObject({ tripId, category: 'food', amount: 1250, description: 'Ramen' });
    expect(expense.createdAt).toBe(clock.now().toISOString());
  });

  it('stores an absent description as an empty string (SPEC 3)', async () => {
    const { alice } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const { description: _omitted, ...body } = expenseBody(tripId);
    const res = await alice.post('/api/expenses', body);
    expect(((await res.json()) as Record<string, unknown>).description).toBe('');
  });

  it('answers the stored expense for a replayed add, never a duplicate', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = expenseBody(tripId);
    expect((await alice.post('/api/expenses', body)).status).toBe(201);
    const again = await alice.post('/api/expenses', body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Record<string, unknown>).id).toBe(body.id);
    expect(await expenseRows(db)).toHaveLength(1);
  });

  it('deletes an expense, and deleting it again still succeeds', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = expenseBody(tripId);
    await alice.post('/api/expenses', body);
    const res = await alice.delete(`/api/expenses/${body.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await expenseRows(db)).toHaveLength(0);
    expect((await alice.delete(`/api/expenses/${body.id}`)).status).toBe(200);
    // A replayed add after the delete does not bring it back.
    expect((await alice.post('/api/expenses', body)).status).toBe(409);
    expect(await expenseRows(db)).toHaveLength(0);
  });

  it('answers 400 with a message for bad amounts, categories and dates, storing nothing', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'Please enter a valid amount'],
      [{ amount: -5 }, 'Please enter a valid amount'],
      [{ amount: 12.5 }, 'Amount must be whole cents'],
      [{ amount: 'ten' }, 'amount'],
      [{ category: 'bribes' }, 'category'],
      [{ date: 'tomorrow' }, 'Use a date like 2026-05-31'],
      [{ tripId: 'not-a-uuid' }, 'tripId'],
    ];
    for (const [override, message] of cases) {
      const res = await alice.post('/api/expenses', expenseBody(tripId, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(((await res.json()) as Record<string, unknown>).message).toContain(message);
    }
    expect(await expenseRows(db)).toHaveLength(0);
  });

  it('answers 404 when the trip is missing or was deleted', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    await alice.delete(`/api/trips/${tripId}`);
    for (const target of [tripId, randomUUID()]) {
      const res = await alice.post('/api/expenses', expenseBody(target));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Trip not found' });
    }
    expect(await expenseRows(db)).toHaveLength(0);
  });

  it('answers 401 when signed out', async () => {
    const { client } = await tripTestApp();
    const anon = client();
    for (const res of [
      await anon.post('/api/expenses', expenseBody(randomUUID())),
      await anon.delete(`/api/expenses/${randomUUID()}`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it("answers 404 to another user's expense id exactly as to a missing one", async () => {
    const { alice, bob, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = expenseBody(tripId);
    await alice.post('/api/expenses', body);
    for (const target of [body.id, randomUUID()]) {
      const res = await bob.delete(`/api/expenses/${target}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Expense not found' });
    }
    // Bob cannot take Alice's expense id for an expense of his own trip either.
    const bobTrip = await createTripFor(bob);
    const steal = await bob.post('/api/expenses', expenseBody(bobTrip, { id: body.id }));
    expect(steal.status).toBe(404);
    expect(await steal.json()).toEqual({ message: 'Expense not found' });
    expect((await expenseRows(db)).map((e) => e.tripId)).toEqual([tripId]);
  });
});
