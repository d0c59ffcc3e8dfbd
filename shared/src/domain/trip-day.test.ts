import { describe, expect, it } from 'vitest';
import { tripDayOf } from './trip-day';

describe('the trip day of a date', () => {
  it('counts from day 1 on the start date to the last day on the end date', () => {
    expect(tripDayOf('2026-11-02', '2026-11-06', '2026-11-02')).toEqual({ day: 1 });
    expect(tripDayOf('2026-11-02', '2026-11-06', '2026-11-04')).toEqual({ day: 3 });
    expect(tripDayOf('2026-11-02', '2026-11-06', '2026-11-06')).toEqual({ day: 5 });
  });

  it('says when the date is before the start or after the end', () => {
    expect(tripDayOf('2026-11-02', '2026-11-06', '2026-11-01')).toEqual({ outside: 'before' });
    expect(tripDayOf('2026-11-02', '2026-11-06', '2026-11-07')).toEqual({ outside: 'after' });
  });

  it('is not shifted by a daylight-saving change inside the trip', () => {
    // Europe and the US change their clocks in these weeks; calendar days stay calendar days.
    expect(tripDayOf('2026-10-24', '2026-11-03', '2026-11-02')).toEqual({ day: 10 });
    expect(tripDayOf('2026-03-07', '2026-03-30', '2026-03-30')).toEqual({ day: 24 });
  });

  it('crosses months and a leap day', () => {
    expect(tripDayOf('2028-02-27', '2028-03-02', '2028-03-01')).toEqual({ day: 4 });
    expect(tripDayOf('2026-12-30', '2027-01-03', '2027-01-01')).toEqual({ day: 3 });
  });

  it('keeps Day 1 of a trip whose end precedes its start', () => {
    expect(tripDayOf('2026-11-05', '2026-11-02', '2026-11-05')).toEqual({ day: 1 });
    expect(tripDayOf('2026-11-05', '2026-11-02', '2026-11-03')).toEqual({ outside: 'before' });
  });

  it('places nothing for a date it cannot read', () => {
    expect(tripDayOf('2026-11-02', '2026-11-06', 'soon')).toEqual({ outside: 'before' });
  });
});
