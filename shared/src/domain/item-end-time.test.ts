import { describe, expect, it } from 'vitest';
import { formatEndTime, hasBookingFields, parseEndTime, timeLabels } from './item-end-time';

describe('end time with a day offset', () => {
  it('writes the offset only when it lands on another local day', () => {
    expect(formatEndTime('14:30', 0)).toBe('14:30');
    expect(formatEndTime('07:10', 1)).toBe('07:10 (+1)');
    expect(formatEndTime('11:00', 3)).toBe('11:00 (+3)');
    expect(formatEndTime('06:40', -1)).toBe('06:40 (-1)');
  });

  it('reads back what it writes, and what a traveller types', () => {
    expect(parseEndTime('14:30')).toEqual({ minutes: 870, dayOffset: 0 });
    expect(parseEndTime('07:10 (+1)')).toEqual({ minutes: 430, dayOffset: 1 });
    expect(parseEndTime('7:10 AM(+1)')).toEqual({ minutes: 430, dayOffset: 1 });
    expect(parseEndTime('11:00 ( + 3 )')).toEqual({ minutes: 660, dayOffset: 3 });
    expect(parseEndTime('06:40 (-1)')).toEqual({ minutes: 400, dayOffset: -1 });
    expect(parseEndTime('06:40 (−1)')).toEqual({ minutes: 400, dayOffset: -1 });
  });

  it('keeps a text that is no clock time as no time', () => {
    expect(parseEndTime(null)).toEqual({ minutes: null, dayOffset: 0 });
    expect(parseEndTime('')).toEqual({ minutes: null, dayOffset: 0 });
    expect(parseEndTime('late')).toEqual({ minutes: null, dayOffset: 0 });
    expect(parseEndTime('(+1)')).toEqual({ minutes: null, dayOffset: 1 });
  });
});

describe('time labels', () => {
  it('names a flight or train and a stay in their own words', () => {
    expect(timeLabels('transport')).toEqual({ start: 'Departs', end: 'Arrives' });
    expect(timeLabels('accommodation')).toEqual({ start: 'Check-in', end: 'Check-out' });
    expect(timeLabels('dining').start).toBe('Time');
    expect(hasBookingFields('transport')).toBe(true);
    expect(hasBookingFields('accommodation')).toBe(true);
    expect(hasBookingFields('activity')).toBe(false);
    expect(hasBookingFields('dining')).toBe(false);
  });
});
