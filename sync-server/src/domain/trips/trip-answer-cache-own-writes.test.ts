import { describe, expect, it, vi } from 'vitest';
import { expenseBody, shareTrip, tripBody, tripTestApp } from '../../testing/trip-fixtures';
import { testDialect } from '../../testing/test-database';
import { TripAnswerCache } from './trip-answer-cache';
import { tripDetails } from './trip-queries';

/**
 * On the embedded SQLite the process is the only writer (Db.ownWrites), so a kept answer that a
 * member's stamp confirmed is sent again without asking, until anything is written. PostgreSQL
 * asks every time: other nodes write.
 */
describe('TripAnswerCache on a database only this process writes', () => {
  async function keptTrip() {
    const app = await tripTestApp();
    const trip = tripBody();
    expect((await app.alice.post('/api/trips', trip)).status).toBe(201);
    await shareTrip(app.alice, trip.id, 'bob', 'viewer');
    const cache = new TripAnswerCache();
    const stamps = vi.spyOn(app.db.$statements.tripStamp, 'get');
    const read = async (userId: string) => {
      const before = stamps.mock.calls.length;
      const answer = await cache.answer(app.db, userId, trip.id);
      const expected = await tripDetails(app.db, userId, trip.id);
      expect(answer && new TextDecoder().decode(answer.bytes)).toBe(
        expected && JSON.stringify(expected),
      );
      return { asked: stamps.mock.calls.length > before, found: answer !== undefined };
    };
    return { ...app, trip, read };
  }

  const onSqlite = testDialect === 'sqlite';

  it('asks again only after something was written, and for each member once', async () => {
    const { alice, aliceUser, bobUser, trip, read } = await keptTrip();
    expect((await read(aliceUser.id)).asked).toBe(true);
    expect((await read(aliceUser.id)).asked).toBe(!onSqlite);
    // Bob's access is his own question, even though the answer is the same.
    expect((await read(bobUser.id)).asked).toBe(true);
    expect((await read(bobUser.id)).asked).toBe(!onSqlite);
    expect((await alice.post('/api/expenses', expenseBody(trip.id))).status).toBe(201);
    expect(await read(aliceUser.id)).toEqual({ asked: true, found: true });
    expect((await read(aliceUser.id)).asked).toBe(!onSqlite);
  });

  it('refuses a member removed since, although their answer was confirmed', async () => {
    const { alice, bobUser, trip, read } = await keptTrip();
    expect((await read(bobUser.id)).found).toBe(true);
    expect((await read(bobUser.id)).found).toBe(true);
    const removed = await alice.delete(`/api/trips/${trip.id}/members/${bobUser.id}`);
    expect(removed.status).toBeLessThan(300);
    expect(await read(bobUser.id)).toEqual({ asked: true, found: false });
  });
});
