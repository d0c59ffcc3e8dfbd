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

/** A server whose session cookie belongs to `userId`. */
function serverSignedInAs(userId: string | null) {
  const server = new FakeSyncServer();
  server.sessionUserId = userId;
  return server;
}

describe('flush from the service worker', () => {
  it("sends the user's queued changes and empties the outbox", async () => {
    const userId = await userWithQueuedTrip();
    const server = serverSignedInAs(userId);
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe('sent');
    expect(server.pushedIds().flat()).toEqual([1]);
    expect(await new AppDb(userId).outbox.count()).toBe(0);
  });

  it('asks the browser to try again when the network fails, keeping every change', async () => {
    const userId = await userWithQueuedTrip();
    const server = serverSignedInAs(userId);
    server.nextReplies.push(() => new TypeError('Failed to fetch'));
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe(
      'retry',
    );
    expect(await new AppDb(userId).outbox.count()).toBe(1);
  });

  it('asks to try again when a proxy says the server is down (503)', async () => {
    const userId = await userWithQueuedTrip();
    const server = serverSignedInAs(userId);
    server.nextReplies.push(() => new Response('Service Unavailable', { status: 503 }));
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe(
      'retry',
    );
    expect(await new AppDb(userId).outbox.count()).toBe(1);
  });

  it('does not retry a 401: the page shows it and the queue waits for sign-in', async () => {
    const userId = await userWithQueuedTrip();
    const server = serverSignedInAs(userId);
    // The session was valid when checked, then expired before the push.
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

  it('sends nothing when the browser is signed out or signed in as another traveller', async () => {
    const userId = await userWithQueuedTrip();
    for (const sessionUser of [null, crypto.randomUUID()]) {
      const server = serverSignedInAs(sessionUser);
      expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe(
        'not-signed-in',
      );
      expect(server.pushes).toHaveLength(0);
      expect(server.pulls).toHaveLength(0);
    }
    expect(await new AppDb(userId).outbox.count()).toBe(1);
  });

  it('asks to try again when even the session check cannot reach the server', async () => {
    const userId = await userWithQueuedTrip();
    const server = serverSignedInAs(userId);
    server.sessionUnreachable = true;
    expect(await flushInWorker(userId, { fetchImpl: server.fetch, locks: undefined })).toBe(
      'retry',
    );
    expect(server.pushes).toHaveLength(0);
    expect(await new AppDb(userId).outbox.count()).toBe(1);
  });
});
