import type { ReadableStreamReadResult } from 'node:stream/web';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSession } from '../auth/middleware';
import { ChangeHub } from '../domain/sync/change-hub';
import type { AppEnv } from '../http/env';
import { randomBytes } from 'node:crypto';
import { openPostgres } from '../db/postgres-database';
import { seedDestinations } from '../domain/destinations/seed';
import { TestClient, testApp } from '../testing/test-app';
import { TEST_DATABASE_URL, testDialect } from '../testing/test-database';
import {
  createTripFor,
  shareTrip,
  tripBody,
  tripTestApp,
  TestDevice,
} from '../testing/trip-fixtures';
import { syncEventRoutes } from './sync-events';

interface SseEvent {
  event: string;
  data: string;
}

/** Reads an event stream as a browser's EventSource would, comments (heartbeats) included. */
class EventStreamReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  /** A read that outlived a timeout: the next call takes its chunk instead of losing it. */
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** The next block up to a blank line: an event, or a comment such as a heartbeat. */
  async next(timeoutMs = 2_000): Promise<SseEvent | { comment: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.buffer.includes('\n\n')) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms; got ${this.buffer}`);
      this.pending ??= this.reader.read();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        this.pending,
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
      ]);
      clearTimeout(timer);
      if (chunk === 'timeout') continue;
      this.pending = undefined;
      if (chunk.done) throw new Error(`The stream ended; got ${this.buffer}`);
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
    const end = this.buffer.indexOf('\n\n');
    const block = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end + 2);
    if (block.startsWith(':')) return { comment: block.slice(1).trim() };
    const field = (name: string) =>
      block
        .split('\n')
        .find((line) => line.startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim() ?? '';
    return { event: field('event'), data: field('data') };
  }

  /** The next event, skipping heartbeats. */
  async nextEvent(timeoutMs = 2_000): Promise<SseEvent> {
    for (;;) {
      const block = await this.next(timeoutMs);
      if ('event' in block) return block;
    }
  }

  /** Nothing but heartbeats arrives for `ms`. */
  async expectQuiet(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const block = await this.next(until - Date.now()).catch(() => null);
      if (block && 'event' in block) throw new Error(`Unexpected event ${block.event}`);
    }
  }

  /** Everything left until the server ends the stream. */
  async rest(): Promise<string> {
    for (;;) {
      const chunk = await (this.pending ?? this.reader.read());
      this.pending = undefined;
      if (chunk.done) return this.buffer;
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}

const open: EventStreamReader[] = [];
afterEach(async () => {
  for (const stream of open.splice(0)) await stream.cancel().catch(() => {});
});

async function subscribe(client: TestClient, headers: Record<string, string> = {}) {
  const res = await client.get('/api/sync/events', headers);
  expect(res.status).toBe(200);
  if (!res.body) throw new Error('The event stream has no body');
  const stream = new EventStreamReader(res.body.getReader());
  open.push(stream);
  return { res, stream };
}

const createTrip = () => ({ name: 'createTrip', args: tripBody() });

/** Waits until the hub holds `count` subscriptions (cancelling reaches it asynchronously). */
async function expectConnections(hub: ChangeHub, count: number) {
  await expect.poll(() => hub.connectionCount, { timeout: 2_000 }).toBe(count);
}

describe('GET /api/sync/events', () => {
  it('answers 401 when signed out', async () => {
    const { client, changes } = await tripTestApp();
    const res = await client().get('/api/sync/events');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(changes.connectionCount).toBe(0);
  });

  it('says ready, then change after a push by the same user from another device', async () => {
    const { alice, changes } = await tripTestApp();
    const { res, stream } = await subscribe(alice, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    // Compressed, each event would wait in a gzip buffer instead of leaving at once.
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await stream.nextEvent()).toEqual({ event: 'ready', data: '0' });
    expect(changes.connectionCount).toBe(1);

    const laptop = new TestDevice(alice);
    await laptop.pushOk(laptop.queue(createTrip()));
    expect(await stream.nextEvent()).toEqual({ event: 'change', data: '1' });
  });

  it('announces REST writes too', async () => {
    const { alice } = await tripTestApp();
    const { stream } = await subscribe(alice);
    await stream.nextEvent();
    await createTripFor(alice);
    expect((await stream.nextEvent()).event).toBe('change');
  });

  it("does not tell one user of another user's push", async () => {
    const { alice, bob } = await tripTestApp();
    const { stream } = await subscribe(alice);
    await stream.nextEvent();
    const bobs = new TestDevice(bob);
    await bobs.pushOk(bobs.queue(createTrip()));
    await stream.expectQuiet(300);
  });

  it('stays quiet for a replayed push, which changes nothing', async () => {
    const { alice } = await tripTestApp();
    const laptop = new TestDevice(alice);
    const batch = laptop.queue(createTrip());
    await laptop.pushOk(batch);
    const { stream } = await subscribe(alice);
    await stream.nextEvent();
    await laptop.pushOk(batch);
    await stream.expectQuiet(300);
  });

  it('sends one change for a burst of notifications that arrive while one is written', async () => {
    // A hub without the database's bus, so the three notifications land at once: through
    // PostgreSQL's they would arrive one by one, not as a burst.
    const { alice, aliceUser, changes } = await tripTestApp({ changes: new ChangeHub() });
    const { stream } = await subscribe(alice);
    await stream.nextEvent();
    changes.notifyUsers([aliceUser.id]);
    changes.notifyUsers([aliceUser.id]);
    changes.notifyUsers([aliceUser.id]);
    expect(await stream.nextEvent()).toEqual({ event: 'change', data: '1' });
    await stream.expectQuiet(200);
    changes.notifyUsers([aliceUser.id]);
    expect(await stream.nextEvent()).toEqual({ event: 'change', data: '2' });
  });

  it('sends a heartbeat comment while idle', async () => {
    const { alice, sessions, changes } = await tripTestApp();
    // The app mounts the real 25 s interval; the same route with a short one, behind the same
    // session middleware.
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set('sessions', sessions);
      return next();
    });
    app.use(loadSession);
    app.route('/api/sync', syncEventRoutes(changes, 30));
    const { stream } = await subscribe(new TestClient(app), { cookie: alice.cookieHeader });
    expect(await stream.next()).toEqual({ event: 'ready', data: '0' });
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });
  });

  it('removes the subscription when the device goes away', async () => {
    const { alice, changes } = await tripTestApp();
    const first = await subscribe(alice);
    const second = await subscribe(alice);
    await first.stream.nextEvent();
    await second.stream.nextEvent();
    expect(changes.connectionCount).toBe(2);
    await first.stream.cancel();
    await expectConnections(changes, 1);
    await second.stream.cancel();
    await expectConnections(changes, 0);
  });

  it('ends every stream when the hub closes, so the server can shut down', async () => {
    const { alice, changes } = await tripTestApp();
    const { stream } = await subscribe(alice);
    await stream.nextEvent();
    changes.close();
    expect(await stream.rest()).toBe('');
    await expectConnections(changes, 0);
  });
});

describe('GET /api/sync/events: streams per session and per account', () => {
  /** An app whose hub allows two streams per session and three per account. */
  const limitedApp = () =>
    tripTestApp({ changes: new ChangeHub(undefined, { perSession: 2, perAccount: 3 }) });

  async function opened(client: TestClient) {
    const { stream } = await subscribe(client);
    expect(await stream.nextEvent()).toEqual({ event: 'ready', data: '0' });
    return stream;
  }

  it("closes the session's oldest stream when it opens one more than its limit", async () => {
    const { alice, bob, aliceUser, changes } = await limitedApp();
    const oldest = await opened(alice);
    const second = await opened(alice);
    const bobs = await opened(bob);
    const third = await opened(alice);
    expect(await oldest.nextEvent()).toEqual({
      event: 'replaced',
      data: 'A newer stream took its place',
    });
    expect(await oldest.rest()).toBe('');
    await expectConnections(changes, 3);
    changes.notifyUsers([aliceUser.id]);
    expect((await second.nextEvent()).event).toBe('change');
    expect((await third.nextEvent()).event).toBe('change');
    await bobs.expectQuiet(200);
  });

  it('takes its limits from the app (SYNC_STREAMS_PER_SESSION, SYNC_STREAMS_PER_ACCOUNT)', async () => {
    const { alice, changes } = await tripTestApp({
      streamLimits: { perSession: 1, perAccount: 5 },
    });
    const first = await opened(alice);
    await opened(alice);
    expect((await first.nextEvent()).event).toBe('replaced');
    await expectConnections(changes, 1);
  });

  it("closes the account's oldest stream, on any session, beyond the account's limit", async () => {
    const { alice, client, changes } = await limitedApp();
    const laptop = client();
    const login = await laptop.post('/api/login', { username: 'alice', password: 'secret123' });
    expect(login.status).toBe(200);
    const oldest = await opened(alice);
    const phone = await opened(alice);
    const first = await opened(laptop);
    const second = await opened(laptop);
    expect((await oldest.nextEvent()).event).toBe('replaced');
    await expectConnections(changes, 3);
    // The laptop's session is within its own limit: the others stay open.
    await phone.expectQuiet(100);
    await first.expectQuiet(100);
    await second.expectQuiet(100);
  });
});

describe('GET /api/sync/events on shared trips', () => {
  it('tells every member of a changed trip, and nobody else', async () => {
    const { alice, bob, client } = await tripTestApp();
    const carol = client();
    await carol.register('carol');
    const tripId = await createTripFor(alice);
    await shareTrip(alice, tripId, 'bob', 'editor');
    const bobs = await subscribe(bob);
    const carols = await subscribe(carol);
    await bobs.stream.nextEvent();
    await carols.stream.nextEvent();

    const phone = new TestDevice(alice);
    await phone.pushOk(
      phone.queue({
        name: 'addExpense',
        args: {
          id: crypto.randomUUID(),
          tripId,
          category: 'food',
          amount: 900,
          date: '2026-10-02',
          description: 'Tea',
        },
      }),
    );
    expect((await bobs.stream.nextEvent()).event).toBe('change');
    await carols.stream.expectQuiet(300);
  });

  it('tells a removed member, whose devices then drop the trip', async () => {
    const { alice, bob, bobUser } = await tripTestApp();
    const tripId = await createTripFor(alice);
    await shareTrip(alice, tripId, 'bob', 'viewer');
    const { stream } = await subscribe(bob);
    await stream.nextEvent();
    await alice.delete(`/api/trips/${tripId}/members/${bobUser.id}`);
    expect((await stream.nextEvent()).event).toBe('change');
  });

  it('tells an invited traveller, so their trips list shows the invitation at once', async () => {
    const { alice, bob, client } = await tripTestApp();
    const carol = client();
    await carol.register('carol');
    const tripId = await createTripFor(alice);
    const bobs = await subscribe(bob);
    const carols = await subscribe(carol);
    await bobs.stream.nextEvent();
    await carols.stream.nextEvent();
    await alice.post(`/api/trips/${tripId}/members`, { username: 'bob', role: 'viewer' });
    expect((await bobs.stream.nextEvent()).event).toBe('change');
    await carols.stream.expectQuiet(100);
  });

  it.skipIf(testDialect !== 'postgres')(
    'tells a stream on another server process of a write made on this one (LISTEN/NOTIFY)',
    async () => {
      // Two apps with their own connection pools and buses on one database: two nodes.
      const schema = `nodes_${randomBytes(6).toString('hex')}`;
      const nodeA = testApp({ db: openPostgres(TEST_DATABASE_URL, { schema, max: 4 }) });
      const nodeB = testApp({ db: openPostgres(TEST_DATABASE_URL, { schema, max: 4 }) });
      try {
        await seedDestinations(nodeA.db);
        const onA = nodeA.client();
        await onA.register('alice');
        const onB = new TestClient(nodeB.app);
        // The same browser session, sent to the other node (sessions are rows).
        const { stream } = await subscribe(onB, { cookie: onA.cookieHeader });
        expect(await stream.nextEvent()).toEqual({ event: 'ready', data: '0' });
        await createTripFor(onA);
        expect(await stream.nextEvent(5_000)).toEqual({ event: 'change', data: '1' });
      } finally {
        for (const stream of open.splice(0)) await stream.cancel().catch(() => {});
        await nodeA.db.close();
        await nodeB.db.close();
      }
    },
  );
});
