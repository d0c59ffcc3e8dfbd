import { describe, expect, it } from 'vitest';
import { needsReset } from './pull';

describe('needsReset', () => {
  it('never resets a device starting from nothing', () => {
    expect(needsReset(0, 0, 0)).toBe(false);
    expect(needsReset(0, 40, 30)).toBe(false);
  });

  it('resets a cursor ahead of this server (another or restored database)', () => {
    expect(needsReset(41, 40, 0)).toBe(true);
    expect(needsReset(40, 40, 0)).toBe(false);
  });

  it('resets a cursor that still needs purged tombstones, and only that', () => {
    // Horizon 30: tombstones of versions 29 and below may be gone.
    expect(needsReset(27, 40, 30)).toBe(true);
    expect(needsReset(28, 40, 30)).toBe(true);
    expect(needsReset(29, 40, 30)).toBe(false);
    expect(needsReset(35, 40, 30)).toBe(false);
  });
});
