import { createRequire } from 'node:module';
import { COUNTRY_NAME_TO_ISO } from '@shared/reference/country-iso';
import { PASSPORT_COUNTRIES } from '@shared/reference/passport-countries';

interface CountriesLib {
  getName(
    code: string,
    lang: string,
    options?: { select: 'official' | 'alias' },
  ): string | undefined;
  isValid(code: string): boolean;
  getAlpha2Code(name: string, lang: string): string | undefined;
}

// i18n-iso-countries is CommonJS; its Node entry registers every locale when required.
const countries = createRequire(import.meta.url)('i18n-iso-countries') as CountriesLib;

/**
 * Names the rest of the product already uses (the spec's tables) win over the library's, and a
 * few official forms ('Moldova, Republic of') are replaced by the names travellers use.
 */
const PREFERRED = new Map<string, string>([
  ...Object.entries(COUNTRY_NAME_TO_ISO).map(([name, iso]) => [iso, name] as const),
  ...PASSPORT_COUNTRIES.map((c) => [c.code, c.name] as const),
  ['CD', 'DR Congo'],
  ['CG', 'Republic of the Congo'],
  ['FM', 'Micronesia'],
  ['MD', 'Moldova'],
  ['VA', 'Vatican City'],
  ['VG', 'British Virgin Islands'],
  ['VI', 'US Virgin Islands'],
]);

/** English short name for an ISO alpha-2 code ('United States', not 'United States of America'). */
export function countryName(iso2: string): string | undefined {
  const code = iso2.toUpperCase();
  const preferred = PREFERRED.get(code);
  if (preferred) return preferred;
  const official = countries.getName(code, 'en');
  // Official forms such as 'Islamic Republic of Iran' read badly on a card; the alias is short.
  if (official && (official.includes(',') || /Republic of|State of/.test(official))) {
    return countries.getName(code, 'en', { select: 'alias' }) ?? official;
  }
  return official;
}

/** True for an assigned ISO 3166-1 alpha-2 code. */
export function isCountryCode(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && countries.isValid(code.toUpperCase());
}

/** ISO alpha-2 for an English country name, or undefined. */
export function countryCodeForName(name: string): string | undefined {
  const fromSpec = Object.entries(COUNTRY_NAME_TO_ISO).find(
    ([n]) => n.toLowerCase() === name.trim().toLowerCase(),
  );
  return fromSpec?.[1] ?? countries.getAlpha2Code(name.trim(), 'en');
}
