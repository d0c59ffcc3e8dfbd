import { describe, expect, it } from 'vitest';
import { arrivalEndTime, daysBetween, wallClock } from './flight-times';

describe('local wall times of a flight', () => {
  it('reads the date and time at the airport as written', () => {
    expect(wallClock('2026-06-01T18:05:00')).toEqual({ date: '2026-06-01', time: '18:05' });
    expect(wallClock('2026-06-01T18:05')).toEqual({ date: '2026-06-01', time: '18:05' });
    // An offset says which zone; the wall time before it is already the local one.
    expect(wallClock('2026-06-01T23:40:00+09:00')).toEqual({ date: '2026-06-01', time: '23:40' });
    expect(wallClock('June 1st')).toBeNull();
  });

  it('marks an arrival on a later local day, as timetables do', () => {
    const dep = { date: '2026-06-01', time: '18:05' };
    expect(arrivalEndTime(dep, { date: '2026-06-01', time: '21:15' })).toBe('21:15');
    expect(arrivalEndTime(dep, { date: '2026-06-02', time: '07:10' })).toBe('07:10 (+1)');
    expect(arrivalEndTime(dep, { date: '2026-06-03', time: '06:00' })).toBe('06:00 (+2)');
    // Tokyo to Honolulu lands the local day before it left.
    expect(arrivalEndTime(dep, { date: '2026-05-31', time: '09:30' })).toBe('09:30 (-1)');
  });

  it('counts calendar days across a month, a year and a clock change', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});
