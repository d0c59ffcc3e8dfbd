import { describe, expect, it } from 'vitest';
import { chooseNextTrip, nextTripLine } from './next-trip';

const trip = (id: string, startDate: string, endDate: string, title = id) => ({
  id,
  title,
  startDate,
  endDate,
});

describe('the trip Home puts first', () => {
  it('is the soonest to start when none is under way', () => {
    const next = chooseNextTrip(
      [trip('rome', '2026-12-20', '2026-12-24'), trip('lisbon', '2026-12-12', '2026-12-17')],
      '2026-11-28',
    );
    expect(next).toEqual({
      kind: 'upcoming',
      trip: expect.objectContaining({ id: 'lisbon' }),
      daysUntil: 14,
    });
  });

  it('is the one under way, with its day, over one to come', () => {
    const next = chooseNextTrip(
      [trip('soon', '2026-11-29', '2026-11-30'), trip('lisbon', '2026-11-26', '2026-12-01')],
      '2026-11-28',
    );
    expect(next).toEqual({
      kind: 'current',
      trip: expect.objectContaining({ id: 'lisbon' }),
      day: 3,
      days: 6,
    });
  });

  it('counts the first and the last day as days of the trip', () => {
    expect(chooseNextTrip([trip('a', '2026-11-28', '2026-11-28')], '2026-11-28')).toMatchObject({
      kind: 'current',
      day: 1,
      days: 1,
    });
    expect(chooseNextTrip([trip('a', '2026-11-20', '2026-11-28')], '2026-11-28')).toMatchObject({
      day: 9,
      days: 9,
    });
  });

  it('of two under way, is the one that started last', () => {
    const next = chooseNextTrip(
      [trip('long', '2026-11-01', '2026-12-31'), trip('city', '2026-11-27', '2026-11-29')],
      '2026-11-28',
    );
    expect(next?.trip.id).toBe('city');
  });

  it('is none when every trip has ended', () => {
    expect(chooseNextTrip([trip('past', '2026-10-01', '2026-10-05')], '2026-11-28')).toBeNull();
    expect(chooseNextTrip([], '2026-11-28')).toBeNull();
  });

  it('crosses a change of clocks without losing a day', () => {
    // Europe's clocks go back on 25 Oct 2026: a 23/25-hour day must still count as one.
    expect(chooseNextTrip([trip('a', '2026-11-08', '2026-11-10')], '2026-10-20')).toMatchObject({
      daysUntil: 19,
    });
  });
});

describe('the line that says it', () => {
  it('says how far off a trip to come is', () => {
    const lisbon = trip('l', '2026-12-12', '2026-12-17', 'Lisbon');
    expect(nextTripLine({ kind: 'upcoming', trip: lisbon, daysUntil: 14 })).toBe(
      'Lisbon · in 14 days',
    );
    expect(nextTripLine({ kind: 'upcoming', trip: lisbon, daysUntil: 1 })).toBe(
      'Lisbon · tomorrow',
    );
  });

  it("says the day of a trip under way and today's first plan", () => {
    const lisbon = trip('l', '2026-11-26', '2026-12-01', 'Lisbon');
    const current = { kind: 'current', trip: lisbon, day: 3, days: 6 } as const;
    expect(nextTripLine(current, 'Tram 28')).toBe('Day 3 of 6 · today: Tram 28');
    expect(nextTripLine(current)).toBe('Day 3 of 6 · nothing planned today');
  });
});
