import { describe, expect, it } from 'vitest';
import { stopDates } from './stop-dates';

describe('stopDates', () => {
  it('counts the nights between arriving and leaving', () => {
    expect(stopDates('2026-05-02', '2026-05-04')).toBe('Sat 2 May – Mon 4 May · 2 nights');
    expect(stopDates('2026-05-02', '2026-05-03')).toBe('Sat 2 May – Sun 3 May · 1 night');
  });

  it('calls a stop left the day it starts a day trip', () => {
    expect(stopDates('2026-05-02', '2026-05-02')).toBe('Sat 2 May · day trip');
  });
});
