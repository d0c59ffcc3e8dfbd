/**
 * Sync benchmark (not a test): push throughput, fresh-device pull time and local write latency,
 * each next to a raw baseline measured in the same run. Run: npm run bench:sync
 *
 * Push and pull: devices are Dexie on fake-indexeddb in Node and the server is the real app
 * in-process on an in-memory SQLite database, so those figures compare layers, not disks. Local
 * writes are measured in headless Chromium with real IndexedDB (bench-local-write.ts).
 */
import 'fake-indexeddb/auto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { AppDb } from '../web/src/db/app-db';
import { createSyncEngine } from '../web/src/sync/sync-engine';
import { createApp } from '../sync-server/src/app';
import { STATEMENT_DEFS } from '../sync-server/src/db/statements';
import { seedDestinations } from '../sync-server/src/domain/destinations/seed';
import { pushMutations, type RawMutation } from '../sync-server/src/domain/sync/push';
import { addExpense as serverAddExpense } from '../sync-server/src/domain/trips/expense-mutators';
import { createTrip as serverCreateTrip } from '../sync-server/src/domain/trips/trip-mutators';
import { writeTransaction } from '../sync-server/src/domain/writes/write-transaction';
import { TestClient } from '../sync-server/src/testing/test-app';
import { measureListTicksInChromium, measureLocalWritesInChromium } from './bench-local-write';

const PUSH_COUNT = 10_000;
const PULL_COUNT = 20_000;
const LOCAL_EXPENSES = 1_000;
const LOCAL_WRITES = 200;
/** A long packing list, ticked item by item (issue 28). */
const LIST_ITEMS = 500;
const LIST_TICKS = 200;

const TRIP = {
  destinationId: 'kyoto',
  title: 'Benchmark trip',
  startDate: '2026-05-01',
  endDate: '2026-05-09',
};

function expenseArgs(tripId: string, i: number) {
  return {
    id: crypto.randomUUID(),
    tripId,
    category: 'food' as const,
    amount: 100 + i,
    date: '2026-05-02',
    description: `Expense ${i}`,
  };
}

async function signedInServer() {
  const built = createApp({ db: ':memory:', bcryptCost: 4 });
  await seedDestinations(built.db);
  const session = new TestClient(built.app);
  const user = await session.register(`bench${Date.now()}`);
  let pushes = 0;
  let lastPushAt = 0;
  let serverMs = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', session.cookieHeader);
    headers.set('sec-fetch-site', 'same-origin');
    const started = performance.now();
    const res = await built.app.request(`http://localhost${String(input)}`, { ...init, headers });
    serverMs += performance.now() - started;
    if (String(input) === '/api/sync/push') {
      pushes++;
      lastPushAt = performance.now();
    }
    return res;
  };
  const stats = { pushes: () => pushes, lastPushAt: () => lastPushAt, serverMs: () => serverMs };
  return { ...built, userId: user.id, fetchImpl, stats };
}

function engineFor(db: AppDb, fetchImpl: typeof fetch) {
  return createSyncEngine({
    db,
    fetchImpl,
    onUnauthorized: () => {
      throw new Error('Unexpected 401 in the benchmark');
    },
    locks: undefined,
    triggers: undefined,
  });
}

/** A device whose outbox holds PUSH_COUNT mutations, queued as the repos would queue them. */
async function queuedDevice(userId: string, name: string) {
  const db = new AppDb(userId, `bench-${name}-${crypto.randomUUID()}`);
  const tripId = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  // The local rows do not matter to a push.
  await db.outbox.bulkAdd([
    { name: 'createTrip', args: { ...TRIP, id: tripId }, createdAt },
    ...Array.from({ length: PUSH_COUNT - 1 }, (_, i) => ({
      name: 'addExpense' as const,
      args: expenseArgs(tripId, i),
      createdAt,
    })),
  ]);
  return { db, tripId, createdAt };
}

/**
 * For the baselines, a raw better-sqlite3 connection of its own on a fresh in-memory database
 * with the server's schema, the benchmark trip's destination and one user: they measure the
 * engine itself, not the server's async seam over it (sync-server/src/db/connection.ts).
 */
function databaseWithUser(now: string) {
  const sqlite = new Database(':memory:');
  sqlite.pragma('foreign_keys = ON');
  migrate(drizzle(sqlite), {
    migrationsFolder: fileURLToPath(new URL('../sync-server/drizzle', import.meta.url)),
  });
  sqlite
    .prepare(
      "insert into destinations (id, name, country, description, image_url, category, created_at) values (?, 'Kyoto', 'Japan', '', '', 'city', ?)",
    )
    .run(TRIP.destinationId, now);
  const userId = crypto.randomUUID();
  sqlite
    .prepare(
      "insert into users (id, username, password, created_at, updated_at) values (?, ?, 'x', ?, ?)",
    )
    .run(userId, 'baseline', now, now);
  return { sqlite, userId };
}

async function benchPush() {
  const server = await signedInServer();
  const { db, tripId, createdAt } = await queuedDevice(server.userId, 'push');
  const engine = engineFor(db, server.fetchImpl);
  const start = performance.now();
  await engine.flush();
  const pushMs = server.stats.lastPushAt() - start;
  const serverMs = server.stats.serverMs();
  if ((await db.outbox.count()) !== 0) throw new Error('The outbox did not drain');
  engine.stop();
  await db.delete();

  // Raw baseline: the same rows straight into the same schema, one transaction, one statement.
  const { sqlite, userId } = databaseWithUser(createdAt);
  const rawStart = performance.now();
  sqlite.transaction(() => {
    sqlite
      .prepare(
        'insert into trips (id, user_id, destination_id, title, start_date, end_date, created_at, updated_at, version) values (?, ?, ?, ?, ?, ?, ?, ?, 1)',
      )
      .run(
        tripId,
        userId,
        TRIP.destinationId,
        TRIP.title,
        TRIP.startDate,
        TRIP.endDate,
        createdAt,
        createdAt,
      );
    const insert = sqlite.prepare(
      'insert into expenses (id, trip_id, category, amount, date, description, created_at, version) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < PUSH_COUNT - 1; i++) {
      const e = expenseArgs(tripId, i);
      insert.run(e.id, tripId, e.category, e.amount, e.date, e.description, createdAt, i + 2);
    }
  })();
  const rawMs = performance.now() - rawStart;
  sqlite.close();
  return { pushMs, serverMs, rawMs, requests: server.stats.pushes() };
}

async function benchPull() {
  const server = await signedInServer();
  const ctx = { userId: server.userId, now: new Date().toISOString() };
  await writeTransaction(server.db, async (w) => {
    // 20 trips of 999 expenses: 20,000 rows.
    for (let t = 0; t < 20; t++) {
      const id = crypto.randomUUID();
      await serverCreateTrip(w, ctx, { ...TRIP, id });
      for (let i = 0; i < PULL_COUNT / 20 - 1; i++) {
        await serverAddExpense(w, ctx, expenseArgs(id, i));
      }
    }
  });
  const db = new AppDb(server.userId, `bench-pull-${crypto.randomUUID()}`);
  const engine = engineFor(db, server.fetchImpl);
  const start = performance.now();
  await engine.flush();
  const pullMs = performance.now() - start;
  const serverMs = server.stats.serverMs();
  engine.stop();
  const trips = await db.trips.toArray();
  const expenses = await db.expenses.toArray();
  if (trips.length + expenses.length !== PULL_COUNT) throw new Error('The pull missed rows');
  await db.delete();

  const raw = new AppDb(server.userId, `bench-raw-${crypto.randomUUID()}`);
  const rawStart = performance.now();
  await raw.transaction('rw', [raw.trips, raw.expenses], async () => {
    await raw.trips.bulkPut(trips);
    await raw.expenses.bulkPut(expenses);
  });
  const rawMs = performance.now() - rawStart;
  await raw.delete();
  return { pullMs, serverMs, rawMs };
}

/**
 * The least a device can do to send its queue: read it in batches of 100 in order, turn each
 * batch into a request body and delete it, with no network, engine or server. Push cannot be
 * faster than this plus the server's part.
 */
async function benchDeviceFloor() {
  const { db } = await queuedDevice(crypto.randomUUID(), 'device-floor');
  const start = performance.now();
  // The engine's own access pattern (web/src/sync/push.ts): a range above what has gone, then
  // a range delete.
  let gone = 0;
  for (;;) {
    const batch = await db.outbox.where(':id').above(gone).limit(100).toArray();
    const last = batch.at(-1)?.id;
    if (last === undefined) break;
    JSON.stringify(batch.map((e) => ({ name: e.name, args: e.args })));
    await db.outbox.where(':id').between(gone, last, false, true).delete();
    gone = last;
  }
  const ms = performance.now() - start;
  await db.delete();
  return ms;
}

/**
 * The SQLite statements the protocol runs for each added expense, alone: the lookup of an
 * existing row with its id (exactly once), the parent trip's owner (ownership), the tombstone
 * (delete wins) and the insert, prepared, in one transaction, with no parsing or savepoints.
 * The server's own statement texts (STATEMENT_DEFS), prepared on the raw connection: the floor
 * of SQLite itself, without the async seam the server runs them through.
 */
function benchStatementFloor() {
  const now = new Date().toISOString();
  const { sqlite, userId } = databaseWithUser(now);
  const prepare = (name: keyof typeof STATEMENT_DEFS) => sqlite.prepare(STATEMENT_DEFS[name].text);
  const sql = {
    insertTrip: prepare('insertTrip'),
    expenseWithAccess: prepare('expenseWithAccess'),
    membership: prepare('membership'),
    tombstoneWithAccess: prepare('tombstoneWithAccess'),
    tripCurrency: prepare('tripCurrency'),
    insertExpense: prepare('insertExpense'),
  };
  const tripId = crypto.randomUUID();
  sql.insertTrip.run({
    ...TRIP,
    id: tripId,
    userId,
    notes: null,
    budget: null,
    currency: 'USD',
    coverDocumentId: null,
    dayNotes: '{}',
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  const start = performance.now();
  sqlite.transaction(() => {
    for (let i = 0; i < PUSH_COUNT - 1; i++) {
      const e = expenseArgs(tripId, i);
      sql.expenseWithAccess.get(userId, e.id);
      sql.membership.get(tripId, userId);
      sql.tombstoneWithAccess.get(userId, 'expenses', e.id);
      sql.tripCurrency.get(tripId);
      sql.insertExpense.run({
        ...e,
        currency: 'USD',
        rate: null,
        rateDate: null,
        rateSource: null,
        createdAt: now,
        createdBy: userId,
        paidBy: null,
        split: null,
        kind: 'expense',
        version: i + 2,
      });
    }
  })();
  const ms = performance.now() - start;
  sqlite.close();
  return ms;
}

/**
 * The server alone: the same mutations straight into pushMutations in batches of 100, with no
 * HTTP, JSON or device in the way, on a fresh database.
 */
async function benchServerApply() {
  const server = await signedInServer();
  const tripId = crypto.randomUUID();
  const mutations: RawMutation[] = [
    { id: 1, name: 'createTrip', args: { ...TRIP, id: tripId } },
    ...Array.from({ length: PUSH_COUNT - 1 }, (_, i) => ({
      id: i + 2,
      name: 'addExpense',
      args: expenseArgs(tripId, i),
    })),
  ];
  const ctx = { userId: server.userId, now: new Date().toISOString() };
  const clientId = crypto.randomUUID();
  const start = performance.now();
  for (let at = 0; at < mutations.length; at += 100) {
    const outcome = await pushMutations(server.db, ctx, clientId, mutations.slice(at, at + 100));
    if (outcome.kind !== 'processed') throw new Error(`Unexpected push outcome ${outcome.kind}`);
  }
  const ms = performance.now() - start;
  await server.db.close();
  return ms;
}

const fmt = (n: number) => n.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'target met' : 'TARGET MISSED');

const push = await benchPush();
const pushRate = PUSH_COUNT / (push.pushMs / 1000);
const rawRate = PUSH_COUNT / (push.rawMs / 1000);
console.log(
  `Push: ${PUSH_COUNT} queued mutations in ${fmt(push.pushMs)} ms = ${Math.round(pushRate)} mutations/s, ${push.requests} requests`,
);
console.log(`  of which in the server app (HTTP, parsing, SQLite): ${fmt(push.serverMs)} ms`);
console.log(
  `  raw better-sqlite3 inserts, one transaction: ${fmt(push.rawMs)} ms = ${Math.round(rawRate)} rows/s`,
);
console.log(
  `  ratio ${(pushRate / rawRate).toPrecision(2)} of raw (target >= 0.5: ${verdict(pushRate / rawRate >= 0.5)})`,
);
const applyMs = await benchServerApply();
const applyRate = PUSH_COUNT / (applyMs / 1000);
console.log(
  `  the server alone (pushMutations, no HTTP or device): ${fmt(applyMs)} ms = ${Math.round(applyRate)} mutations/s, ratio ${(applyRate / rawRate).toPrecision(2)} of raw`,
);
const statementMs = benchStatementFloor();
console.log(
  `  floor: the protocol's SQLite statements alone (lookups and insert): ${fmt(statementMs)} ms, ratio ${(push.rawMs / statementMs).toPrecision(2)} of raw`,
);
const deviceMs = await benchDeviceFloor();
console.log(
  `  floor: the device reading, serializing and deleting its queue in batches, no network: ${fmt(deviceMs)} ms (${(deviceMs / push.rawMs).toFixed(1)}x the raw inserts)`,
);

const pull = await benchPull();
console.log(
  `Pull: fresh device, ${PULL_COUNT} rows in ${fmt(pull.pullMs)} ms (fake-indexeddb in Node)`,
);
console.log(`  of which in the server app (building the snapshot): ${fmt(pull.serverMs)} ms`);
console.log(`  raw Dexie bulkPut of the same rows: ${fmt(pull.rawMs)} ms`);
console.log(
  `  ratio ${(pull.pullMs / pull.rawMs).toFixed(2)}x raw (target <= 2x: ${verdict(pull.pullMs / pull.rawMs <= 2)})`,
);

const local = await measureLocalWritesInChromium(LOCAL_EXPENSES, LOCAL_WRITES);
console.log(
  `Local write (repo call to live-query update, ${LOCAL_EXPENSES} expenses in the trip, ${LOCAL_WRITES} writes, headless Chromium, real IndexedDB):`,
);
console.log(
  `  median ${fmt(local.median)} ms, p95 ${fmt(local.p95)} ms (target p95 < 16 ms: ${verdict(local.p95 < 16)})`,
);
console.log(
  `  of which the repo call until its transaction committed: median ${fmt(local.commitMedian)} ms, p95 ${fmt(local.commitP95)} ms`,
);
console.log(
  `  floor: a bare indexed read of the trip's ${LOCAL_EXPENSES} expenses takes ${fmt(local.readMedian)} ms (median)`,
);

const ticks = await measureListTicksInChromium(LIST_ITEMS, LIST_TICKS);
console.log(
  `List tick (repo call to the Lists section's live-query update, a list of ${LIST_ITEMS} items, ${LIST_TICKS} ticks, headless Chromium, real IndexedDB):`,
);
console.log(
  `  median ${fmt(ticks.median)} ms, p95 ${fmt(ticks.p95)} ms (target p95 < 16 ms: ${verdict(ticks.p95 < 16)})`,
);
console.log(
  `  of which the repo call until its transaction committed: median ${fmt(ticks.commitMedian)} ms, p95 ${fmt(ticks.commitP95)} ms`,
);
