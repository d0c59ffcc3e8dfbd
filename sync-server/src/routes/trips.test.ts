import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tripListResponseSchema, tripResponseSchema } from '@shared/api/trips';
import { tripWithDetailsSchema } from '@shared/schemas/trip';
import {
  createTripFor,
  expenseBody,
  expenseRows,
  itemBody,
  itemRows,
  tombstoneRows,
  tripBody,
  tripRows,
  tripTestApp,
} from '../testing/trip-fixtures';

describe('trip endpoints', () => {
  it('creates a trip with the server clock and lists it with its destination', async () => {
    const { alice, clock } = await tripTestApp();
    const body = tripBody();
    const res = await alice.post('/api/trips', body);
    expect(res.status).toBe(201);
    const created = tripResponseSchema.parse(await res.json());
    expect(created).toMatchObject({ id: body.id, title: 'Autumn in Kyoto', budget: 250_000 });
    expect(created.createdAt).toBe(clock.now().toISOString());

    const list = tripListResponseSchema.parse(await (await alice.get('/api/trips')).json());
    expect(list).toHaveLength(1);
    expect(list[0]!.destination).toMatchObject({ name: 'Kyoto', country: 'Japan' });
  });

  it('generates an id when the body has none', async () => {
    const { alice } = await tripTestApp();
    const { id: _omitted, ...body } = tripBody();
    const res = await alice.post('/api/trips', body);
    expect(res.status).toBe(201);
    expect(tripResponseSchema.parse(await res.json()).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the stored trip for a replayed create, never a duplicate', async () => {
    const { alice, db } = await tripTestApp();
    const body = tripBody();
    expect((await alice.post('/api/trips', body)).status).toBe(201);
    const again = await alice.post('/api/trips', { ...body, title: 'Changed on replay' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Record<string, unknown>).title).toBe('Autumn in Kyoto');
    expect(await tripRows(db)).toHaveLength(1);
  });

  it('reads one trip with destination, expenses and itinerary items', async () => {
    const { alice } = await tripTestApp();
    const id = await createTripFor(alice);
    await alice.post('/api/expenses', expenseBody(id));
    await alice.post('/api/itinerary-items', itemBody(id));
    const res = await alice.get(`/api/trips/${id}`);
    expect(res.status).toBe(200);
    const trip = tripWithDetailsSchema.parse(await res.json());
    expect(trip.destination?.name).toBe('Kyoto');
    expect(trip.destination?.timeZone).toBe('Asia/Tokyo');
    expect(trip.expenses.map((e) => e.description)).toEqual(['Ramen']);
    expect(trip.itineraryItems.map((i) => i.title)).toEqual(['Fushimi Inari']);
  });

  it('patches only the fields given and moves updatedAt to the server clock', async () => {
    const { alice, clock } = await tripTestApp();
    const id = await createTripFor(alice);
    clock.advance(60_000);
    const res = await alice.patch(`/api/trips/${id}`, { title: 'Kyoto and Nara', notes: null });
    expect(res.status).toBe(200);
    const trip = tripResponseSchema.parse(await res.json());
    expect(trip).toMatchObject({ title: 'Kyoto and Nara', notes: null, budget: 250_000 });
    expect(trip.updatedAt).toBe(clock.now().toISOString());
    expect(trip.createdAt).not.toBe(trip.updatedAt);
  });

  it('deletes a trip with its items and expenses, tombstoning all of them', async () => {
    const { alice, db } = await tripTestApp();
    const id = await createTripFor(alice);
    await alice.post('/api/expenses', expenseBody(id));
    await alice.post('/api/itinerary-items', itemBody(id));
    const res = await alice.delete(`/api/trips/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await tripRows(db)).toHaveLength(0);
    expect(await expenseRows(db)).toHaveLength(0);
    expect(await itemRows(db)).toHaveLength(0);
    const tables = (await tombstoneRows(db)).map((t) => t.tableName).sort();
    expect(tables).toEqual(['expenses', 'itineraryItems', 'trips']);
    expect((await alice.get(`/api/trips/${id}`)).status).toBe(404);
    // Deleting again is a success that changes nothing.
    expect((await alice.delete(`/api/trips/${id}`)).status).toBe(200);
  });

  it('answers 400 with a message for bad bodies and changes nothing', async () => {
    const { alice, db } = await tripTestApp();
    const id = await createTripFor(alice);
    const cases: [string, unknown, string][] = [
      ['/api/trips', tripBody({ title: '  ' }), 'Trip title is required'],
      ['/api/trips', tripBody({ startDate: '01/10/2026' }), 'Use a date like 2026-05-31'],
      ['/api/trips', tripBody({ budget: 12.5 }), 'budget'],
      ['/api/trips', '{not json', 'Request body must be valid JSON'],
    ];
    for (const [path, body, message] of cases) {
      const res = await alice.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Record<string, unknown>).message).toContain(message);
    }
    const unknownDestination = await alice.post(
      '/api/trips',
      tripBody({ destinationId: 'atlantis' }),
    );
    expect(unknownDestination.status).toBe(400);
    expect(await unknownDestination.json()).toEqual({ message: 'Destination not found' });

    const empty = await alice.patch(`/api/trips/${id}`, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Record<string, unknown>).message).toBe('Nothing to update');
    const badPatch = await alice.patch(`/api/trips/${id}`, { title: '' });
    expect(badPatch.status).toBe(400);
    expect((await tripRows(db)).map((t) => t.title)).toEqual(['Autumn in Kyoto']);
  });

  it('answers 401 to every trip route when signed out', async () => {
    const { client } = await tripTestApp();
    const anon = client();
    const id = randomUUID();
    for (const res of [
      await anon.get('/api/trips'),
      await anon.get(`/api/trips/${id}`),
      await anon.post('/api/trips', tripBody()),
      await anon.patch(`/api/trips/${id}`, { title: 'x' }),
      await anon.delete(`/api/trips/${id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it("answers 404 to another user's trip id exactly as to a missing one, changing nothing", async () => {
    const { alice, bob, db } = await tripTestApp();
    const id = await createTripFor(alice);
    const missing = randomUUID();
    for (const target of [id, missing]) {
      for (const res of [
        await bob.get(`/api/trips/${target}`),
        await bob.patch(`/api/trips/${target}`, { title: 'Mine now' }),
        await bob.delete(`/api/trips/${target}`),
        await bob.post('/api/expenses', expenseBody(target)),
        await bob.post('/api/itinerary-items', itemBody(target)),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Trip not found' });
      }
    }
    // Re-using Alice's id for a create is refused too, and Bob's list stays empty.
    expect((await bob.post('/api/trips', tripBody({ id }))).status).toBe(404);
    expect(await (await bob.get('/api/trips')).json()).toEqual([]);
    expect((await tripRows(db)).map((t) => t.title)).toEqual(['Autumn in Kyoto']);
    expect(await expenseRows(db)).toHaveLength(0);
    expect(await itemRows(db)).toHaveLength(0);
  });

  it('refuses to re-create a trip that was deleted', async () => {
    const { alice, db } = await tripTestApp();
    const body = tripBody();
    await alice.post('/api/trips', body);
    await alice.delete(`/api/trips/${body.id}`);
    const res = await alice.post('/api/trips', body);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'trip was deleted' });
    expect(await tripRows(db)).toHaveLength(0);
  });
});
