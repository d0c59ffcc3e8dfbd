import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { openPostgres } from '../../db/postgres-database';
import { TEST_DATABASE_URL, testDialect } from '../../testing/test-database';
import { userRow } from '../../testing/user-row';
import { writeTransaction } from '../writes/write-transaction';
import { pullChanges } from './pull';
import { pushMutations, type RawMutation } from './push';
import { currentVersion } from '../writes/versions';

/**
 * Decision 010's race, on a real PostgreSQL with two "nodes" (two connection pools) on one
 * database. Only PostgreSQL has concurrent writers: one process holds an embedded SQLite
 * database, and its write transactions queue behind one lock by construction.
 */
const NOW = '2026-05-01T09:00:00.000Z';
const opened: Db[] = [];

afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

/** Two server processes' worth of connections to one fresh database, with a user on it. */
async function twoNodes() {
  const schema = `race_${randomBytes(6).toString('hex')}`;
  const a = openPostgres(TEST_DATABASE_URL, { schema, max: 4 });
  const b = openPostgres(TEST_DATABASE_URL, { schema, max: 4 });
  opened.push(a, b);
  await Promise.all([a.ready(), b.ready()]);
  await a.query(
    `insert into destinations (id, name, country, description, image_url, category,
      featured, created_at) values ('kyoto', 'Kyoto', 'Japan', 'x', '/x.svg', 'cultural', false, ?)`,
    [NOW],
  );
  const userId = randomUUID();
  await a.$statements.insertUser.get(userRow(userId, `u${userId.slice(0, 8)}`, NOW));
  return { a, b, ctx: { userId, now: NOW } };
}

const createTrip = (id: number, tripId = randomUUID()): RawMutation => ({
  id,
  name: 'createTrip',
  args: {
    id: tripId,
    destinationId: 'kyoto',
    title: `Trip ${id}`,
    startDate: '2026-10-01',
    endDate: '2026-10-05',
  },
});

/** Resolves once some session of this database waits for a lock; fails if none does. */
async function someoneWaitsForALock(db: Db): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const [row] = await db.query<{ n: number }>(
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('No writer waited for the version counter');
}

describe.skipIf(testDialect !== 'postgres')('concurrent writers on PostgreSQL', () => {
  it('a writer on another node waits for the one holding the version counter, so versions commit in order', async () => {
    const { a, b, ctx } = await twoNodes();
    const before = await currentVersion(a.$statements);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));

    const first = writeTransaction(a, async (w) => {
      const version = w.nextVersion();
      await w.sql.insertClient.run(randomUUID(), ctx.userId, NOW, NOW);
      started();
      await gate;
      return version;
    });
    await holding;
    const second = writeTransaction(b, async (w) => w.nextVersion());

    // The second writer is blocked on the counter's row lock, not merely slow.
    await someoneWaitsForALock(a);
    // A pull meanwhile answers the old cursor: nothing above it has committed.
    expect(await currentVersion(b.$statements)).toBe(before);

    release();
    const [v1, v2] = await Promise.all([first, second]);
    expect(v1).toBe(before + 1);
    expect(v2).toBe(before + 2);
    expect(await currentVersion(a.$statements)).toBe(before + 2);
  });

  it('the same batch pushed through two nodes at once is applied once', async () => {
    const { a, b, ctx } = await twoNodes();
    const clientId = randomUUID();
    const batch = [createTrip(1), createTrip(2)];
    const [onA, onB] = await Promise.all([
      pushMutations(a, ctx, clientId, batch),
      pushMutations(b, ctx, clientId, batch),
    ]);
    for (const outcome of [onA, onB]) {
      expect(outcome).toMatchObject({ kind: 'processed', response: { lastMutationId: 2 } });
    }
    const [count] = await a.query<{ n: number }>('select count(*) as n from trips');
    expect(count?.n).toBe(2);
  });

  it('pulls through either node while both take pushes never skip a change', async () => {
    const { a, b, ctx } = await twoNodes();
    const nodes = [a, b];
    const created = new Set<string>();
    const seen = new Set<string>();
    let cursor = 0;
    let writing = true;

    const pullUntilDone = async () => {
      const pullClient = randomUUID();
      for (let round = 0; writing || round < 1; round++) {
        const node = nodes[round % 2] as Db;
        const outcome = await pullChanges(node, ctx.userId, pullClient, cursor);
        if (outcome.kind !== 'ok') throw new Error('refused pull');
        for (const trip of outcome.response.trips) seen.add(trip.id);
        cursor = outcome.response.cursor;
        if (!writing) break;
      }
    };
    const pushFrom = async (device: number) => {
      const clientId = randomUUID();
      for (let id = 1; id <= 15; id++) {
        const mutation = createTrip(id);
        created.add((mutation.args as { id: string }).id);
        await pushMutations(nodes[(device + id) % 2] as Db, ctx, clientId, [mutation]);
      }
    };

    const puller = pullUntilDone();
    await Promise.all([0, 1, 2, 3].map(pushFrom));
    writing = false;
    await puller;
    // One more pull from the last cursor: what it finds must be exactly what was still missing.
    const last = await pullChanges(a, ctx.userId, randomUUID(), cursor);
    if (last.kind !== 'ok') throw new Error('refused pull');
    for (const trip of last.response.trips) seen.add(trip.id);
    expect(seen).toEqual(created);
  });
});
