import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlaceIndex } from '@shared/domain/place-search';
import { decodeGazetteer } from '@shared/reference/gazetteer-rows';
import type { Trip } from '@shared/schemas/trip';
import type { AppDb } from '../db/app-db';
import { testDb } from '../db/test-db';
import { FakeSyncServer } from './fake-sync-server';
import {
  ensureGazetteerDestinations,
  rememberGazetteerDestination,
} from './gazetteer-destinations';
import { createSyncEngine } from './sync-engine';

let db: AppDb;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  await db.delete();
});

const small = decodeGazetteer({
  credit: 'test',
  zones: ['Europe/Lisbon', 'America/Sao_Paulo'],
  countries: { PT: 'Portugal', BR: 'Brazil' },
  cities: [
    [3448439, 'São Paulo', 'BR', -23.5475, -46.6361, 10021295, 1],
    [2735943, 'Porto', 'PT', 41.1496, -8.611, 249633, 0],
  ],
  airports: [],
});
const porto = small.cities[1]!;
const loader = () => vi.fn(async () => buildPlaceIndex(small));

const at = '2026-01-01T00:00:00.000Z';
const trip = (destinationId: string | null): Trip => ({
  id: crypto.randomUUID(),
  userId: crypto.randomUUID(),
  destinationId,
  title: 'A trip',
  startDate: '2026-05-01',
  endDate: '2026-05-03',
  notes: null,
  budget: null,
  currency: 'EUR',
  coverDocumentId: null,
  createdAt: at,
  updatedAt: at,
});

describe('rememberGazetteerDestination', () => {
  it('keeps the picked city as a destination on the device at once', async () => {
    db = testDb();
    await rememberGazetteerDestination(db, porto);
    expect(await db.destinations.get('gn-2735943')).toMatchObject({
      name: 'Porto',
      country: 'Portugal',
      description: 'A city in Portugal.',
      category: 'city',
      latitude: '41.1496',
      longitude: '-8.6110',
      timeZone: 'Europe/Lisbon',
      imageUrl: '/images/destinations/gn-2735943.svg',
    });
  });
});

describe('ensureGazetteerDestinations', () => {
  it("adds the rows of the trips' gazetteer cities that are missing, and only those", async () => {
    db = testDb();
    await rememberGazetteerDestination(db, porto);
    const kept = await db.destinations.get('gn-2735943');
    await db.trips.bulkPut([
      trip('gn-2735943'),
      trip('gn-3448439'),
      trip('gn-3448439'),
      trip('paris'),
      trip(null),
      // Not in this app's gazetteer: left without a row, never an error.
      trip('gn-999999999'),
    ]);
    const load = loader();
    expect(await ensureGazetteerDestinations(db, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect((await db.destinations.toArray()).map((d) => d.id).sort()).toEqual([
      'gn-2735943',
      'gn-3448439',
    ]);
    expect(await db.destinations.get('gn-2735943')).toEqual(kept);
    expect((await db.destinations.get('gn-3448439'))?.timeZone).toBe('America/Sao_Paulo');
  });

  it('never loads the gazetteer when nothing is missing', async () => {
    db = testDb();
    await db.trips.bulkPut([trip('paris'), trip(null)]);
    const load = loader();
    expect(await ensureGazetteerDestinations(db, load)).toBe(0);
    await rememberGazetteerDestination(db, porto);
    await db.trips.put(trip('gn-2735943'));
    expect(await ensureGazetteerDestinations(db, load)).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the sync engine', () => {
  it('names the destination of a pulled trip to a gazetteer city', async () => {
    db = testDb();
    const server = new FakeSyncServer();
    server.pullBody.trips = [trip('gn-3448439')];
    const load = loader();
    const engine = createSyncEngine({
      db,
      fetchImpl: server.fetch,
      onUnauthorized: vi.fn(),
      locks: undefined,
      triggers: undefined,
      liveUpdates: undefined,
      loadPlaceIndex: load,
    });
    stop = () => engine.stop();
    await engine.flush();
    await vi.waitFor(async () =>
      expect((await db.destinations.get('gn-3448439'))?.name).toBe('São Paulo'),
    );
  });
});
