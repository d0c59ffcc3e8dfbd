import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connection';
import { openTestDatabase } from '../../testing/test-database';
import { tripBody, tripTestApp } from '../../testing/trip-fixtures';
import { TripAnswerCache, type TripAnswer } from './trip-answer-cache';
import { tripDetails } from './trip-queries';

/** What the cache keeps and for how long; trip-answer-cache.test.ts checks what it answers. */
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const textOf = (answer: TripAnswer | undefined) =>
  answer === undefined ? undefined : text(answer.bytes);

describe('TripAnswerCache limits, and what it keeps', () => {
  /** Alice's three trips, made through the API. */
  async function threeTrips() {
    const { db, alice, aliceUser } = await tripTestApp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = tripBody();
      const res = await alice.post('/api/trips', body);
      expect(res.status).toBe(201);
      ids.push(body.id);
    }
    return { db, userId: aliceUser.id, ids };
  }

  it('keeps the most recently sent answers, up to the number of entries', async () => {
    const { db, userId, ids } = await threeTrips();
    const cache = new TripAnswerCache({ entries: 2, bytes: 1_000_000 });
    const reads = vi.spyOn(db, 'read');
    const fresh = async (id: string) => {
      const reference = await uncachedText(db, userId, id);
      const before = reads.mock.calls.length;
      expect(textOf(await cache.answer(db, userId, id))).toBe(reference);
      return reads.mock.calls.length > before;
    };
    const [a, b, c] = ids as [string, string, string];
    expect(await fresh(a)).toBe(true);
    expect(await fresh(b)).toBe(true);
    expect(await fresh(a)).toBe(false);
    // c pushes out b, the least recently sent.
    expect(await fresh(c)).toBe(true);
    expect(cache.size).toBe(2);
    expect(await fresh(a)).toBe(false);
    expect(await fresh(b)).toBe(true);
  });

  it('gzips a kept answer once, not on every request that accepts gzip', async () => {
    const { db, userId, ids } = await threeTrips();
    const cache = new TripAnswerCache();
    const first = await cache.answer(db, userId, ids[0]!);
    const zipped = await first!.gzipped();
    const second = await cache.answer(db, userId, ids[0]!);
    expect(second).toBe(first);
    expect(await second!.gzipped()).toBe(zipped);
    expect(text(gunzipSync(zipped))).toBe(await uncachedText(db, userId, ids[0]!));
  });

  it('keeps no more bytes than its limit', async () => {
    const { db, userId, ids } = await threeTrips();
    const one = Buffer.byteLength((await uncachedText(db, userId, ids[0]!))!);
    const cache = new TripAnswerCache({ entries: 10, bytes: one * 2 + 10 });
    for (const id of ids) await cache.answer(db, userId, id);
    expect(cache.size).toBe(2);
    const tiny = new TripAnswerCache({ entries: 10, bytes: one - 1 });
    const sent = await tiny.answer(db, userId, ids[0]!);
    expect(textOf(sent)).toBe(await uncachedText(db, userId, ids[0]!));
    expect(tiny.size).toBe(0);
  });

  it('trusts no stamp read from another database', async () => {
    const { db, userId, ids } = await threeTrips();
    const cache = new TripAnswerCache();
    await cache.answer(db, userId, ids[0]!);
    const other = openTestDatabase();
    expect(await cache.answer(other, userId, ids[0]!)).toBeUndefined();
    const again = await cache.answer(db, userId, ids[0]!);
    expect(textOf(again)).toBe(await uncachedText(db, userId, ids[0]!));
    await other.close();
  });
});

async function uncachedText(db: Db, userId: string, id: string) {
  const answer = await tripDetails(db, userId, id);
  return answer === undefined ? undefined : JSON.stringify(answer);
}
