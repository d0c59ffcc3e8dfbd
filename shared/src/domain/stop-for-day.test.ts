import { describe, expect, it } from 'vitest';
import { compareStops, stopForDay, type StopSpan } from './stop-for-day';

const trip = { startDate: '2026-05-01' };

function stop(id: string, startDate: string, endDate: string, position = 0): StopSpan {
  return { id, startDate, endDate, position };
}

describe('the stop a trip day is spent at', () => {
  // Lisbon (the destination) 1-3 May, Porto 3-6 May, Madrid 6-8 May.
  const porto = stop('porto', '2026-05-03', '2026-05-06');
  const madrid = stop('madrid', '2026-05-06', '2026-05-08');
  const stops = [madrid, porto];

  it('is no stop (the destination) before the first stop and on days no stop covers', () => {
    expect(stopForDay(trip, stops, 1)).toBeNull();
    expect(stopForDay(trip, stops, 2)).toBeNull();
    expect(stopForDay(trip, stops, 9)).toBeNull();
  });

  it('is the stop whose days include the date, a travel day going to the stop one arrives at', () => {
    // Day 3 is 3 May: leaving Lisbon, arriving in Porto.
    expect(stopForDay(trip, stops, 3)).toBe(porto);
    expect(stopForDay(trip, stops, 5)).toBe(porto);
    // 6 May: leaving Porto, arriving in Madrid.
    expect(stopForDay(trip, stops, 6)).toBe(madrid);
    expect(stopForDay(trip, stops, 8)).toBe(madrid);
  });

  it('takes the later stop in order when two start the same day, whatever the list order', () => {
    const sintra = stop('sintra', '2026-05-03', '2026-05-03', 1);
    const cascais = stop('cascais', '2026-05-03', '2026-05-04', 2);
    expect(stopForDay(trip, [cascais, sintra], 3)).toBe(cascais);
    expect(stopForDay(trip, [sintra, cascais], 3)).toBe(cascais);
    // Equal positions: the id decides, so every device agrees.
    const a = stop('a', '2026-05-03', '2026-05-03');
    const b = stop('b', '2026-05-03', '2026-05-03');
    expect(stopForDay(trip, [b, a], 3)).toBe(b);
  });

  it('counts days across a month end', () => {
    const rome = stop('rome', '2026-06-01', '2026-06-02');
    expect(stopForDay({ startDate: '2026-05-30' }, [rome], 3)).toBe(rome);
    expect(stopForDay({ startDate: '2026-05-30' }, [rome], 2)).toBeNull();
  });

  it('lists stops by arrival, then the traveller order, then id', () => {
    const list = [
      stop('c', '2026-05-04', '2026-05-05'),
      stop('b', '2026-05-02', '2026-05-03', 2),
      stop('a', '2026-05-02', '2026-05-03', 2),
      stop('d', '2026-05-02', '2026-05-03', 1),
    ];
    expect([...list].sort(compareStops).map((s) => s.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});
