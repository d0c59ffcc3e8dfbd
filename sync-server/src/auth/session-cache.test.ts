import { describe, expect, it } from 'vitest';
import { userRow } from '../testing/user-row';
import { SESSION_CACHE_FRESH_MS, SessionCache } from './session-cache';

const entry = (id: string, readAt = 0, expire = 1_000_000) => ({
  user: userRow(id, id),
  expire,
  readAt,
});

describe('SessionCache', () => {
  it('answers a stored session until it expires or goes stale', () => {
    const cache = new SessionCache();
    cache.store('t1', entry('u1', 0, 50_000), cache.ticket());
    expect(cache.get('t1', 1_000)?.id).toBe('u1');
    expect(cache.get('t1', SESSION_CACHE_FRESH_MS)).toBeUndefined();
    cache.store('t1', entry('u1', 40_000, 50_000), cache.ticket());
    expect(cache.get('t1', 50_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing a revocation overtook', () => {
    const cache = new SessionCache();
    const ticket = cache.ticket();
    cache.revoke('t2');
    cache.store('t1', entry('u1'), ticket);
    expect(cache.get('t1', 1)).toBeUndefined();
    cache.store('t1', entry('u1'), cache.ticket());
    cache.revoke('t1');
    expect(cache.get('t1', 1)).toBeUndefined();
  });

  it('lets the oldest stored go beyond its size', () => {
    const cache = new SessionCache(2);
    for (const token of ['a', 'b', 'c']) cache.store(token, entry(token), cache.ticket());
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.id).toBe('b');
    expect(cache.get('c', 1)?.id).toBe('c');
  });
});
