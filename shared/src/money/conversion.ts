import type { Expense } from '../schemas/expense';
import { currencyDigits } from './currencies';

/**
 * Converts `amount` minor units of `from` into minor units of `to` at `rate` (units of `to` per
 * one unit of `from`), rounding half away from zero to the nearest minor unit. ¥4,500 at 0.0067
 * USD per yen is 3015 cents.
 */
export function convertMinorUnits(amount: number, from: string, to: string, rate: number): number {
  const scale = 10 ** (currencyDigits(to) - currencyDigits(from));
  // toPrecision removes binary noise (4500 * 0.0067 * 100 = 3014.9999999999995) before rounding.
  const exact = Number((amount * rate * scale).toPrecision(12));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/**
 * Splits `total` into integers proportional to `weights` that add up to exactly `total`: each
 * gets the floor of its exact part, and the units left over go one each to the largest
 * remainders (ties to the earlier weight). All-zero weights give everything to the first.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, remainder: x - Math.floor(x) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

type MoneyFields = Pick<Expense, 'amount' | 'currency' | 'rate'>;

/** Whether an expense was paid in another currency than the trip's home currency. */
export function isForeign(expense: Pick<Expense, 'currency'>, homeCurrency: string): boolean {
  return expense.currency !== homeCurrency;
}

/**
 * What an expense counts for in the trip's home currency, at its frozen rate. An expense in the
 * home currency counts its amount as it is. A
 * foreign expense without a rate cannot be converted; the schema never lets one be stored, so it
 * throws rather than count a wrong figure.
 */
export function homeAmount(expense: MoneyFields, homeCurrency: string): number {
  if (!isForeign(expense, homeCurrency)) return expense.amount;
  if (expense.rate === null) throw new Error('A foreign expense needs its exchange rate');
  return convertMinorUnits(
    expense.amount,
    expense.currency ?? homeCurrency,
    homeCurrency,
    expense.rate,
  );
}

/**
 * The expense as it counts on this trip: `amount` (and exact split shares) in minor units of the
 * home currency. Budget, spending, balances and settle-up read this view, so every figure on the
 * trip page is in one currency, and a total is always the sum of the converted rows shown.
 * Exact shares are converted together so they still add up to the converted amount.
 */
export function inHomeCurrency<E extends Expense>(expense: E, homeCurrency: string): E {
  if (!isForeign(expense, homeCurrency)) return expense;
  const amount = homeAmount(expense, homeCurrency);
  const split = expense.split;
  if (split?.kind !== 'exact') return { ...expense, amount };
  const converted = allocate(
    amount,
    split.shares.map((s) => s.amount),
  );
  return {
    ...expense,
    amount,
    split: {
      kind: 'exact',
      shares: split.shares.map((s, i) => ({ userId: s.userId, amount: converted[i] ?? 0 })),
    },
  };
}
