import { describe, expect, it } from 'vitest';
import { instantAt, isoDuration, localDateTime } from './local-time';

describe('local time', () => {
  it('converts a wall-clock time in a zone to an instant and back', () => {
    const t = instantAt('2026-12-20', 9 * 60 + 30, 'America/New_York');
    expect(new Date(t).toISOString()).toBe('2026-12-20T14:30:00.000Z');
    expect(localDateTime(t, 'America/New_York')).toBe('2026-12-20T09:30:00');
    expect(localDateTime(t, 'Asia/Tokyo')).toBe('2026-12-20T23:30:00');
  });

  it('follows daylight saving time', () => {
    const summer = instantAt('2026-07-01', 12 * 60, 'Europe/London');
    expect(new Date(summer).toISOString()).toBe('2026-07-01T11:00:00.000Z');
    const kolkata = instantAt('2026-07-01', 12 * 60, 'Asia/Kolkata');
    expect(new Date(kolkata).toISOString()).toBe('2026-07-01T06:30:00.000Z');
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(150)).toBe('PT2H30M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(660)).toBe('PT11H');
    expect(isoDuration(0)).toBe('PT0M');
  });
});
