import { describe, expect, it } from 'vitest';
import { CACHED_AT_HEADER, cachedAt, stampCachedAt } from './cache-stamp';

describe('cache stamp', () => {
  it('a stamped copy keeps status, headers and body and reports when it was saved', async () => {
    const original = new Response('{"data":[]}', {
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
    });
    const saved = new Date('2026-03-14T09:30:00.000Z');
    const stamped = stampCachedAt(original, saved);
    expect(stamped.status).toBe(200);
    expect(stamped.statusText).toBe('OK');
    expect(stamped.headers.get('content-type')).toBe('application/json');
    expect(await stamped.text()).toBe('{"data":[]}');
    expect(cachedAt(stamped)?.toISOString()).toBe('2026-03-14T09:30:00.000Z');
  });

  it('a live answer has no stamp', () => {
    expect(cachedAt(new Response('[]'))).toBeNull();
  });

  it('an unreadable stamp counts as live rather than an invalid date', () => {
    const res = new Response('[]', { headers: { [CACHED_AT_HEADER]: 'yesterday-ish' } });
    expect(cachedAt(res)).toBeNull();
  });
});
