import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { eraseDeviceCopy } from './erase-device-copy';
import { paris, testDb } from '../db/test-db';
import { createTrip } from '../db/trip-repo';
import type { UserStore } from './user-store';

describe('eraseDeviceCopy', () => {
  it('stops the engines and deletes the database for good: a late read cannot recreate it', async () => {
    const db = testDb();
    await createTrip(db, paris);
    const engine = { stop: vi.fn() };
    const transfers = { stop: vi.fn() };
    const streetPacks = { stop: vi.fn() };
    await eraseDeviceCopy({ db, engine, transfers, streetPacks } as unknown as UserStore);

    expect(engine.stop).toHaveBeenCalled();
    expect(transfers.stop).toHaveBeenCalled();
    expect(streetPacks.stop).toHaveBeenCalled();
    expect(await Dexie.exists(db.name)).toBe(false);
    // A live query or an engine step still in flight fails instead of opening an empty copy.
    await expect(db.trips.count()).rejects.toThrow();
    expect(await Dexie.exists(db.name)).toBe(false);
  });
});
