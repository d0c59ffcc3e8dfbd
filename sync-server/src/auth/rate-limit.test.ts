import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the limit, refuses the next, and opens again after the window', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    const refused = limiter.hit('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);
    expect(limiter.hit('b').allowed).toBe(true);
    now = 30_000;
    expect(limiter.hit('a').retryAfterSeconds).toBe(30);
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
