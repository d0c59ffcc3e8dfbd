import { HOME_CURRENCY_RATE_MESSAGE, type Expense } from '@shared/schemas/expense';
import { quoteRate, roundRate, type RateSource, type RatesTable } from '@shared/money/rates';
import { formatDay } from '../../lib/format-date';

/** The rate fields an expense stores with its amount and currency. */
export interface FrozenRate {
  rate: number | null;
  rateDate: string | null;
  rateSource: RateSource | null;
}

export const NO_RATE: FrozenRate = { rate: null, rateDate: null, rateSource: null };

export const RATE_MESSAGE = 'Please enter a valid rate';

/**
 * The rate an expense will be saved with, as the form shows it:
 * - `home`: paid in the trip's currency, no rate;
 * - `table`: from a rates table, a fresh quote or (`kept`) the one frozen when it was entered;
 * - `own`: typed by the traveller; `required` when no table on the device knows the pair; `rate`
 *   is null while the text is not a valid rate.
 */
export type RateView =
  | { kind: 'home' }
  | { kind: 'table'; rate: number; date: string; source: 'reference' | 'daily'; kept: boolean }
  | { kind: 'own'; rate: number | null; required: boolean };

export interface RateViewInput {
  currency: string;
  home: string;
  tables: readonly RatesTable[];
  /** 'Use my own rate' is ticked. */
  ownRate: boolean;
  /** The typed rate, home units per one unit of `currency`. */
  rateText: string;
  /** The expense being edited, or null for a new one. */
  editing: Pick<Expense, 'currency' | 'rate' | 'rateDate' | 'rateSource'> | null;
}

/** A typed rate: a plain positive number (no exponent, no sign), to 8 significant digits. */
export function parseRate(text: string): number | null {
  const t = text.trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(t)) return null;
  const value = Number(t);
  if (!Number.isFinite(value) || value <= 0 || value > 1e9) return null;
  const rate = roundRate(value);
  return rate > 0 ? rate : null;
}

/**
 * Which rate the form will save. An edit that keeps the currency keeps the rate frozen when the
 * expense was entered (fixing a typo in the amount must not re-price it at today's rates); a new
 * currency takes a fresh quote from the freshest table that knows the pair.
 */
export function rateView(input: RateViewInput): RateView {
  const { currency, home, tables, ownRate, rateText, editing } = input;
  if (currency === home) return { kind: 'home' };
  const typed = { kind: 'own' as const, rate: parseRate(rateText) };
  if (ownRate) return { ...typed, required: false };
  if (
    editing &&
    editing.currency === currency &&
    editing.rate !== null &&
    editing.rateDate !== null &&
    (editing.rateSource === 'reference' || editing.rateSource === 'daily')
  ) {
    const { rate, rateDate: date, rateSource: source } = editing;
    return { kind: 'table', rate, date, source, kept: true };
  }
  const quote = quoteRate(tables, currency, home);
  if (quote) return { kind: 'table', ...quote, kept: false };
  return { ...typed, required: true };
}

/** The rate fields to store, or the message to show when the typed rate is missing or bad. */
export function frozenRate(
  view: RateView,
): { ok: true; value: FrozenRate } | { ok: false; message: string } {
  switch (view.kind) {
    case 'home':
      return { ok: true, value: NO_RATE };
    case 'table':
      return { ok: true, value: { rate: view.rate, rateDate: view.date, rateSource: view.source } };
    case 'own':
      if (view.rate !== null) {
        return { ok: true, value: { rate: view.rate, rateDate: null, rateSource: 'manual' } };
      }
      return { ok: false, message: view.required ? HOME_CURRENCY_RATE_MESSAGE : RATE_MESSAGE };
  }
}

const rateNumber = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 8 });

/** '1 JPY = 0.0063501 USD': every digit that is stored, so the converted figure can be checked. */
export function describeRate(rate: number, currency: string, home: string): string {
  return `1 ${currency} = ${rateNumber.format(rate)} ${home}`;
}

/** '29 Sep 2026' */
export const formatRateDate = (isoDate: string) => formatDay(isoDate, 'd MMM yyyy');

/** Where a table's rate is from, honestly: 'built-in rates of 29 Sep 2026', 'daily rates of …'. */
export function describeRateTable(source: 'reference' | 'daily', date: string): string {
  return `${source === 'daily' ? 'daily' : 'built-in'} rates of ${formatRateDate(date)}`;
}

/** How a saved expense's rate reads in the list: 'at 29 Sep 2026 rates', 'at your rate'. */
export function describeFrozenRate(e: Pick<Expense, 'rateDate' | 'rateSource'>): string {
  if (e.rateSource === 'manual' || e.rateDate === null) return 'at your rate';
  return `at ${formatRateDate(e.rateDate)} rates`;
}
