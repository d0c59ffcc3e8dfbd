import { describe, expect, it } from 'vitest';
import { UploadByteBudget } from './upload-byte-budget';

describe('UploadByteBudget', () => {
  it('lets a burst through, then the steady rate, each account on its own', () => {
    let now = 0;
    const budget = new UploadByteBudget({ bytesPerSecond: 100, burstBytes: 300 }, () => now);
    expect(budget.take('alice', 300).allowed).toBe(true);
    // Refused requests take nothing: 250 bytes at 100 a second is 2.5 s away, rounded up.
    expect(budget.take('alice', 250)).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(budget.take('bob', 300).allowed).toBe(true);
    now += 2_500;
    expect(budget.take('alice', 250).allowed).toBe(true);
    // A long pause refills to the burst, never beyond it.
    now += 3_600_000;
    expect(budget.take('alice', 301).allowed).toBe(false);
    expect(budget.take('alice', 300).allowed).toBe(true);
  });
});
