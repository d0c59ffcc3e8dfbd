import { describe, expect, it } from 'vitest';
import { wallClockAt, zonedWallTimeToUtc } from './zoned-time';

describe('wallClockAt', () => {
  it('reads the wall clock of a zone, across midnight and daylight saving', () => {
    // 23:30 UTC on 9 December is already the 10th in Paris (UTC+1 in winter).
    expect(wallClockAt(Date.parse('2026-12-09T23:30:00Z'), 'Europe/Paris')).toBe(
      '2026-12-10T00:30:00',
    );
    // In summer Lisbon is UTC+1.
    expect(wallClockAt(Date.parse('2026-07-01T08:15:42Z'), 'Europe/Lisbon')).toBe(
      '2026-07-01T09:15:42',
    );
    expect(wallClockAt(Date.parse('2026-03-01T02:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-02-28T18:00:00',
    );
  });

  it('reads back what zonedWallTimeToUtc made', () => {
    const instant = zonedWallTimeToUtc('2026-10-25', 9 * 60 + 5, 'Asia/Kolkata');
    expect(wallClockAt(instant, 'Asia/Kolkata')).toBe('2026-10-25T09:05:00');
  });
});
