import { inHomeCurrency, isForeign } from '../money/conversion';
import type { Expense } from '../schemas/expense';

export interface CountedExpenses<E extends Expense> {
  /** The expenses that count, each in home minor units (`inHomeCurrency`), in the given order. */
  counted: E[];
  /** Ids of foreign expenses with no rate: they cannot be converted, so no total includes them. */
  unconverted: string[];
}

/**
 * A trip's expenses as every total on the trip page reads them: in the home currency at their
 * frozen rates. The schema never stores a foreign expense without a rate, but a device can hold
 * one for a moment (a home-currency change refused by the server, before the snapshot that undoes
 * it arrives); such a row is left out and named, rather than crash the screen or count yen as
 * cents.
 */
export function countInHome<E extends Expense>(
  expenses: readonly E[],
  homeCurrency: string,
): CountedExpenses<E> {
  const counted: E[] = [];
  const unconverted: string[] = [];
  for (const e of expenses) {
    if (isForeign(e, homeCurrency) && e.rate === null) unconverted.push(e.id);
    else counted.push(inHomeCurrency(e, homeCurrency));
  }
  return { counted, unconverted };
}
