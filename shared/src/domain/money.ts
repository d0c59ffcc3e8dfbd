import { formatMoney } from '../money/minor-units';

/**
 * Money is integer cents everywhere; dollars exist only in forms and on screen.
 */

/**
 * Parses what a traveller typed as dollars into integer cents, rounding to the nearest cent.
 * Answers null for anything that is not a finite number above zero (SPEC 5: 'Please enter a valid amount').
 */
export function dollarsToCents(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return null;
  const dollars = Number(text);
  if (!Number.isFinite(dollars) || dollars <= 0) return null;
  // toPrecision removes binary noise such as 1.005 * 100 = 100.49999999999999 before rounding.
  const cents = Math.round(Number((dollars * 100).toPrecision(12)));
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a plain dollar string for form fields, e.g. 1234 -> "12.34". */
export function centsToDollarInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Cents as dollars with 2 decimals, e.g. 123456 -> "$1,234.56". Kept for what is US dollars by
 * nature (flight prices); trip money goes through `formatMoney` with the trip's currency.
 */
export function formatCents(cents: number): string {
  return formatMoney(cents, 'USD');
}
