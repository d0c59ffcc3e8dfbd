import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadGazetteer } from '@shared/reference/gazetteer';
import type { Destination } from '@shared/schemas/destination';
import type { AppDb } from '../../db/app-db';
import { testDb } from '../../db/test-db';
import { createTripForImport } from './trip-for-import';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const cityNamed = (name: string, country: string) => {
  const city = loadGazetteer().cities.find((c) => c.name === name && c.country === country);
  if (!city) throw new Error(`No ${name} in the gazetteer`);
  return city;
};
const dates = { startDate: '2027-09-01', endDate: '2027-09-06' };

describe('createTripForImport', () => {
  it("creates the trip through the outbox, named after the city, to the gazetteer's city", async () => {
    db = testDb();
    const porto = cityNamed('Porto', 'Portugal');
    const id = await createTripForImport(db, porto, dates, ['pt-PT']);
    expect(await db.trips.get(id)).toMatchObject({
      title: 'Porto',
      destinationId: porto.id,
      currency: 'EUR',
      ...dates,
    });
    // Its destination is on the device at once, so the trip shows where it goes, offline.
    expect(await db.destinations.get(porto.id)).toMatchObject({ name: 'Porto' });
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['createTrip']);
  });

  it('goes to one of our own destinations of that name and country when there is one', async () => {
    db = testDb();
    const ours = {
      id: 'lisbon',
      name: 'Lisbon',
      country: 'Portugal',
      description: 'Hills and trams',
      imageUrl: '/lisbon.jpg',
      category: 'city',
      featured: true,
      latitude: null,
      longitude: null,
      visaRequirements: null,
      travelDocuments: null,
      climate: null,
      bestMonths: null,
      createdAt: '2027-01-01T00:00:00.000Z',
    } satisfies Destination;
    await db.destinations.put(ours);
    const id = await createTripForImport(db, cityNamed('Lisbon', 'Portugal'), dates, ['en-US']);
    expect(await db.trips.get(id)).toMatchObject({ title: 'Lisbon', destinationId: 'lisbon' });
    expect(await db.destinations.count()).toBe(1);
  });
});
