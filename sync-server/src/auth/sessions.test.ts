import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { SessionStore } from './sessions';

async function storeWithUser(clock: () => Date) {
  const db = openTestDatabase();
  const at = clock().toISOString();
  await db.$statements.insertUser.get({
    id: 'u1',
    username: 'ada',
    password: 'x',
    email: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    createdAt: at,
    updatedAt: at,
  });
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
