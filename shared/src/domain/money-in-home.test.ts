import { describe, expect, it } from 'vitest';
import { homeAmount } from '../money/conversion';
import { formatMoney } from '../money/minor-units';
import type { Expense } from '../schemas/expense';
import { totalCents } from './budget';
import { countInHome } from './money-in-home';
import { spendByCategory, spendByDay } from './spending';

let next = 0;
function expense(partial: Partial<Expense>): Expense {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    tripId: '44444444-4444-4444-8444-444444444444',
    category: 'food',
    amount: 1_000,
    currency: 'USD',
    rate: null,
    rateDate: null,
    rateSource: null,
    date: '2026-11-02',
    description: '',
    createdAt: '2026-11-02T10:00:00.000Z',
    createdBy: null,
    paidBy: null,
    split: null,
    kind: 'expense',
    ...partial,
  };
}

const yen = (amount: number, rate: number, fields: Partial<Expense> = {}) =>
  expense({
    amount,
    currency: 'JPY',
    rate,
    rateDate: '2026-09-29',
    rateSource: 'reference',
    ...fields,
  });

describe('expenses counted in the home currency', () => {
  it('makes every total the sum of the converted rows the list shows', () => {
    // Each row is rounded on its own and totals add those rounded figures; converting the sum of
    // the yen instead could differ by a cent from what the rows show.
    const expenses = [
      yen(4_500, 0.0063501216),
      yen(333, 0.0063501216, { category: 'transport', date: '2026-11-03' }),
      yen(777, 0.0063501216, { category: 'transport', date: '2026-11-03' }),
      expense({ amount: 1_250, category: 'activities' }),
      expense({ amount: 1_500, currency: 'KWD', rate: 3.2514, rateSource: 'manual' }),
      expense({ amount: 500, kind: 'settlement' }),
    ];
    const { counted, unconverted } = countInHome(expenses, 'USD');
    expect(unconverted).toEqual([]);
    const rows = expenses.filter((e) => e.kind !== 'settlement').map((e) => homeAmount(e, 'USD'));
    expect(rows).toEqual([2_858, 211, 493, 1_250, 488]);
    const sumOfRows = rows.reduce((a, b) => a + b, 0);
    expect(totalCents(counted)).toBe(sumOfRows);
    expect(spendByCategory(counted).reduce((sum, c) => sum + c.cents, 0)).toBe(sumOfRows);
    const byDay = spendByDay(
      { startDate: '2026-11-01', endDate: '2026-11-05', budget: 10_000 },
      counted,
    );
    expect(byDay.days.map((d) => d.cents)).toEqual([0, 2_858 + 1_250 + 488, 211 + 493, 0, 0]);
    expect(formatMoney(totalCents(counted), 'USD')).toBe('$53.00');
  });

  it('counts a home-currency trip exactly as before', () => {
    const expenses = [expense({ amount: 1_234 }), expense({ amount: 99 })];
    expect(countInHome(expenses, 'USD').counted).toEqual(expenses);
  });

  it('converts a yen trip with dollar expenses the other way', () => {
    const dollars = expense({
      amount: 3_015,
      rate: 157.48,
      rateSource: 'daily',
      rateDate: '2026-11-23',
    });
    expect(countInHome([dollars], 'JPY').counted[0]?.amount).toBe(4_748);
  });

  it('leaves out and names a foreign expense that has no rate, rather than count yen as cents', () => {
    const broken = yen(4_500, 0);
    const noRate = { ...broken, rate: null };
    const { counted, unconverted } = countInHome([noRate, expense({})], 'USD');
    expect(counted.map((e) => e.amount)).toEqual([1_000]);
    expect(unconverted).toEqual([noRate.id]);
  });
});
