import { describe, expect, it } from 'vitest';
import {
  mergeStopDates,
  STOP_ENDS_BEFORE_START_MESSAGE,
  STOP_OUTSIDE_TRIP_MESSAGE,
  stopDatesProblem,
} from './stop-rules';

const trip = { startDate: '2026-05-01', endDate: '2026-05-10' };

describe('stop rules', () => {
  it('accepts days in order within the trip, its first and last day included', () => {
    expect(stopDatesProblem({ startDate: '2026-05-01', endDate: '2026-05-10' }, trip)).toBeNull();
    expect(stopDatesProblem({ startDate: '2026-05-04', endDate: '2026-05-04' }, trip)).toBeNull();
  });

  it('refuses a stop that ends before it starts', () => {
    expect(stopDatesProblem({ startDate: '2026-05-05', endDate: '2026-05-04' }, trip)).toBe(
      STOP_ENDS_BEFORE_START_MESSAGE,
    );
  });

  it("refuses a stop outside the trip's dates", () => {
    for (const dates of [
      { startDate: '2026-04-30', endDate: '2026-05-02' },
      { startDate: '2026-05-09', endDate: '2026-05-11' },
    ]) {
      expect(stopDatesProblem(dates, trip)).toBe(STOP_OUTSIDE_TRIP_MESSAGE);
    }
  });

  it('reads a trip ending before its start as its first day alone', () => {
    const odd = { startDate: '2026-05-03', endDate: '2026-05-01' };
    expect(stopDatesProblem({ startDate: '2026-05-03', endDate: '2026-05-03' }, odd)).toBeNull();
    expect(stopDatesProblem({ startDate: '2026-05-01', endDate: '2026-05-01' }, odd)).toBe(
      STOP_OUTSIDE_TRIP_MESSAGE,
    );
  });

  it('checks an edit as the stored days with the patch laid over them', () => {
    const row = { startDate: '2026-05-02', endDate: '2026-05-04' };
    expect(mergeStopDates(row, { endDate: '2026-05-06' })).toEqual({
      startDate: '2026-05-02',
      endDate: '2026-05-06',
    });
    expect(stopDatesProblem(mergeStopDates(row, { startDate: '2026-05-05' }), trip)).toBe(
      STOP_ENDS_BEFORE_START_MESSAGE,
    );
  });
});
