import { describe, expect, it } from 'vitest';
import { formatTripLength, tripLengthDays } from './trip-length';

describe('tripLengthDays', () => {
  it('counts both the first and the last day', () => {
    expect(tripLengthDays('2026-06-01', '2026-06-01')).toBe(1);
    expect(tripLengthDays('2026-06-01', '2026-06-03')).toBe(3);
    expect(tripLengthDays('2026-02-27', '2026-03-02')).toBe(4);
  });

  it('is not shortened by a daylight-saving change', () => {
    expect(tripLengthDays('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('never answers less than one day', () => {
    expect(tripLengthDays('2026-06-05', '2026-06-01')).toBe(1);
    expect(tripLengthDays('garbage', '2026-06-01')).toBe(1);
  });

  it('formats singular and plural', () => {
    expect(formatTripLength(1)).toBe('1 day');
    expect(formatTripLength(5)).toBe('5 days');
  });
});
