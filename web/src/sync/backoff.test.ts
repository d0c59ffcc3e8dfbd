import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles the ceiling from 1 s up to 5 minutes, with full jitter', () => {
    expect(backoffDelay(1, () => 0.999)).toBe(999);
    expect(backoffDelay(2, () => 0.999)).toBe(1998);
    expect(backoffDelay(4, () => 0.5)).toBe(4000);
    expect(backoffDelay(30, () => 0.999)).toBe(Math.floor(0.999 * BACKOFF_MAX_MS));
  });

  it('stops growing at the ceiling it is given', () => {
    expect(backoffDelay(7, () => 0.999, 60_000)).toBe(Math.floor(0.999 * 60_000));
    expect(backoffDelay(30, () => 0.5, 60_000)).toBe(30_000);
    expect(backoffDelay(3, () => 0.5, 60_000)).toBe(2000);
  });

  it('never answers less than a quarter second', () => {
    expect(backoffDelay(1, () => 0)).toBe(250);
  });
});
