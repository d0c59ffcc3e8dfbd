import { describe, expect, it } from 'vitest';
import { destinationSchema } from '@shared/schemas/destination';
import { tripResponseSchema } from '@shared/api/trips';
import { tripWithDetailsSchema } from '@shared/schemas/trip';
import type { Db } from '../db/connection';
import { TestDevice, tripBody, tripRows, tripTestApp } from '../testing/trip-fixtures';

/** Porto and São Paulo in GeoNames. */
const PORTO = 'gn-2735943';
const SAO_PAULO = 'gn-3448439';
const FORGED = 'gn-999999999';

async function destinationRow(db: Db, id: string) {
  return db.$statements.destinationById.get(id);
}

describe('a trip to any city of the gazetteer', () => {
  it('is created through REST with the destination the server builds, read back embedded', async () => {
    const { alice, db, clock } = await tripTestApp();
    const body = tripBody({ destinationId: PORTO, title: 'Porto in May' });
    const res = await alice.post('/api/trips', body);
    expect(res.status).toBe(201);
    expect(tripResponseSchema.parse(await res.json()).destinationId).toBe(PORTO);

    expect(await destinationRow(db, PORTO)).toEqual({
      id: PORTO,
      name: 'Porto',
      country: 'Portugal',
      description: 'A city in Portugal.',
      imageUrl: `/images/destinations/${PORTO}.svg`,
      category: 'city',
      featured: expect.anything(),
      latitude: '41.1496',
      longitude: '-8.6110',
      visaRequirements: null,
      travelDocuments: null,
      climate: null,
      bestMonths: null,
      createdAt: clock.now().toISOString(),
    });

    const trip = tripWithDetailsSchema.parse(
      await (await alice.get(`/api/trips/${body.id}`)).json(),
    );
    expect(trip.destination).toEqual({
      name: 'Porto',
      country: 'Portugal',
      imageUrl: `/images/destinations/${PORTO}.svg`,
      description: 'A city in Portugal.',
      climate: null,
      bestMonths: null,
      visaRequirements: null,
      travelDocuments: null,
      timeZone: 'Europe/Lisbon',
    });
    const [listed] = (await (await alice.get('/api/trips')).json()) as { destination: unknown }[];
    expect(listed?.destination).toEqual(trip.destination);
  });

  it('is created through a sync push, and pulled like any other trip', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    const body = tripBody({ destinationId: PORTO });
    const res = await device.pushOk(device.queue({ name: 'createTrip', args: body }));
    expect(res.results).toEqual([{ id: 1, status: 'applied' }]);
    expect((await destinationRow(db, PORTO))?.name).toBe('Porto');
    const pull = await device.pull();
    expect(pull.trips.map((t) => [t.id, t.destinationId])).toEqual([[body.id, PORTO]]);
  });

  it('keeps one row per city however many trips go there', async () => {
    const { alice, bob, db } = await tripTestApp();
    expect((await alice.post('/api/trips', tripBody({ destinationId: PORTO }))).status).toBe(201);
    expect((await bob.post('/api/trips', tripBody({ destinationId: PORTO }))).status).toBe(201);
    const count = await db.query<{ n: number | string }>(
      `select count(*) as n from destinations where id = '${PORTO}'`,
    );
    expect(Number(count[0]?.n)).toBe(1);
  });

  it('moves an existing trip to a gazetteer city through a patch', async () => {
    const { alice, db } = await tripTestApp();
    const body = tripBody();
    await alice.post('/api/trips', body);
    const res = await alice.patch(`/api/trips/${body.id}`, { destinationId: SAO_PAULO });
    expect(res.status).toBe(200);
    expect((await destinationRow(db, SAO_PAULO))?.country).toBe('Brazil');
    const trip = tripWithDetailsSchema.parse(
      await (await alice.get(`/api/trips/${body.id}`)).json(),
    );
    expect(trip.destination).toMatchObject({ name: 'São Paulo', timeZone: 'America/Sao_Paulo' });
  });

  it('refuses an id the gazetteer does not hold, through REST and through push', async () => {
    const { alice, db } = await tripTestApp();
    const res = await alice.post('/api/trips', tripBody({ destinationId: FORGED }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Destination not found' });

    const device = new TestDevice(alice);
    const pushed = await device.pushOk(
      device.queue({ name: 'createTrip', args: tripBody({ destinationId: FORGED }) }),
    );
    expect(pushed.results).toEqual([
      { id: 1, status: 'rejected', reason: 'Destination not found' },
    ]);

    const body = tripBody();
    await alice.post('/api/trips', body);
    const patched = await alice.patch(`/api/trips/${body.id}`, { destinationId: FORGED });
    expect(patched.status).toBe(400);
    expect(await destinationRow(db, FORGED)).toBeUndefined();
    expect((await tripRows(db)).map((t) => t.destinationId)).toEqual(['kyoto']);
  });

  it('believes nothing the device says about the place, only the id', async () => {
    const { alice, db } = await tripTestApp();
    const body = {
      ...tripBody({ destinationId: PORTO }),
      destination: { name: 'Somewhere else', country: 'Nowhere', timeZone: 'Asia/Tokyo' },
    };
    await alice.post('/api/trips', body);
    expect(await destinationRow(db, PORTO)).toMatchObject({ name: 'Porto', country: 'Portugal' });
  });

  it('is never listed with the curated destinations, and has generated artwork', async () => {
    const { alice, app } = await tripTestApp();
    const before = destinationSchema
      .array()
      .parse(await (await app.request('/api/destinations')).json());
    await alice.post('/api/trips', tripBody({ destinationId: PORTO }));
    const after = destinationSchema
      .array()
      .parse(await (await app.request('/api/destinations')).json());
    expect(after).toEqual(before);
    expect(after.some((d) => d.id.startsWith('gn-'))).toBe(false);

    const search = (await (await app.request('/api/destinations/search?query=Porto')).json()) as {
      data?: { id: string; source: string }[];
    };
    expect(JSON.stringify(search)).not.toContain(PORTO);

    const art = await app.request(`/images/destinations/${PORTO}.svg`);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await art.text()).toContain('aria-label="Porto, Portugal"');
  });
});
