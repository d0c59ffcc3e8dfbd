import { describe, expect, it } from 'vitest';
import type { Expense } from '@shared/schemas/expense';
import { emptyExpense, expensePatch, expenseToForm } from './expense-form-values';

const ME = '11111111-1111-4111-8111-111111111111';

const yenDinner: Expense = {
  id: '33333333-3333-4333-8333-333333333333',
  tripId: '44444444-4444-4444-8444-444444444444',
  category: 'food',
  amount: 4_500,
  currency: 'JPY',
  rate: 0.0067,
  rateDate: '2026-09-29',
  rateSource: 'reference',
  date: '2026-11-02',
  description: 'Ramen',
  createdAt: '2026-11-02T10:00:00.000Z',
  createdBy: ME,
  paidBy: null,
  split: null,
  kind: 'expense',
};

const unchanged = (e: Expense) => ({
  category: e.category,
  amount: e.amount,
  currency: e.currency,
  rate: e.rate,
  rateDate: e.rateDate,
  rateSource: e.rateSource,
  date: e.date,
  description: e.description,
});

describe('expense form values', () => {
  it('starts a new expense in the currency it is given', () => {
    expect(emptyExpense([ME], ME, 'JPY')).toMatchObject({
      currency: 'JPY',
      amount: '',
      ownRate: false,
      rate: '',
    });
  });

  it("fills an expense in its own currency's decimals, and a typed rate as the traveller's", () => {
    expect(expenseToForm(yenDinner, [ME], ME)).toMatchObject({
      currency: 'JPY',
      amount: '4500',
      ownRate: false,
      rate: '',
    });
    const dinars = { ...yenDinner, currency: 'KWD', amount: 12_345, rate: 3.25 };
    const manual = { ...dinars, rateDate: null, rateSource: 'manual' as const };
    expect(expenseToForm(manual, [ME], ME)).toMatchObject({
      amount: '12.345',
      ownRate: true,
      rate: '3.25',
    });
    const ada = ME;
    const ben = '22222222-2222-4222-8222-222222222222';
    const split = {
      ...yenDinner,
      paidBy: ada,
      split: {
        kind: 'exact' as const,
        shares: [
          { userId: ada, amount: 3_000 },
          { userId: ben, amount: 1_500 },
        ],
      },
    };
    expect(expenseToForm(split, [ada, ben], ME).exact).toEqual({ [ada]: '3000', [ben]: '1500' });
  });

  it('sends nothing when nothing changed', () => {
    expect(expensePatch(yenDinner, unchanged(yenDinner), null)).toEqual({});
  });

  it('sends the whole money group when only the amount changed', () => {
    expect(expensePatch(yenDinner, { ...unchanged(yenDinner), amount: 5_000 }, null)).toEqual({
      amount: 5_000,
      currency: 'JPY',
      rate: 0.0067,
      rateDate: '2026-09-29',
      rateSource: 'reference',
    });
  });

  it('sends the whole money group when only the rate changed, and leaves other fields out', () => {
    expect(
      expensePatch(
        yenDinner,
        {
          ...unchanged(yenDinner),
          rate: 0.0065,
          rateDate: null,
          rateSource: 'manual',
          description: 'Ramen bar',
        },
        null,
      ),
    ).toEqual({
      amount: 4_500,
      currency: 'JPY',
      rate: 0.0065,
      rateDate: null,
      rateSource: 'manual',
      description: 'Ramen bar',
    });
  });

  it('sends the group with a null rate when the expense moves to the home currency', () => {
    expect(
      expensePatch(
        yenDinner,
        {
          ...unchanged(yenDinner),
          amount: 3_015,
          currency: 'USD',
          rate: null,
          rateDate: null,
          rateSource: null,
        },
        null,
      ),
    ).toEqual({ amount: 3_015, currency: 'USD', rate: null, rateDate: null, rateSource: null });
  });
});
