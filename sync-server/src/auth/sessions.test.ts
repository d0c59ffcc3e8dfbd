import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { sessions, users } from '../db/schema';
import { SessionStore } from './sessions';

function storeWithUser(clock: () => Date) {
  const db = openDatabase(':memory:');
  const at = clock().toISOString();
  db.insert(users)
    .values({ id: 'u1', username: 'ada', password: 'x', createdAt: at, updatedAt: at })
    .run();
  return { db, store: new SessionStore(db, clock, 60_000) };
}

describe('SessionStore.userFor', () => {
  it('answers the user of a live session, and nothing for an unknown token', () => {
    const { store } = storeWithUser(() => new Date('2026-01-01T00:00:00Z'));
    const { token } = store.create('u1');
    expect(store.userFor(token)).toMatchObject({ id: 'u1', username: 'ada' });
    expect(store.userFor('not-a-token')).toBeNull();
  });

  it('answers nothing for an expired session and forgets it', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const { db, store } = storeWithUser(() => now);
    const { token } = store.create('u1');
    now = new Date(now.getTime() + 60_001);
    expect(store.userFor(token)).toBeNull();
    expect(db.select().from(sessions).all()).toHaveLength(0);
  });

  it('answers nothing once the user is gone', () => {
    const { db, store } = storeWithUser(() => new Date('2026-01-01T00:00:00Z'));
    const { token } = store.create('u1');
    db.delete(users).run();
    expect(store.userFor(token)).toBeNull();
  });
});
