import type { RatesTable } from '@shared/money/rates';
import type { Expense } from '@shared/schemas/expense';

/** What the expense form needs to know of a trip's money. */
export interface TripMoney {
  /** The trip's home currency: the budget and every total are in it. */
  home: string;
  /** Rates tables to quote from, freshest first, the built-in table last. */
  tables: readonly RatesTable[];
  /**
   * A new expense's currency: always the home currency. Starting in the last foreign currency
   * used made a dinner at home go in as yen unless the traveller noticed; another currency is
   * one pick away, listed right under the home one (`suggested`).
   */
  defaultCurrency: string;
  /** Listed first in the currency select: the home currency, then those used on this trip. */
  suggested: readonly string[];
}

export function tripMoney(
  home: string,
  expenses: ReadonlyArray<Pick<Expense, 'currency' | 'kind'>>,
  tables: readonly RatesTable[],
): TripMoney {
  const used = expenses.filter((e) => e.kind !== 'settlement').map((e) => e.currency);
  return { home, tables, defaultCurrency: home, suggested: [...new Set([home, ...used])] };
}
