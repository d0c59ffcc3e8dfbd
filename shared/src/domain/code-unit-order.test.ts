import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './code-unit-order';

describe('compareCodeUnits', () => {
  it('orders ISO dates and instants as localeCompare does', () => {
    const values = [
      '2026-05-02',
      '2026-05-01T08:00:00.000Z',
      '2025-12-31',
      '2026-05-01T08:00:00.010Z',
      '2026-05-01',
      '2026-05-01T07:59:59.999Z',
      '2026-05-10',
    ];
    const byLocale = [...values].sort((a, b) => a.localeCompare(b));
    expect([...values].sort(compareCodeUnits)).toEqual(byLocale);
  });

  it('answers 0 for equal strings and a sign otherwise', () => {
    expect(compareCodeUnits('2026-05-01', '2026-05-01')).toBe(0);
    expect(compareCodeUnits('2026-05-01', '2026-05-02')).toBeLessThan(0);
    expect(compareCodeUnits('b', 'a')).toBeGreaterThan(0);
  });
});
