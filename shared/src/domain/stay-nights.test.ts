import { describe, expect, it } from 'vitest';
import { spreadStayCosts, stayContinuations, stayNights, type StayLike } from './stay-nights';

const stay = (id: string, day: number, endTime: string | null): StayLike => ({
  id,
  day,
  type: 'accommodation',
  endTime,
});

describe('stayNights', () => {
  it("reads a stay's nights from its check-out's day offset", () => {
    expect(stayNights(stay('a', 1, '11:00 (+5)'))).toBe(5);
    expect(stayNights(stay('a', 1, '10:00 AM (+1)'))).toBe(1);
  });

  it('guesses nothing: no offset, no end, or not a stay is no nights', () => {
    expect(stayNights(stay('a', 1, '11:00'))).toBe(0);
    expect(stayNights(stay('a', 1, null))).toBe(0);
    expect(stayNights({ type: 'transport', endTime: '07:10 (+1)' })).toBe(0);
  });
});

describe('stayContinuations', () => {
  it('puts nights 2..N on the days after check-in and the check-out on day + N', () => {
    const hotel = stay('h', 2, '11:00 (+3)');
    const days = stayContinuations([hotel]);
    expect([...days.keys()]).toEqual([3, 4, 5]);
    expect(days.get(3)).toEqual([{ item: hotel, night: 2, nights: 3 }]);
    expect(days.get(4)).toEqual([{ item: hotel, night: 3, nights: 3 }]);
    expect(days.get(5)).toEqual([{ item: hotel, night: null, nights: 3 }]);
    expect(days.has(2)).toBe(false);
  });

  it('shows a one-night stay only on its check-out day after check-in', () => {
    const days = stayContinuations([stay('h', 1, '11:00 (+1)'), stay('x', 1, '11:00')]);
    expect([...days.entries()]).toEqual([
      [2, [{ item: stay('h', 1, '11:00 (+1)'), night: null, nights: 1 }]],
    ]);
  });
});

describe('spreadStayCosts', () => {
  const expense = (amount: number, date: string, category = 'accommodation') => ({
    amount,
    date,
    category,
    description: 'Hotel',
  });

  it('spreads the stay expense over its nights, cents-exact, first nights a cent more', () => {
    const parts = spreadStayCosts(
      '2026-12-10',
      [stay('h', 2, '11:00 (+3)')],
      [expense(10_000, '2026-12-11')],
    );
    expect(parts).toEqual([
      expense(3_334, '2026-12-11'),
      expense(3_333, '2026-12-12'),
      expense(3_333, '2026-12-13'),
    ]);
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(10_000);
  });

  it('crosses a month end', () => {
    const parts = spreadStayCosts(
      '2026-01-30',
      [stay('h', 1, '(+3)')],
      [expense(300, '2026-01-30')],
    );
    expect(parts.map((p) => p.date)).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
  });

  it('leaves alone what is not certainly the stay', () => {
    const hotel = stay('h', 1, '11:00 (+2)');
    const other = [
      expense(500, '2026-12-10', 'food'),
      expense(500, '2026-12-11'),
      { ...expense(500, '2026-12-10'), kind: 'settlement' as const },
      expense(-500, '2026-12-10'),
    ];
    expect(spreadStayCosts('2026-12-10', [hotel], other)).toEqual(other);
    // Two stays checking in that day: which one it paid for is not known.
    const two = [hotel, stay('g', 1, '11:00 (+4)')];
    expect(spreadStayCosts('2026-12-10', two, [expense(600, '2026-12-10')])).toEqual([
      expense(600, '2026-12-10'),
    ]);
    // A stay with no '(+N)' has no known nights.
    expect(
      spreadStayCosts('2026-12-10', [stay('h', 1, '11:00')], [expense(600, '2026-12-10')]),
    ).toEqual([expense(600, '2026-12-10')]);
  });
});
