import { describe, expect, it } from 'vitest';
import type { Expense } from '../schemas/expense';
import { budgetProgress, totalCents } from '../domain/budget';
import { allocate, convertMinorUnits, homeAmount, inHomeCurrency } from './conversion';
import { crossRate, quoteRate, type RatesTable } from './rates';
import { REFERENCE_RATES } from './reference-rates';

const ADA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';

function expense(fields: Partial<Expense>): Expense {
  return {
    id: crypto.randomUUID(),
    tripId: '44444444-4444-4444-8444-444444444444',
    category: 'food',
    amount: 4500,
    currency: 'JPY',
    rate: 0.0067,
    rateDate: '2026-09-29',
    rateSource: 'reference',
    date: '2026-11-02',
    description: '',
    createdAt: '2026-11-02T10:00:00.000Z',
    createdBy: ADA,
    paidBy: null,
    split: null,
    kind: 'expense',
    ...fields,
  };
}

describe('converting between currencies', () => {
  it('rounds to the nearest minor unit of the home currency', () => {
    // ¥4,500 at 0.0067 is $30.15 exactly, despite binary noise.
    expect(convertMinorUnits(4500, 'JPY', 'USD', 0.0067)).toBe(3015);
    // $30.15 at 149.25 is ¥4,499.89: ¥4,500.
    expect(convertMinorUnits(3015, 'USD', 'JPY', 149.25)).toBe(4500);
    // 1.500 KWD at 3.25 USD is $4.875: half rounds away from zero.
    expect(convertMinorUnits(1500, 'KWD', 'USD', 3.25)).toBe(488);
  });

  it('counts a home-currency expense as it is and a foreign one at its frozen rate', () => {
    expect(homeAmount(expense({ currency: 'USD', rate: null, amount: 1234 }), 'USD')).toBe(1234);
    expect(homeAmount(expense({}), 'USD')).toBe(3015);
    expect(() => homeAmount(expense({ rate: null }), 'USD')).toThrow();
  });

  it('a budget total is the sum of the converted rows shown', () => {
    const rows = [
      expense({ amount: 4500 }),
      expense({ amount: 1001, rate: 0.00671 }),
      expense({ amount: 999, currency: 'EUR', rate: 1.136072 }),
      expense({ amount: 250, currency: 'USD', rate: null }),
    ].map((e) => inHomeCurrency(e, 'USD'));
    const shown = rows.map((e) => e.amount);
    expect(shown).toEqual([3015, 672, 1135, 250]);
    expect(totalCents(rows)).toBe(shown.reduce((a, b) => a + b, 0));
    expect(budgetProgress(totalCents(rows), 10_000).amount).toBe(10_000 - 5072);
  });

  it('converts exact shares together so they still add up to the converted amount', () => {
    const e = expense({
      amount: 1000,
      rate: 0.0067,
      paidBy: ADA,
      split: {
        kind: 'exact',
        shares: [
          { userId: ADA, amount: 333 },
          { userId: BEN, amount: 667 },
        ],
      },
    });
    const home = inHomeCurrency(e, 'USD');
    expect(home.amount).toBe(670);
    expect(home.split).toEqual({
      kind: 'exact',
      shares: [
        { userId: ADA, amount: 223 },
        { userId: BEN, amount: 447 },
      ],
    });
  });

  it('allocates leftovers to the largest remainders, ties to the first', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(100, [333, 667])).toEqual([33, 67]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    for (let total = 0; total < 200; total += 7) {
      const parts = allocate(total, [3, 5, 11, 0, 2]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('rates tables', () => {
  const daily: RatesTable = {
    base: 'EUR',
    date: '2026-11-23',
    source: 'daily',
    provider: 'European Central Bank',
    rates: { USD: 1.1, JPY: 165 },
  };

  it('crosses two currencies through the base', () => {
    expect(crossRate(daily, 'JPY', 'USD')).toEqual({
      rate: 0.0066666667,
      date: '2026-11-23',
      source: 'daily',
    });
    expect(crossRate(daily, 'EUR', 'USD')?.rate).toBe(1.1);
    expect(crossRate(daily, 'THB', 'USD')).toBeNull();
  });

  it('takes the freshest table that knows the pair, the reference table after it', () => {
    expect(quoteRate([daily, REFERENCE_RATES], 'JPY', 'USD')?.source).toBe('daily');
    const thb = quoteRate([daily, REFERENCE_RATES], 'THB', 'USD');
    expect(thb?.source).toBe('reference');
    expect(thb?.date).toBe(REFERENCE_RATES.date);
    expect(quoteRate([daily], 'USD', 'USD')?.rate).toBe(1);
    expect(quoteRate([daily], 'THB', 'USD')).toBeNull();
  });
});
