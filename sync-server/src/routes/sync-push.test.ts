import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/connection';
import { currentVersion } from '../domain/writes/versions';
import { testDialect } from '../testing/test-database';
import {
  expenseBody,
  expenseRows,
  rejectionRows,
  syncClientRows,
  TestDevice,
  tripBody,
  tripRows,
  tripTestApp,
} from '../testing/trip-fixtures';
import { SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';

const version = (db: Db) => currentVersion(db.$statements);

/** The PostgreSQL session waiting for a lock that session `blocker` holds, once there is one. */
async function waitingBehind(db: Db, blocker: number): Promise<number> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const [row] = await db.query<{ pid: number }>(
      'select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid))',
      [blocker],
    );
    if (row) return row.pid;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Nothing waited behind session ${blocker}`);
}

/**
 * Makes inserting a trip titled 'boom' fail inside the database: a fault the mutators cannot
 * foresee, standing in for a bug or a failing disk. Answers the function that removes it.
 */
async function failTripsTitledBoom(db: Db): Promise<() => Promise<void>> {
  if (db.dialect === 'sqlite') {
    await db.query(`create trigger fail_boom before insert on trips when new.title = 'boom'
      begin select raise(abort, 'simulated fault'); end`);
    return async () => {
      await db.query('drop trigger fail_boom');
    };
  }
  await db.query(`create function fail_boom() returns trigger language plpgsql
    as $$ begin raise exception 'simulated fault'; end $$`);
  await db.query(`create trigger fail_boom before insert on trips for each row
    when (new.title = 'boom') execute function fail_boom()`);
  return async () => {
    await db.query('drop trigger fail_boom on trips');
    await db.query('drop function fail_boom()');
  };
}

const createTrip = (overrides: Record<string, unknown> = {}) => ({
  name: 'createTrip',
  args: tripBody(overrides),
});

describe('sync push', () => {
  it('applies a batch in order and remembers the last mutation id', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    const trip = tripBody();
    const batch = device.queue(
      { name: 'createTrip', args: trip },
      { name: 'addExpense', args: expenseBody(trip.id) },
      { name: 'updateTrip', args: { id: trip.id, patch: { title: 'Kyoto, again' } } },
    );
    const res = await device.pushOk(batch);
    expect(res).toEqual({
      lastMutationId: 3,
      results: [1, 2, 3].map((id) => ({ id, status: 'applied' })),
    });
    expect((await tripRows(db))[0]?.title).toBe('Kyoto, again');
    expect((await syncClientRows(db))[0]).toMatchObject({
      id: device.clientId,
      lastMutationId: 3,
    });
  });

  it('applies a replayed batch exactly once (lost acknowledgement)', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    const trip = tripBody();
    const first = device.queue(
      { name: 'createTrip', args: trip },
      { name: 'addExpense', args: expenseBody(trip.id) },
      { name: 'addExpense', args: expenseBody(trip.id) },
    );
    await device.pushOk(first);
    const versionAfterFirst = await version(db);
    // The answer was lost: the device sends the same batch again, plus what it queued since.
    const later = device.queue({ name: 'addExpense', args: expenseBody(trip.id) });
    const res = await device.pushOk([...first, ...later]);
    expect(res.lastMutationId).toBe(4);
    expect(res.results).toEqual([1, 2, 3, 4].map((id) => ({ id, status: 'applied' })));
    expect(await tripRows(db)).toHaveLength(1);
    expect(await expenseRows(db)).toHaveLength(3);
    expect(await version(db)).toBe(versionAfterFirst + 1);
    // And once more, entirely replayed: nothing changes.
    await device.pushOk([...first, ...later]);
    expect(await version(db)).toBe(versionAfterFirst + 1);
  });

  it('answers 409 with the expected id for a gap and processes nothing', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    await device.pushOk(device.queue(createTrip()));
    // Mutation 2 got lost on the way: the device sends 3 and 4.
    const [, ...afterTheLostOne] = device.queue(createTrip(), createTrip(), createTrip());
    const res = await device.push(afterTheLostOne);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Expected mutation 2 next', expected: 2 });
    expect(await tripRows(db)).toHaveLength(1);
    expect((await syncClientRows(db))[0]?.lastMutationId).toBe(1);
  });

  it("refuses another user's client id with 403", async () => {
    const { alice, bob, db } = await tripTestApp();
    const device = new TestDevice(alice);
    await device.pushOk(device.queue(createTrip()));
    const impostor = Object.assign(new TestDevice(bob), { clientId: device.clientId });
    const res = await impostor.push([{ id: 2, ...createTrip() }]);
    expect(res.status).toBe(403);
    expect(((await res.json()) as Record<string, unknown>).message).toBe(
      'This sync client belongs to another account',
    );
    const pull = await bob.get(`/api/sync/pull?clientId=${device.clientId}&cursor=0`);
    expect(pull.status).toBe(403);
    expect(await tripRows(db)).toHaveLength(1);
  });

  it('answers 426 to an outdated protocol version and processes nothing', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    const res = await device.push(device.queue(createTrip()), 0);
    expect(res.status).toBe(426);
    expect(await res.json()).toEqual({
      message: 'This version of the app is out of date. Please reload to update.',
    });
    expect(await tripRows(db)).toHaveLength(0);
    expect(await syncClientRows(db)).toHaveLength(0);
  });

  it('rejects a malformed mutation in the middle and still applies the ones after it', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    const trip = tripBody();
    const batch = device.queue(
      { name: 'createTrip', args: trip },
      { name: 'addExpense', args: expenseBody(trip.id, { amount: -3 }) },
      { name: 'updateTrip', args: { id: trip.id, patch: {} } },
      { name: 'addExpense', args: expenseBody(trip.id) },
    );
    const res = await device.pushOk(batch);
    expect(res.lastMutationId).toBe(4);
    expect(res.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'rejected', reason: 'args.amount: Please enter a valid amount' },
      { id: 3, status: 'rejected', reason: 'args.patch: Nothing to update' },
      { id: 4, status: 'applied' },
    ]);
    expect((await expenseRows(db)).map((e) => e.amount)).toEqual([1250]);
    const recorded = await rejectionRows(db);
    expect(recorded.map((r) => [r.mutationId, r.name])).toEqual([
      [2, 'addExpense'],
      [3, 'updateTrip'],
    ]);
    // Stored as JSON text.
    expect(JSON.parse(recorded[0]!.args ?? 'null')).toMatchObject({ amount: -3 });
    // A replay answers the rejections again, with their reasons, without recording them twice.
    const replay = await device.pushOk(batch);
    expect(replay.results).toEqual(res.results);
    expect(await rejectionRows(db)).toHaveLength(2);
  });

  it('answers 400 for a bad envelope and 401 when signed out', async () => {
    const { alice, client } = await tripTestApp();
    const device = new TestDevice(alice);
    const notConsecutive = await device.push([
      { id: 1, ...createTrip() },
      { id: 3, ...createTrip() },
    ]);
    expect(notConsecutive.status).toBe(400);
    expect(((await notConsecutive.json()) as Record<string, unknown>).message).toContain(
      'consecutive',
    );
    const tooMany = await device.push(
      Array.from({ length: 101 }, (_, i) => ({ id: i + 1, ...createTrip() })),
    );
    expect(tooMany.status).toBe(400);
    const noClient = await alice.post('/api/sync/push', {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      mutations: [],
    });
    expect(noClient.status).toBe(400);
    expect(((await noClient.json()) as Record<string, unknown>).message).toContain('clientId');
    const anon = await new TestDevice(client()).push([{ id: 1, ...createTrip() }]);
    expect(anon.status).toBe(401);
  });

  it('rolls the whole batch back on an unexpected error, and applies it all on retry', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    await device.pushOk(device.queue(createTrip()));
    const versionBefore = await version(db);
    const removeFault = await failTripsTitledBoom(db);
    const batch = device.queue(createTrip(), createTrip({ title: 'boom' }), createTrip());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await device.push(batch);
    expect(res.status).toBe(500);
    expect(logged).toHaveBeenCalledWith('Unhandled error', expect.anything());
    logged.mockRestore();
    // Nothing of the batch stays, not even the mutation before the fault: its effects and the
    // advance of the last mutation id commit together or not at all.
    expect(await tripRows(db)).toHaveLength(1);
    expect((await syncClientRows(db))[0]?.lastMutationId).toBe(1);
    expect(await rejectionRows(db)).toHaveLength(0);
    expect(await version(db)).toBe(versionBefore);

    await removeFault();
    const retry = await device.pushOk(batch);
    expect(retry).toEqual({
      lastMutationId: 4,
      results: [2, 3, 4].map((id) => ({ id, status: 'applied' })),
    });
    expect(await tripRows(db)).toHaveLength(4);
  });

  // SQLite only: another process holding the file's one write lock. PostgreSQL writers wait
  // their turn on the version counter's row lock instead of failing.
  it.skipIf(testDialect !== 'sqlite')(
    'answers 503 while another writer holds the database, and applies it all on retry',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wayfarer-busy-'));
      const path = join(dir, 'test.db');
      const { alice, db } = await tripTestApp({ db: openDatabase(path) });
      // Fail at once instead of waiting out the busy timeout, so the test stays fast.
      await db.query('pragma busy_timeout = 0');
      const other = new Database(path);
      try {
        const device = new TestDevice(alice);
        const batch = device.queue(createTrip());
        other.exec('BEGIN IMMEDIATE');
        const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const res = await device.push(batch);
        expect(res.status).toBe(503);
        expect(warned).toHaveBeenCalledOnce();
        warned.mockRestore();
        expect(res.headers.get('retry-after')).toBe('1');
        other.exec('ROLLBACK');
        expect((await device.pushOk(batch)).lastMutationId).toBe(1);
        expect(await tripRows(db)).toHaveLength(1);
      } finally {
        other.close();
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  // PostgreSQL: the server ends the connection a push is using (a restart, a failover, an
  // operator), here while the push waits for the version counter another writer holds.
  it.skipIf(testDialect !== 'postgres')(
    'answers 503 when PostgreSQL ends the connection of a push, and applies it all on retry',
    async () => {
      const { alice, db } = await tripTestApp();
      const device = new TestDevice(alice);
      const batch = device.queue(createTrip());
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holding!: (pid: number) => void;
      const holderPid = new Promise<number>((resolve) => (holding = resolve));
      const holder = db.write(async (tx) => {
        await tx.query(`select value from sync_meta where key = 'version' for update`);
        const [row] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        holding(row!.pid);
        await gate;
      });
      const blocker = await holderPid;

      const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const pushing = device.push(batch);
      const pushPid = await waitingBehind(db, blocker);
      await db.query('select pg_terminate_backend(?)', [pushPid]);
      const res = await pushing;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(warned).toHaveBeenCalledOnce();
      warned.mockRestore();

      release();
      await holder;
      expect(await tripRows(db)).toHaveLength(0);
      expect((await device.pushOk(batch)).lastMutationId).toBe(1);
      expect(await tripRows(db)).toHaveLength(1);
    },
  );

  it('takes a push larger than the 1 MiB limit of other requests', async () => {
    const { alice } = await tripTestApp();
    const device = new TestDevice(alice);
    // Control characters take six bytes each in JSON: 100 valid trips like this pass 1 MiB.
    const notes = '\u0001'.repeat(5000);
    const batch = device.queue(...Array.from({ length: 100 }, () => createTrip({ notes })));
    expect(JSON.stringify(batch).length).toBeGreaterThan(1024 * 1024);
    expect((await device.pushOk(batch)).lastMutationId).toBe(100);
    const tooLargeElsewhere = await alice.post(
      '/api/trips',
      tripBody({ notes: notes.repeat(220) }),
    );
    expect(tooLargeElsewhere.status).toBe(413);
  });

  it('accepts an empty batch, answering the last mutation id', async () => {
    const { alice } = await tripTestApp();
    const device = new TestDevice(alice);
    await device.pushOk(device.queue(createTrip(), createTrip()));
    expect(await device.pushOk([])).toEqual({ lastMutationId: 2, results: [] });
  });
});
