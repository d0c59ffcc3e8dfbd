import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '../db/app-db';
import { paris } from '../db/test-db';
import { createTrip } from '../db/trip-repo';
import { FakeSyncServer } from './fake-sync-server';
import { flushInWorker } from './worker-flush';

let db: AppDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

async function userWithQueuedTrip() {
  const userId = crypto.randomUUID();
  db = new AppDb(userId);
  await createTrip(db, paris);
  db.close();
  return userId;
}

describe('flush from the service worker', () => {
  it("sends the user's queued changes and empties the outbox", async () => {
    const userId = await userWithQueuedTrip();
    const server = new FakeSyncServer();
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe('sent');
    expect(server.pushedIds().flat()).toEqual([1]);
    expect(await new AppDb(userId).outbox.count()).toBe(0);
  });

  it('asks the browser to try again when the network fails, keeping every change', async () => {
    const userId = await userWithQueuedTrip();
    const server = new FakeSyncServer();
    server.nextReplies.push(() => new TypeError('Failed to fetch'));
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe(
      'retry',
    );
    expect(await new AppDb(userId).outbox.count()).toBe(1);
  });

  it('does not retry a 401: the page shows it and the queue waits for sign-in', async () => {
    const userId = await userWithQueuedTrip();
    const server = new FakeSyncServer();
    server.nextReplies.push(() => new Response('Unauthorized', { status: 401 }));
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe('sent');
    expect(await new AppDb(userId).outbox.count()).toBe(1);
  });

  it('never creates a database for a user this device does not have', async () => {
    const userId = crypto.randomUUID();
    const server = new FakeSyncServer();
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe(
      'no-database',
    );
    expect(await Dexie.exists(`wayfarer-${userId}`)).toBe(false);
    expect(server.pushes).toHaveLength(0);
  });
});
