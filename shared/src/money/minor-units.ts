import { currencyDigits } from './currencies';

/**
 * Amounts are integers in the currency's minor units everywhere (cents, yen, fils); decimal
 * amounts exist only in form fields and on screen.
 */

/**
 * Parses what a traveller typed into minor units of `currency`, rounding to the nearest minor
 * unit ('12.345' USD -> 1235; '1500.4' JPY -> 1500). Null for anything that is not a finite
 * number above zero, or that rounds to zero.
 */
export function parseMinorUnits(input: string | number, currency: string): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return null;
  const major = Number(text);
  if (!Number.isFinite(major) || major <= 0) return null;
  // toPrecision removes binary noise such as 1.005 * 100 = 100.49999999999999 before rounding.
  const minor = Math.round(Number((major * 10 ** currencyDigits(currency)).toPrecision(12)));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the plain number a form field holds: 1250 USD -> '12.50', 4500 JPY -> '4500'. */
export function minorUnitsToInput(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** The `step` of an amount field: 0.01 for USD, 1 for JPY, 0.001 for KWD. */
export function amountStep(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as money, with the ISO number of decimals: formatMoney(123456, 'USD') is
 * '$1,234.56', formatMoney(4500, 'JPY') '¥4,500', formatMoney(1500, 'KWD') 'KWD 1.500'.
 * Formatted in en-US, as every other figure in the app is.
 */
export function formatMoney(minor: number, currency: string): string {
  let format = formatters.get(currency);
  if (format === undefined) {
    const digits = currencyDigits(currency);
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, format);
  }
  return format.format(minor / 10 ** currencyDigits(currency));
}

/** The symbol the app shows for a currency in labels: '$' for USD, '¥' for JPY, 'KWD' for KWD. */
export function currencySymbol(currency: string): string {
  const part = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}
