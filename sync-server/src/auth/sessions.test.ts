import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { userRow } from '../testing/user-row';
import { SESSION_CACHE_FRESH_MS } from './session-cache';
import { SessionStore } from './sessions';

async function storeWithUser(clock: () => Date) {
  const db = openTestDatabase();
  const at = clock().toISOString();
  await db.$statements.insertUser.get(userRow('u1', 'ada', at));
  return { db, store: new SessionStore(db, clock, 60_000) };
}

describe('SessionStore.userFor', () => {
  it('answers the user of a live session, and nothing for an unknown token', async () => {
    const { store } = await storeWithUser(() => new Date('2026-01-01T00:00:00Z'));
    const { token } = await store.create('u1');
    expect(await store.userFor(token)).toMatchObject({ id: 'u1', username: 'ada' });
    expect(await store.userFor('not-a-token')).toBeNull();
  });

  it('answers nothing for an expired session and forgets it', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const { db, store } = await storeWithUser(() => now);
    const { token } = await store.create('u1');
    now = new Date(now.getTime() + 60_001);
    expect(await store.userFor(token)).toBeNull();
    expect(await db.query('select sid from sessions')).toHaveLength(0);
  });

  it('answers nothing once the user is gone', async () => {
    const { db, store } = await storeWithUser(() => new Date('2026-01-01T00:00:00Z'));
    const { token } = await store.create('u1');
    await db.query('delete from users');
    expect(await store.userFor(token)).toBeNull();
  });
});

describe('SessionStore, signed in again and again', () => {
  it('refuses a signed-out token at once, also after answering it many times', async () => {
    const { store } = await storeWithUser(() => new Date('2026-01-01T00:00:00Z'));
    const { token } = await store.create('u1');
    for (let i = 0; i < 3; i++) expect(await store.userFor(token)).toMatchObject({ id: 'u1' });
    await store.destroy(token);
    expect(await store.userFor(token)).toBeNull();
  });

  it('refuses a token signed out through another store on the same database', async () => {
    const clock = () => new Date('2026-01-01T00:00:00Z');
    const { db, store } = await storeWithUser(clock);
    const other = new SessionStore(db, clock, 60_000);
    const { token } = await store.create('u1');
    expect(await store.userFor(token)).toMatchObject({ id: 'u1' });
    await other.destroy(token);
    expect(await store.userFor(token)).toBeNull();
  });

  it('does not bring back a session signed out while it was being looked up', async () => {
    const { store } = await storeWithUser(() => new Date('2026-01-01T00:00:00Z'));
    const { token } = await store.create('u1');
    const lookup = store.userFor(token);
    await store.destroy(token);
    // The lookup read the row before the sign-out; what it answers is the past, but it must not
    // keep that answer for the next request.
    await lookup;
    expect(await store.userFor(token)).toBeNull();
  });

  it('ends a cached session when it expires', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const { store } = await storeWithUser(() => now);
    const { token } = await store.create('u1');
    expect(await store.userFor(token)).toMatchObject({ id: 'u1' });
    now = new Date(now.getTime() + 60_000);
    expect(await store.userFor(token)).toBeNull();
  });

  it('notices a session row deleted behind its back within half a minute', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const { db } = await storeWithUser(() => now);
    // A long session, so that only the deleted row can end it.
    const store = new SessionStore(db, () => now, 24 * 60 * 60_000);
    const { token } = await store.create('u1');
    expect(await store.userFor(token)).toMatchObject({ id: 'u1' });
    await db.query('delete from sessions');
    now = new Date(now.getTime() + SESSION_CACHE_FRESH_MS);
    expect(await store.userFor(token)).toBeNull();
  });
});
