import { describe, expect, it } from 'vitest';
import { dayOptions } from './day-options';

describe('dayOptions', () => {
  it('numbers the days of the trip from its start, each with its date', () => {
    expect(dayOptions('2026-05-01', 3)).toEqual([
      { day: 1, label: 'Day 1 · Fri 1 May' },
      { day: 2, label: 'Day 2 · Sat 2 May' },
      { day: 3, label: 'Day 3 · Sun 3 May' },
    ]);
  });

  it('crosses months and years', () => {
    expect(dayOptions('2026-12-31', 2).map((d) => d.label)).toEqual([
      'Day 1 · Thu 31 Dec',
      'Day 2 · Fri 1 Jan',
    ]);
  });

  it('keeps the calendar day across a daylight-saving change', () => {
    expect(dayOptions('2026-03-28', 3).map((d) => d.label)).toEqual([
      'Day 1 · Sat 28 Mar',
      'Day 2 · Sun 29 Mar',
      'Day 3 · Mon 30 Mar',
    ]);
  });

  it('offers at least Day 1, and only day numbers when the start cannot be read', () => {
    expect(dayOptions('2026-05-01', 0)).toEqual([{ day: 1, label: 'Day 1 · Fri 1 May' }]);
    expect(dayOptions('someday', 2)).toEqual([
      { day: 1, label: 'Day 1' },
      { day: 2, label: 'Day 2' },
    ]);
  });
});
