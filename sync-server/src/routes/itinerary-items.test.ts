import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { itineraryItemResponseSchema } from '@shared/api/trips';
import { createTripFor, itemBody, itemRows, tripTestApp } from '../testing/trip-fixtures';

describe('itinerary item endpoints', () => {
  it('adds an item, storing omitted optional texts as null', async () => {
    const { alice, clock } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const res = await alice.post(
      '/api/itinerary-items',
      itemBody(tripId, { time: undefined, location: undefined, day: 3, type: 'dining' }),
    );
    expect(res.status).toBe(201);
    const item = itineraryItemResponseSchema.parse(await res.json());
    expect(item).toMatchObject({
      tripId,
      day: 3,
      type: 'dining',
      time: null,
      location: null,
      description: null,
    });
    expect(item.createdAt).toBe(clock.now().toISOString());
  });

  it("keeps the zones of a flight's times, and a patch changes or clears each alone", async () => {
    const { alice } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = itemBody(tripId, {
      type: 'transport',
      time: '11:05',
      endTime: '15:20 (+1)',
      timeZone: 'America/Los_Angeles',
      endTimeZone: 'Asia/Tokyo',
    });
    const added = itineraryItemResponseSchema.parse(
      await (await alice.post('/api/itinerary-items', body)).json(),
    );
    expect(added).toMatchObject({ timeZone: 'America/Los_Angeles', endTimeZone: 'Asia/Tokyo' });
    const patched = await alice.patch(`/api/itinerary-items/${added.id}`, {
      timeZone: 'America/Denver',
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      timeZone: 'America/Denver',
      endTimeZone: 'Asia/Tokyo',
    });
    const cleared = await alice.patch(`/api/itinerary-items/${added.id}`, { endTimeZone: null });
    expect(await cleared.json()).toMatchObject({
      timeZone: 'America/Denver',
      endTimeZone: null,
    });
    // An item without zones reads as the trip's.
    const plain = await alice.post('/api/itinerary-items', itemBody(tripId));
    expect(await plain.json()).toMatchObject({ timeZone: null, endTimeZone: null });
  });

  it('answers the stored item for a replayed add, never a duplicate', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = itemBody(tripId);
    expect((await alice.post('/api/itinerary-items', body)).status).toBe(201);
    expect((await alice.post('/api/itinerary-items', body)).status).toBe(200);
    expect(await itemRows(db)).toHaveLength(1);
  });

  it('deletes an item, and deleting it again still succeeds', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = itemBody(tripId);
    await alice.post('/api/itinerary-items', body);
    const res = await alice.delete(`/api/itinerary-items/${body.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await itemRows(db)).toHaveLength(0);
    expect((await alice.delete(`/api/itinerary-items/${body.id}`)).status).toBe(200);
  });

  it('answers 400 with a message for bad days, types and titles, storing nothing', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const cases: [Record<string, unknown>, string][] = [
      [{ day: 0 }, 'Day must be 1 or more'],
      [{ day: 367 }, 'day'],
      [{ day: 1.5 }, 'day'],
      [{ title: '   ' }, 'Title is required'],
      [{ type: 'party' }, 'type'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'Unknown time zone'],
      [{ endTimeZone: 'GMT+25' }, 'Unknown time zone'],
    ];
    for (const [override, message] of cases) {
      const res = await alice.post('/api/itinerary-items', itemBody(tripId, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(((await res.json()) as Record<string, unknown>).message).toContain(message);
    }
    expect(await itemRows(db)).toHaveLength(0);
  });

  it('answers 404 when the trip was deleted, without resurrecting it', async () => {
    const { alice, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    await alice.delete(`/api/trips/${tripId}`);
    const res = await alice.post('/api/itinerary-items', itemBody(tripId));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Trip not found' });
    expect(await itemRows(db)).toHaveLength(0);
    expect((await alice.get(`/api/trips/${tripId}`)).status).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const { client } = await tripTestApp();
    const anon = client();
    for (const res of [
      await anon.post('/api/itinerary-items', itemBody(randomUUID())),
      await anon.delete(`/api/itinerary-items/${randomUUID()}`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it("answers 404 to another user's item id exactly as to a missing one", async () => {
    const { alice, bob, db } = await tripTestApp();
    const tripId = await createTripFor(alice);
    const body = itemBody(tripId);
    await alice.post('/api/itinerary-items', body);
    for (const target of [body.id, randomUUID()]) {
      const res = await bob.delete(`/api/itinerary-items/${target}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Itinerary item not found' });
    }
    expect(await itemRows(db)).toHaveLength(1);
  });
});
