import { code as isoCurrency, data as isoCurrencies, publishDate } from 'currency-codes';
import countryToCurrency from 'country-to-currency';
import { z } from 'zod';

/**
 * ISO 4217 currencies, from the `currency-codes` package (the standard's own list, with each
 * currency's minor units), rather than a hand table: JPY has no decimals, KWD has three, and the
 * standard occasionally changes (HRK left in 2023). Intl.NumberFormat formats, but its digits come
 * from CLDR, which differs from ISO for a few currencies (IQD, LBP, RSD...); the amount stored is
 * in ISO minor units, so that is the count the form accepts and the screen shows.
 */

/** The ISO list's publication date the package follows. */
export const ISO_4217_PUBLISHED = publishDate;

/**
 * Codes that are not money a traveller spends: funds, precious metals, SDRs, test codes. The
 * CFA francs (XAF, XOF), the East Caribbean dollar (XCD) and the CFP franc (XPF) are real money
 * and stay.
 */
const NOT_SPENDABLE = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW']);
const SPENDABLE_X = new Set(['XAF', 'XCD', 'XOF', 'XPF']);

/** Every currency a traveller can choose, in code order. */
export const CURRENCY_CODES: readonly string[] = isoCurrencies
  .map((c) => c.code)
  .filter((c) => !NOT_SPENDABLE.has(c) && (!c.startsWith('X') || SPENDABLE_X.has(c)))
  .sort();

const known = new Set(CURRENCY_CODES);

export function isCurrencyCode(value: string): boolean {
  return known.has(value);
}

/** An ISO 4217 code a traveller can spend, upper case. */
export const currencyCodeSchema = z
  .string()
  .refine(isCurrencyCode, { message: 'Choose a currency from the list' });

/** The currency of trips and expenses from before currencies existed. */
export const DEFAULT_CURRENCY = 'USD';

/** Minor units of a currency: 2 for USD (cents), 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  const digits = isoCurrency(currency)?.digits;
  return typeof digits === 'number' && Number.isInteger(digits) ? digits : 2;
}

/** The currency's name in English per ISO 4217, e.g. 'Yen'. */
export function isoCurrencyName(currency: string): string {
  return isoCurrency(currency)?.currency ?? currency;
}

/** The everyday currency of a country (ISO 3166-1 alpha-2), or null when not known. */
export function currencyOfCountry(countryCode: string): string | null {
  const found = (countryToCurrency as Record<string, string | undefined>)[
    countryCode.toUpperCase()
  ];
  return found !== undefined && isCurrencyCode(found) ? found : null;
}

/**
 * A home currency from the traveller's locales (`navigator.languages`): the currency of the
 * first one that names a region ('en-GB' -> GBP, 'ja-JP' -> JPY), USD when none does.
 */
export function currencyFromLocales(locales: readonly string[]): string {
  for (const tag of locales) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).maximize().region;
    } catch {
      continue;
    }
    const found = region ? currencyOfCountry(region) : null;
    if (found) return found;
  }
  return DEFAULT_CURRENCY;
}
