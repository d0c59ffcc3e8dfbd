/**
 * Sync benchmark (not a test): push throughput, fresh-device pull time and local write latency,
 * each next to a raw baseline measured in the same run. Run: npx tsx scripts/bench-sync.ts
 *
 * Devices are Dexie on fake-indexeddb in Node and the server is the real app in-process on an
 * in-memory SQLite database, so the figures compare layers, not browsers or disks.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { liveQuery } from 'dexie';
import { AppDb } from '../web/src/db/app-db';
import { addExpense } from '../web/src/db/expense-repo';
import { queryTrip } from '../web/src/db/live-queries';
import { createSyncEngine } from '../web/src/sync/sync-engine';
import { createApp } from '../sync-server/src/app';
import { openDatabase } from '../sync-server/src/db/connection';
import { seedDestinations } from '../sync-server/src/domain/destinations/seed';
import { addExpense as serverAddExpense } from '../sync-server/src/domain/trips/expense-mutators';
import { createTrip as serverCreateTrip } from '../sync-server/src/domain/trips/trip-mutators';
import { writeTransaction } from '../sync-server/src/domain/trips/write-transaction';
import { TestClient } from '../sync-server/src/testing/test-app';

const PUSH_COUNT = 10_000;
const PULL_COUNT = 20_000;
const LOCAL_EXPENSES = 1_000;
const LOCAL_WRITES = 200;

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
  seedDestinations(built.db);
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

async function benchPush() {
  const server = await signedInServer();
  const db = new AppDb(server.userId, `bench-push-${crypto.randomUUID()}`);
  const tripId = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  // Queued as the repos would queue them (the local rows do not matter to a push).
  await db.outbox.bulkAdd([
    { name: 'createTrip', args: { ...TRIP, id: tripId }, createdAt },
    ...Array.from({ length: PUSH_COUNT - 1 }, (_, i) => ({
      name: 'addExpense' as const,
      args: expenseArgs(tripId, i),
      createdAt,
    })),
  ]);
  const engine = engineFor(db, server.fetchImpl);
  const start = performance.now();
  await engine.flush();
  const pushMs = server.stats.lastPushAt() - start;
  const serverMs = server.stats.serverMs();
  if ((await db.outbox.count()) !== 0) throw new Error('The outbox did not drain');
  engine.stop();
  await db.delete();

  // Raw baseline: the same rows straight into the same schema, one transaction, one statement.
  const raw = openDatabase(':memory:');
  seedDestinations(raw);
  const sqlite = raw.$client;
  const userId = crypto.randomUUID();
  sqlite
    .prepare(
      "insert into users (id, username, password, created_at, updated_at) values (?, ?, 'x', ?, ?)",
    )
    .run(userId, 'raw', createdAt, createdAt);
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
  writeTransaction(server.db, (w) => {
    // 20 trips of 999 expenses: 20,000 rows.
    for (let t = 0; t < 20; t++) {
      const id = crypto.randomUUID();
      serverCreateTrip(w, ctx, { ...TRIP, id });
      for (let i = 0; i < PULL_COUNT / 20 - 1; i++) serverAddExpense(w, ctx, expenseArgs(id, i));
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

async function benchLocalWrites() {
  const db = new AppDb(crypto.randomUUID(), `bench-local-${crypto.randomUUID()}`);
  const tripId = crypto.randomUUID();
  const now = new Date().toISOString();
  await db.trips.put({
    ...TRIP,
    id: tripId,
    userId: db.userId,
    notes: null,
    budget: null,
    createdAt: now,
    updatedAt: now,
  });
  await db.expenses.bulkPut(
    Array.from({ length: LOCAL_EXPENSES }, (_, i) => ({
      ...expenseArgs(tripId, i),
      createdAt: now,
    })),
  );
  // What the trip screen subscribes to (useTrip): the trip with its expenses and pending marks.
  let shownCount = -1;
  let waiting: { count: number; resolve: () => void } | undefined;
  const subscription = liveQuery(() => queryTrip(db, tripId)).subscribe((trip) => {
    shownCount = trip?.expenses.length ?? 0;
    if (waiting && shownCount >= waiting.count) waiting.resolve();
  });
  const shown = (count: number) =>
    new Promise<void>((resolve) => {
      if (shownCount >= count) resolve();
      else waiting = { count, resolve };
    });
  const latencies: number[] = [];
  for (let i = 0; i < LOCAL_WRITES; i++) {
    // The previous write is on screen first, so each write is measured on its own.
    await shown(LOCAL_EXPENSES + i);
    const { id: _generatedByTheRepo, ...input } = expenseArgs(tripId, i);
    const start = performance.now();
    const update = shown(LOCAL_EXPENSES + i + 1);
    await addExpense(db, input);
    await update;
    latencies.push(performance.now() - start);
  }
  subscription.unsubscribe();
  // The floor under any live query of this screen: reading the rows it shows, nothing else.
  const reads: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await db.expenses.where('tripId').equals(tripId).toArray();
    reads.push(performance.now() - start);
  }
  reads.sort((a, b) => a - b);
  await db.delete();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), readMedian: reads[10] ?? NaN };
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

const pull = await benchPull();
console.log(
  `Pull: fresh device, ${PULL_COUNT} rows in ${fmt(pull.pullMs)} ms (fake-indexeddb in Node)`,
);
console.log(`  of which in the server app (building the snapshot): ${fmt(pull.serverMs)} ms`);
console.log(`  raw Dexie bulkPut of the same rows: ${fmt(pull.rawMs)} ms`);
console.log(
  `  ratio ${(pull.pullMs / pull.rawMs).toFixed(2)}x raw (target <= 2x: ${verdict(pull.pullMs / pull.rawMs <= 2)})`,
);

const local = await benchLocalWrites();
console.log(
  `Local write (repo call to live-query update, ${LOCAL_EXPENSES} expenses in the trip, ${LOCAL_WRITES} writes, fake-indexeddb in Node):`,
);
console.log(
  `  median ${fmt(local.median)} ms, p95 ${fmt(local.p95)} ms (target p95 < 16 ms: ${verdict(local.p95 < 16)})`,
);
console.log(
  `  floor: a bare indexed read of the trip's ${LOCAL_EXPENSES} expenses takes ${fmt(local.readMedian)} ms (median)`,
);
