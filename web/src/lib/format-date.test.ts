import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDay, formatShortDay, todayIso } from './format-date';

describe('format-date', () => {
  it('formats calendar days with short month and with weekday', () => {
    expect(formatShortDay('2026-03-05')).toBe('Mar 5');
    expect(formatLongDay('2026-03-05')).toBe('Thursday, March 5, 2026');
  });

  it('shows a date that cannot be formatted as its raw text', () => {
    expect(formatShortDay('someday')).toBe('someday');
    expect(formatDay('2026-13-40', 'MMM d')).toBe('2026-13-40');
    expect(formatLongDay('')).toBe('');
  });

  it('answers today on the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
