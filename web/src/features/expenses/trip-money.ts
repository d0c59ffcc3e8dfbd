import type { RatesTable } from '@shared/money/rates';
import type { Expense } from '@shared/schemas/expense';
import { defaultExpenseCurrency } from './expense-money';

/** What the expense form needs to know of a trip's money. */
export interface TripMoney {
  /** The trip's home currency: the budget and every total are in it. */
  home: string;
  /** Rates tables to quote from, freshest first, the built-in table last. */
  tables: readonly RatesTable[];
  /** A new expense's currency: the last one used on this trip, else the home currency. */
  defaultCurrency: string;
  /** Listed first in the currency select: the home currency, then those used on this trip. */
  suggested: readonly string[];
}

export function tripMoney(
  home: string,
  expenses: readonly Expense[],
  tables: readonly RatesTable[],
): TripMoney {
  const used = expenses.filter((e) => e.kind !== 'settlement').map((e) => e.currency);
  return {
    home,
    tables,
    defaultCurrency: defaultExpenseCurrency(expenses, home),
    suggested: [...new Set([home, ...used])],
  };
}
