import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { tripWithDetailsSchema } from '@shared/schemas/trip';
import { openTestDatabase } from '../../testing/test-database';
import { testApp, type TestClient } from '../../testing/test-app';
import { documentArgs, pdfBytes } from '../../testing/document-fixtures';
import {
  expenseBody,
  FakeClock,
  itemBody,
  shareTrip,
  TestDevice,
  tripBody,
} from '../../testing/trip-fixtures';
import { seedDestinations } from '../destinations/seed';
import { purgeTombstonesBefore } from '../writes/tombstones';
import { currentVersion } from '../writes/versions';
import { tripDetails } from './trip-queries';

/**
 * Two server processes on one database, as with several nodes (decision 010): node A serves the
 * reads under test and keeps answers; node B makes the changes, so node A's memory never hears
 * of them. Alice owns a trip shared with Bob; Carol is on no trip.
 */
async function twoNodes() {
  const db = openTestDatabase();
  await seedDestinations(db);
  const clock = new FakeClock();
  const nodeA = testApp({ db, clock: clock.now });
  const nodeB = testApp({ db, clock: clock.now });
  const signIn = async (username: string) => {
    const onA = nodeA.client();
    const user = await onA.register(username);
    const onB = nodeB.client();
    const res = await onB.post('/api/login', { username, password: 'secret123' });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return { onA, onB, user };
  };
  const alice = await signIn('alice');
  const bob = await signIn('bob');
  const carol = await signIn('carol');
  const trip = tripBody();
  await created(alice.onB, '/api/trips', trip);
  await shareTrip(alice.onB, trip.id, 'bob', 'editor');
  const expenses: string[] = [];
  const items: string[] = [];
  for (let i = 0; i < 3; i++) {
    clock.advance(1000);
    const expense = expenseBody(trip.id, { amount: 100 + i });
    await created(alice.onB, '/api/expenses', expense);
    expenses.push(expense.id);
    const item = itemBody(trip.id, { day: 1 + i, title: `Sight ${i}` });
    await created(bob.onB, '/api/itinerary-items', item);
    items.push(item.id);
  }
  // Every read snapshot on the database: node A opens one only to read a trip afresh.
  const reads = vi.spyOn(db, 'read');

  /** GET /api/trips/:id through node A, and whether it read the trip afresh. */
  async function readOnA(client: TestClient, id = trip.id, headers?: Record<string, string>) {
    const before = reads.mock.calls.length;
    const res = await client.get(`/api/trips/${id}`, headers);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes, fresh: reads.mock.calls.length > before };
  }

  /** What tripDetails (trip-queries.ts, which keeps nothing) answers now, as sent. */
  async function uncached(userId = alice.user.id, id = trip.id) {
    const answer = await tripDetails(db, userId, id);
    return answer === undefined ? undefined : JSON.stringify(answer);
  }

  return { db, clock, nodeA, nodeB, alice, bob, carol, trip, expenses, items, readOnA, uncached };
}

async function created<T = unknown>(client: TestClient, path: string, body: unknown): Promise<T> {
  const res = await client.post(path, body);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function ok(res: Response | Promise<Response>): Promise<void> {
  const done = await res;
  if (done.status !== 200) throw new Error(`${done.url}: ${done.status} ${await done.text()}`);
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the trip answer cache (GET /api/trips/:id)', () => {
  it('sends the bytes and headers c.json sends, to every member, gzipped when asked', async () => {
    const { db, alice, bob, trip, readOnA, uncached } = await twoNodes();
    const reference = await uncached();
    expect(reference).toBeDefined();

    const miss = await readOnA(alice.onA);
    expect(miss.res.status).toBe(200);
    expect(miss.fresh).toBe(true);
    expect(text(miss.bytes)).toBe(reference);

    const hit = await readOnA(alice.onA);
    expect(hit.fresh).toBe(false);
    expect(text(hit.bytes)).toBe(reference);
    expect([...hit.res.headers]).toEqual([...miss.res.headers]);

    // What the route answered before it kept answers: c.json of tripDetails.
    const viaJson = await new Hono()
      .get('/', async (c) => c.json(await tripDetails(db, alice.user.id, trip.id)))
      .request('/');
    expect(hit.res.headers.get('content-type')).toBe(viaJson.headers.get('content-type'));
    expect(text(hit.bytes)).toBe(await viaJson.text());

    // Nothing in the answer depends on who asks: Bob gets Alice's kept answer, and it is his.
    const bobs = await readOnA(bob.onA);
    expect(bobs.fresh).toBe(false);
    expect(text(bobs.bytes)).toBe(await uncached(bob.user.id));

    const gzipped = await readOnA(alice.onA, trip.id, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.fresh).toBe(false);
    expect(gzipped.res.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.res.headers.get('content-type')).toBe('application/json');
    expect(text(gunzipSync(gzipped.bytes))).toBe(reference);
    // Sending the kept bytes, gzipped or not, leaves them whole for the next request.
    const again = await readOnA(alice.onA);
    expect(again.fresh).toBe(false);
    expect(text(again.bytes)).toBe(reference);
  });

  it("sees every change another node makes to the trip on node A's next read", async () => {
    const { alice, bob, carol, trip, expenses, items, readOnA, uncached } = await twoNodes();
    const phone = new TestDevice(alice.onB);
    const expense = expenseBody(trip.id, { description: 'Tea' });
    const item = itemBody(trip.id, { title: 'Kinkaku-ji' });
    const pdf = pdfBytes(1000);
    const document = documentArgs(trip.id, pdf, { name: 'Hotel', kind: 'reservation' });

    /** After `change` (made on node B), node A reads afresh, or not, and answers tripDetails. */
    const cases: [string, () => Promise<unknown>, (read: unknown) => void, boolean][] = [
      [
        'trip patched',
        () => ok(alice.onB.patch(`/api/trips/${trip.id}`, { title: 'Kyoto and Nara' })),
        (t) => expect(t).toMatchObject({ title: 'Kyoto and Nara' }),
        true,
      ],
      [
        'expense added',
        () => created(bob.onB, '/api/expenses', expense),
        (t) => expect(descriptions(t)).toContain('Tea'),
        true,
      ],
      [
        'expense patched',
        () => ok(alice.onB.patch(`/api/expenses/${expense.id}`, { amount: 4321 })),
        (t) => expect(expenseOf(t, expense.id)?.amount).toBe(4321),
        true,
      ],
      // A row other than the newest: only its tombstone tells the answer apart.
      [
        'older expense deleted',
        () => ok(alice.onB.delete(`/api/expenses/${expenses[0]}`)),
        (t) => expect(expenseOf(t, expenses[0]!)).toBeUndefined(),
        true,
      ],
      [
        'expense deleted',
        () => ok(alice.onB.delete(`/api/expenses/${expense.id}`)),
        (t) => expect(expenseOf(t, expense.id)).toBeUndefined(),
        true,
      ],
      [
        'item added',
        () => created(alice.onB, '/api/itinerary-items', item),
        (t) => expect(titles(t)).toContain('Kinkaku-ji'),
        true,
      ],
      [
        'item patched',
        () => ok(bob.onB.patch(`/api/itinerary-items/${item.id}`, { title: 'Ginkaku-ji' })),
        (t) => expect(titles(t)).toContain('Ginkaku-ji'),
        true,
      ],
      [
        'older item deleted',
        () => ok(alice.onB.delete(`/api/itinerary-items/${items[0]}`)),
        (t) => expect(titles(t)).not.toContain('Sight 0'),
        true,
      ],
      [
        'item deleted',
        () => ok(bob.onB.delete(`/api/itinerary-items/${item.id}`)),
        (t) => expect(titles(t)).not.toContain('Ginkaku-ji'),
        true,
      ],
      [
        'expense added by a device push',
        () => phone.pushOk(phone.queue({ name: 'addExpense', args: expenseBody(trip.id) })),
        (t) => expect(descriptions(t)).toHaveLength(3),
        true,
      ],
      // Documents are not in the answer: adding one leaves the kept answer right and in use.
      [
        'document added',
        () => phone.pushOk(phone.queue({ name: 'addDocument', args: document })),
        (t) => expect(t).toMatchObject({ coverDocumentId: null }),
        false,
      ],
      [
        'cover set',
        () => ok(alice.onB.patch(`/api/trips/${trip.id}`, { coverDocumentId: document.id })),
        (t) => expect(t).toMatchObject({ coverDocumentId: document.id }),
        true,
      ],
      // Deleting the cover's document clears the cover (document-mutators.ts).
      [
        'cover document deleted',
        () => phone.pushOk(phone.queue({ name: 'deleteDocument', args: { id: document.id } })),
        (t) => expect(t).toMatchObject({ coverDocumentId: null }),
        true,
      ],
      // Nor are the members: a new one changes nothing sent.
      [
        'member added',
        () => shareTrip(alice.onB, trip.id, 'carol', 'viewer'),
        (t) => expect(t).toMatchObject({ id: trip.id }),
        false,
      ],
    ];
    for (const [name, change, check, fresh] of cases) {
      await readOnA(alice.onA);
      expect((await readOnA(alice.onA)).fresh, `warm before: ${name}`).toBe(false);
      const pushed = await change();
      if (pushed && typeof pushed === 'object' && 'results' in pushed) {
        expect(pushed, name).toMatchObject({ results: [{ status: 'applied' }] });
      }
      const read = await readOnA(alice.onA);
      expect(read.res.status, name).toBe(200);
      expect(read.fresh, name).toBe(fresh);
      expect(text(read.bytes), name).toBe(await uncached());
      check(JSON.parse(text(read.bytes)));
    }
    // Carol, added above, reads the answer node A keeps.
    const carols = await readOnA(carol.onA);
    expect(carols.fresh).toBe(false);
    expect(text(carols.bytes)).toBe(await uncached(carol.user.id));
  });

  it('answers 404 to a member removed on another node, and to everyone once the trip is gone', async () => {
    const { alice, bob, trip, readOnA } = await twoNodes();
    expect((await readOnA(bob.onA)).res.status).toBe(200);
    expect((await readOnA(bob.onA)).fresh).toBe(false);
    await ok(alice.onB.delete(`/api/trips/${trip.id}/members/${bob.user.id}`));
    const removed = await readOnA(bob.onA);
    expect(removed.res.status).toBe(404);
    expect(text(removed.bytes)).toBe(JSON.stringify({ message: 'Trip not found' }));
    // Alice is still on it: still the kept answer.
    expect((await readOnA(alice.onA)).fresh).toBe(false);

    await ok(alice.onB.delete(`/api/trips/${trip.id}`));
    expect((await readOnA(alice.onA)).res.status).toBe(404);
    expect((await readOnA(bob.onA)).res.status).toBe(404);
  });

  it('never sends a kept answer to a user who is not on the trip', async () => {
    const { nodeA, carol, alice, trip, readOnA } = await twoNodes();
    await readOnA(alice.onA);
    expect((await readOnA(alice.onA)).fresh).toBe(false);
    const theirs = await readOnA(carol.onA);
    const missing = await readOnA(carol.onA, randomUUID());
    expect(theirs.res.status).toBe(404);
    expect(text(theirs.bytes)).toBe(text(missing.bytes));
    expect(theirs.fresh).toBe(false);
    expect((await readOnA(nodeA.client(), trip.id)).res.status).toBe(401);
  });

  it('reads afresh when purged tombstones leave every version as it was', async () => {
    const { db, alice, trip, clock, readOnA, uncached } = await twoNodes();
    // The trip's newest expense stays; an older one is deleted and its tombstone purged. Then
    // the largest versions of the trip, its expenses, items and tombstones are all what they
    // were: only the tombstone horizon tells the answer apart.
    const first = await readOnA(alice.onA);
    const older = JSON.parse(text(first.bytes)) as { expenses: { id: string }[] };
    clock.advance(1000);
    const newest = expenseBody(trip.id, { description: 'Newest' });
    await created(alice.onB, '/api/expenses', newest);
    await readOnA(alice.onA);
    expect((await readOnA(alice.onA)).fresh).toBe(false);
    const gone = older.expenses.at(-1)!.id;
    await ok(alice.onB.delete(`/api/expenses/${gone}`));
    await purgeTombstonesBefore(db, (await currentVersion(db.$statements)) + 1);
    const read = await readOnA(alice.onA);
    expect(read.fresh).toBe(true);
    expect(text(read.bytes)).toBe(await uncached());
    expect(text(read.bytes)).not.toContain(gone);
  });

  it('reads afresh once destinations are seeded in this process', async () => {
    const { db, alice, readOnA } = await twoNodes();
    await readOnA(alice.onA);
    expect((await readOnA(alice.onA)).fresh).toBe(false);
    db.$revisions.destinations += 1;
    expect((await readOnA(alice.onA)).fresh).toBe(true);
    expect((await readOnA(alice.onA)).fresh).toBe(false);
  });

  it('ends with what the database holds after reads and writes on two nodes interleave', async () => {
    const { alice, bob, trip, readOnA, uncached } = await twoNodes();
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      work.push(readOnA(i % 2 ? alice.onA : bob.onA));
      work.push(created(alice.onB, '/api/expenses', expenseBody(trip.id, { amount: 500 + i })));
      if (i % 3 === 0) work.push(ok(bob.onB.patch(`/api/trips/${trip.id}`, { budget: 1000 * i })));
    }
    await Promise.all(work);
    for (const client of [alice.onA, bob.onA]) {
      const read = await readOnA(client);
      expect(text(read.bytes)).toBe(await uncached());
      expect(tripWithDetailsSchema.parse(JSON.parse(text(read.bytes))).expenses).toHaveLength(15);
    }
  });
});

function descriptions(trip: unknown): string[] {
  return tripWithDetailsSchema.parse(trip).expenses.map((e) => e.description);
}

function titles(trip: unknown): string[] {
  return tripWithDetailsSchema.parse(trip).itineraryItems.map((i) => i.title);
}

function expenseOf(trip: unknown, id: string) {
  return tripWithDetailsSchema.parse(trip).expenses.find((e) => e.id === id);
}
