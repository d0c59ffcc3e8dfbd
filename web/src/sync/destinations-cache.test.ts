import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Destination } from '@shared/schemas/destination';
import type { AppDb } from '../db/app-db';
import { testDb } from '../db/test-db';
import { refreshDestinations } from './destinations-cache';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const destination = (id: string): Destination => ({
  id,
  name: id,
  country: 'Japan',
  description: '',
  imageUrl: `/images/${id}.jpg`,
  category: 'city',
  featured: false,
  latitude: null,
  longitude: null,
  visaRequirements: null,
  travelDocuments: null,
  climate: null,
  bestMonths: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('refreshDestinations', () => {
  it("takes a copy of the answer the page's start already has instead of asking again", async () => {
    db = testDb();
    await db.destinations.put(destination('gone'));
    const fetchImpl = vi.fn(async () => json([destination('from-the-network')]));
    const share = vi.fn(async (_path: string, _request: () => Promise<Response>) =>
      json([destination('kyoto')]),
    );

    expect(await refreshDestinations(db, fetchImpl, share)).toBe(true);
    expect(share).toHaveBeenCalledWith('/api/destinations', expect.any(Function));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect((await db.destinations.toArray()).map((d) => d.id)).toEqual(['kyoto']);
  });

  it("keeps the gazetteer cities' rows, which the list never has", async () => {
    db = testDb();
    await db.destinations.bulkPut([destination('gn-2735943'), destination('gone')]);
    const fetchImpl = vi.fn(async () => json([destination('kyoto')]));

    expect(await refreshDestinations(db, fetchImpl)).toBe(true);
    expect((await db.destinations.toArray()).map((d) => d.id).sort()).toEqual([
      'gn-2735943',
      'kyoto',
    ]);
  });

  it('makes the request itself when nothing is shared', async () => {
    db = testDb();
    const fetchImpl = vi.fn(async () => json([destination('osaka')]));

    expect(await refreshDestinations(db, fetchImpl, (_path, request) => request())).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/api/destinations', { credentials: 'include' });
    expect((await db.destinations.toArray()).map((d) => d.id)).toEqual(['osaka']);
  });

  it('keeps the copy it has when the shared request found no network', async () => {
    db = testDb();
    await db.destinations.put(destination('kept'));
    const fetchImpl = vi.fn(async () => json([]));
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));

    expect(await refreshDestinations(db, fetchImpl, offline)).toBe(false);
    expect((await db.destinations.toArray()).map((d) => d.id)).toEqual(['kept']);
  });
});
