import { describe, expect, it } from 'vitest';
import { budgetProgress, totalCents } from './budget';

describe('budgetProgress', () => {
  it('reports what remains', () => {
    expect(budgetProgress(2500, 10000)).toEqual({ percent: 25, state: 'remaining', amount: 7500 });
  });

  it('is over budget when nothing remains, and caps the bar at 100', () => {
    expect(budgetProgress(10000, 10000)).toEqual({ percent: 100, state: 'over budget', amount: 0 });
    expect(budgetProgress(15000, 10000)).toEqual({
      percent: 100,
      state: 'over budget',
      amount: 5000,
    });
  });

  it('sums cents', () => {
    expect(totalCents([{ amount: 1 }, { amount: 250 }])).toBe(251);
    expect(totalCents([])).toBe(0);
  });

  it('leaves settlements out of what was spent', () => {
    expect(
      totalCents([
        { amount: 9000, kind: 'expense' },
        { amount: 3000, kind: 'settlement' },
        { amount: 500 },
      ]),
    ).toBe(9500);
  });
});
