import { describe, expect, it } from 'vitest';
import {
  adultsLabel,
  formatIsoDuration,
  formatLocal,
  formatUsd,
  pricePerPerson,
  stopsLabel,
  todayIso,
} from './flight-format';

describe('flight formatting', () => {
  it('reads ISO durations', () => {
    expect(formatIsoDuration('PT2H30M')).toBe('2h 30m');
    expect(formatIsoDuration('PT7H')).toBe('7h');
    expect(formatIsoDuration('PT45M')).toBe('45m');
    expect(formatIsoDuration('P1DT2H5M')).toBe('26h 5m');
    expect(formatIsoDuration('soon')).toBe('soon');
    expect(formatIsoDuration('PT')).toBe('PT');
  });

  it('formats local segment times and keeps unreadable ones raw', () => {
    expect(formatLocal('2025-06-01T08:05:00', 'HH:mm')).toBe('08:05');
    expect(formatLocal('2025-06-01T23:40:00', 'MMM dd')).toBe('Jun 01');
    expect(formatLocal('tomorrow', 'HH:mm')).toBe('tomorrow');
  });

  it('counts stops only when there is more than one segment', () => {
    expect(stopsLabel(1)).toBeNull();
    expect(stopsLabel(2)).toBe('1 stop');
    expect(stopsLabel(3)).toBe('2 stops');
  });

  it('shows dollars with two decimals', () => {
    expect(formatUsd('452.1')).toBe('$452.10');
    expect(formatUsd('300')).toBe('$300.00');
  });

  it('separates thousands in a price', () => {
    expect(formatUsd('2115.69')).toBe('$2,115.69');
    expect(formatUsd(1234567.8)).toBe('$1,234,567.80');
    expect(formatUsd('999.999')).toBe('$1,000.00');
  });

  it('splits a total between the passengers it was priced for, to the cent', () => {
    expect(pricePerPerson('1357.26', 3)).toBe(452.42);
    expect(pricePerPerson('452.1', 1)).toBe(452.1);
    expect(pricePerPerson('100', 0)).toBe(100);
    expect(adultsLabel(1)).toBe('1 adult');
    expect(adultsLabel(4)).toBe('4 adults');
  });

  it('gives today as a calendar date', () => {
    expect(todayIso(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});
