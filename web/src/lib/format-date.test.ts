import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDay, formatShortDay, todayIso, tripDayLabel } from './format-date';

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

  it("names a trip day's date, across a month's end, and nothing for an unreadable start", () => {
    expect(tripDayLabel('2026-12-10', 1)).toBe('Thu 10 Dec');
    expect(tripDayLabel('2026-12-10', 2)).toBe('Fri 11 Dec');
    expect(tripDayLabel('2026-01-30', 3)).toBe('Sun 1 Feb');
    expect(tripDayLabel('someday', 1)).toBeNull();
  });
});
