import { describe, expect, it } from 'vitest';
import type { ExpenseCategory } from '../constants';
import {
  dailyBudgets,
  hasSpending,
  projectAtPace,
  spendByCategory,
  spendByDay,
  tripDates,
  tripDayOf,
  tripPhase,
  type SpendingItem,
  type TripSpan,
} from './spending';

function spent(
  amount: number,
  date: string,
  category: ExpenseCategory = 'other',
  kind?: 'expense' | 'settlement',
): SpendingItem {
  return { amount, date, category, ...(kind ? { kind } : {}) };
}

/** Four days, May 1 to May 4, $400 budget. */
const TRIP: TripSpan = { startDate: '2026-05-01', endDate: '2026-05-04', budget: 40_000 };

describe('spendByCategory', () => {
  it('sums cents per category, largest first, leaving settlements out', () => {
    expect(
      spendByCategory([
        spent(1200, '2026-05-01', 'food'),
        spent(5000, '2026-05-01', 'accommodation'),
        spent(800, '2026-05-02', 'food', 'expense'),
        spent(9900, '2026-05-02', 'food', 'settlement'),
        spent(300, '2026-05-03', 'transport'),
      ]),
    ).toEqual([
      { category: 'accommodation', cents: 5000 },
      { category: 'food', cents: 2000 },
      { category: 'transport', cents: 300 },
    ]);
  });

  it('keeps the categories’ own order for equal amounts', () => {
    expect(
      spendByCategory([
        spent(100, '2026-05-01', 'other'),
        spent(100, '2026-05-01', 'food'),
        spent(100, '2026-05-01', 'accommodation'),
      ]).map((c) => c.category),
    ).toEqual(['accommodation', 'food', 'other']);
  });

  it('is empty with no spending, and adds up to the total spent', () => {
    expect(spendByCategory([])).toEqual([]);
    expect(spendByCategory([spent(500, '2026-05-01', 'food', 'settlement')])).toEqual([]);
    const items = [spent(333, 'x', 'food'), spent(667, 'y', 'shopping'), spent(1, 'z', 'other')];
    expect(spendByCategory(items).reduce((s, c) => s + c.cents, 0)).toBe(1001);
  });
});

describe('hasSpending', () => {
  it('needs one expense that is not a settlement', () => {
    expect(hasSpending([])).toBe(false);
    expect(hasSpending([{ kind: 'settlement' }])).toBe(false);
    expect(hasSpending([{ kind: 'settlement' }, { kind: 'expense' }])).toBe(true);
    expect(hasSpending([{}])).toBe(true);
  });
});

describe('tripDates', () => {
  it('lists every day from start to end inclusive', () => {
    expect(tripDates('2026-05-01', '2026-05-04')).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
    ]);
  });

  it('crosses month, leap day and year ends, and daylight-saving changes', () => {
    expect(tripDates('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(tripDates('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(tripDates('2026-03-28', '2026-03-30')).toHaveLength(3);
    expect(tripDates('2026-10-24', '2026-10-26')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
  });

  it('has one day for a one-day trip, an end before the start, or unreadable dates', () => {
    expect(tripDates('2026-05-01', '2026-05-01')).toEqual(['2026-05-01']);
    expect(tripDates('2026-05-04', '2026-05-01')).toEqual(['2026-05-04']);
    expect(tripDates('garbage', '2026-05-01')).toEqual(['garbage']);
  });
});

describe('dailyBudgets', () => {
  it('splits evenly when the budget divides', () => {
    expect(dailyBudgets(40_000, 4)).toEqual([10_000, 10_000, 10_000, 10_000]);
  });

  it('gives the remainder cents to the first days, so the days add up to the budget', () => {
    expect(dailyBudgets(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(dailyBudgets(10_002, 4)).toEqual([2501, 2501, 2500, 2500]);
    const shares = dailyBudgets(123_457, 9) ?? [];
    expect(shares.reduce((s, c) => s + c, 0)).toBe(123_457);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });

  it('handles tiny budgets, one day and no budget', () => {
    expect(dailyBudgets(2, 3)).toEqual([1, 1, 0]);
    expect(dailyBudgets(0, 2)).toEqual([0, 0]);
    expect(dailyBudgets(999, 1)).toEqual([999]);
    expect(dailyBudgets(null, 5)).toBeNull();
  });
});

describe('spendByDay', () => {
  it('puts each expense on its trip day with the day’s budget share', () => {
    const result = spendByDay(TRIP, [
      spent(1000, '2026-05-01'),
      spent(250, '2026-05-01', 'food'),
      spent(4000, '2026-05-04'),
      spent(700, '2026-05-03', 'food', 'settlement'),
    ]);
    expect(result).toEqual({
      days: [
        { day: 1, date: '2026-05-01', cents: 1250, budgetCents: 10_000 },
        { day: 2, date: '2026-05-02', cents: 0, budgetCents: 10_000 },
        { day: 3, date: '2026-05-03', cents: 0, budgetCents: 10_000 },
        { day: 4, date: '2026-05-04', cents: 4000, budgetCents: 10_000 },
      ],
      beforeTrip: 0,
      afterTrip: 0,
    });
  });

  it('collects expenses dated before the start or after the end separately', () => {
    const result = spendByDay(TRIP, [
      spent(90_000, '2026-01-15', 'transport'),
      spent(100, '2026-04-30'),
      spent(200, '2026-05-01'),
      spent(300, '2026-05-04'),
      spent(400, '2026-05-05'),
    ]);
    expect(result.beforeTrip).toBe(90_100);
    expect(result.afterTrip).toBe(400);
    expect(result.days.map((d) => d.cents)).toEqual([200, 0, 0, 300]);
  });

  it('has no budget shares without a budget', () => {
    const result = spendByDay({ ...TRIP, budget: null }, [spent(100, '2026-05-02')]);
    expect(result.days.map((d) => d.budgetCents)).toEqual([null, null, null, null]);
    expect(result.days[1]?.cents).toBe(100);
  });

  it('handles a one-day trip', () => {
    const oneDay = { startDate: '2026-05-01', endDate: '2026-05-01', budget: 5000 };
    expect(
      spendByDay(oneDay, [
        spent(1, '2026-04-30'),
        spent(20, '2026-05-01'),
        spent(300, '2026-05-02'),
      ]),
    ).toEqual({
      days: [{ day: 1, date: '2026-05-01', cents: 20, budgetCents: 5000 }],
      beforeTrip: 1,
      afterTrip: 300,
    });
  });

  it('never loses money: an unreadable date counts on day 1', () => {
    const result = spendByDay(TRIP, [spent(5, 'not a date'), spent(7, '2026-02-31')]);
    expect(result.days[0]?.cents).toBe(12);
  });
});

describe('tripDayOf and tripPhase', () => {
  it('knows the trip day of today, and null outside the trip', () => {
    expect(tripDayOf(TRIP, '2026-04-30')).toBeNull();
    expect(tripDayOf(TRIP, '2026-05-01')).toBe(1);
    expect(tripDayOf(TRIP, '2026-05-03')).toBe(3);
    expect(tripDayOf(TRIP, '2026-05-04')).toBe(4);
    expect(tripDayOf(TRIP, '2026-05-05')).toBeNull();
    expect(tripDayOf(TRIP, 'today')).toBeNull();
  });

  it('tells before, during and after, around the start and end dates', () => {
    expect(tripPhase(TRIP, '2025-12-31')).toBe('before');
    expect(tripPhase(TRIP, '2026-04-30')).toBe('before');
    expect(tripPhase(TRIP, '2026-05-01')).toBe('during');
    expect(tripPhase(TRIP, '2026-05-04')).toBe('during');
    expect(tripPhase(TRIP, '2026-05-05')).toBe('after');
    expect(tripPhase(TRIP, '2026-5-1')).toBeNull();
  });

  it('treats a one-day trip as during only on that day', () => {
    const oneDay = { startDate: '2026-05-01', endDate: '2026-05-01' };
    expect(tripPhase(oneDay, '2026-04-30')).toBe('before');
    expect(tripDayOf(oneDay, '2026-05-01')).toBe(1);
    expect(tripPhase(oneDay, '2026-05-02')).toBe('after');
  });
});

describe('projectAtPace', () => {
  const items = [
    spent(90_000, '2026-04-01', 'transport'), // flights, booked ahead: a one-off
    spent(6000, '2026-05-01', 'food'),
    spent(2000, '2026-05-02', 'food'),
  ];
  const trip = { ...TRIP, budget: 120_000 };

  it('has no projection before the trip', () => {
    expect(projectAtPace(trip, items, '2026-04-30')).toEqual({
      phase: 'before',
      projectedCents: null,
      budgetState: null,
    });
  });

  it('on day 1, multiplies day 1 by the trip length and adds the one-offs', () => {
    // 6000 / 1 day × 4 days + 90,000 before the trip.
    expect(projectAtPace(trip, items, '2026-05-01')).toEqual({
      phase: 'during',
      projectedCents: 114_000,
      budgetState: 'within budget',
    });
  });

  it('counts today as an elapsed day', () => {
    // (6000 + 2000) / 2 days × 4 days + 90,000.
    expect(projectAtPace(trip, items, '2026-05-02').projectedCents).toBe(106_000);
    // Day 3 spends nothing: 8000 / 3 × 4 = 10,666.67, rounded to 10,667.
    expect(projectAtPace(trip, items, '2026-05-03').projectedCents).toBe(100_667);
  });

  it('on the last day, projects exactly what was spent', () => {
    expect(projectAtPace(trip, items, '2026-05-04').projectedCents).toBe(98_000);
  });

  it('after the trip, is the actual total, expenses after the end included', () => {
    const withLate = [...items, spent(500, '2026-05-09')];
    expect(projectAtPace(trip, withLate, '2026-06-01')).toEqual({
      phase: 'after',
      projectedCents: 98_500,
      budgetState: 'within budget',
    });
  });

  it('is over budget only above the budget', () => {
    const tight = { ...TRIP, budget: 24_000 };
    const even = [spent(6000, '2026-05-01')];
    expect(projectAtPace(tight, even, '2026-05-01').budgetState).toBe('within budget');
    expect(projectAtPace({ ...tight, budget: 23_999 }, even, '2026-05-01').budgetState).toBe(
      'over budget',
    );
  });

  it('never projects less than what is already recorded for later days', () => {
    const prepaid = [spent(100, '2026-05-01'), spent(50_000, '2026-05-04', 'accommodation')];
    expect(projectAtPace(TRIP, prepaid, '2026-05-01').projectedCents).toBe(50_100);
  });

  it('leaves settlements out of the pace', () => {
    const withSettlement = [
      spent(1000, '2026-05-01'),
      spent(9000, '2026-05-01', 'other', 'settlement'),
    ];
    expect(projectAtPace(TRIP, withSettlement, '2026-05-01').projectedCents).toBe(4000);
  });

  it('has no budget state without a budget', () => {
    expect(projectAtPace({ ...TRIP, budget: null }, items, '2026-05-02')).toEqual({
      phase: 'during',
      projectedCents: 106_000,
      budgetState: null,
    });
  });

  it('handles a one-day trip: during it the pace is the day itself', () => {
    const oneDay = { startDate: '2026-05-01', endDate: '2026-05-01', budget: 5000 };
    const day = [spent(6000, '2026-05-01')];
    expect(projectAtPace(oneDay, day, '2026-05-01')).toEqual({
      phase: 'during',
      projectedCents: 6000,
      budgetState: 'over budget',
    });
    expect(projectAtPace(oneDay, day, '2026-04-30').projectedCents).toBeNull();
    expect(projectAtPace(oneDay, day, '2026-05-02').projectedCents).toBe(6000);
  });
});
