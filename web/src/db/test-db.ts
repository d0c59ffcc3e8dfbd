import type { TripInput } from './trip-repo';
import { AppDb } from './app-db';

/** A fresh database under a unique name, for tests on fake-indexeddb. */
export function testDb(userId: string = crypto.randomUUID()): AppDb {
  return new AppDb(userId, `test-${crypto.randomUUID()}`);
}

export const paris: TripInput = {
  destinationId: 'paris',
  title: 'Paris in spring',
  startDate: '2026-04-10',
  endDate: '2026-04-14',
  notes: 'Museums first',
  budget: 150_000,
};
