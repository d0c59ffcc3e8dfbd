import { describe, expect, it } from 'vitest';
import { dayTitle } from './day-title';

describe('dayTitle', () => {
  it('names the day, its date from the trip start, and where it is spent', () => {
    expect(dayTitle('2026-12-10', 2)).toBe('Day 2 · Fri 11 Dec');
    expect(dayTitle('2026-12-10', 4, 'Sintra')).toBe('Day 4 · Sun 13 Dec · Sintra');
  });

  it('keeps the day alone when the start is not a date', () => {
    expect(dayTitle('', 3, null)).toBe('Day 3');
  });
});
