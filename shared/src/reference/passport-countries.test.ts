import { describe, it, expect } from 'vitest';
import { DEFAULT_PASSPORT, PASSPORT_COUNTRIES, findPassportCountry } from './passport-countries';

const SPEC_ORDER = [
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'IT',
  'ES',
  'JP',
  'KR',
  'CN',
  'IN',
  'BR',
  'MX',
  'AR',
  'ZA',
  'AE',
  'SG',
  'NZ',
  'CH',
];

/** The emoji flag of an alpha-2 code is the pair of matching regional indicator symbols. */
function expectedFlag(code: string): string {
  return [...code].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}

describe('passport countries', () => {
  it('has exactly the 20 spec countries in spec order', () => {
    expect(PASSPORT_COUNTRIES).toHaveLength(20);
    expect(PASSPORT_COUNTRIES.map((c) => c.code)).toEqual(SPEC_ORDER);
  });

  it('has unique codes and names', () => {
    expect(new Set(PASSPORT_COUNTRIES.map((c) => c.code)).size).toBe(20);
    expect(new Set(PASSPORT_COUNTRIES.map((c) => c.name)).size).toBe(20);
  });

  it('gives every country a non-empty name and the emoji flag of its code', () => {
    for (const country of PASSPORT_COUNTRIES) {
      expect(country.name.trim()).not.toBe('');
      expect(country.flag).not.toBe('');
      expect(country.flag).toBe(expectedFlag(country.code));
    }
  });

  it('defaults to US', () => {
    expect(DEFAULT_PASSPORT).toBe('US');
    expect(findPassportCountry(DEFAULT_PASSPORT)?.name).toBe('United States');
  });

  it('finds countries by code, case-insensitively, and misses unknown codes', () => {
    expect(findPassportCountry('JP')?.name).toBe('Japan');
    expect(findPassportCountry(' gb ')?.code).toBe('GB');
    expect(findPassportCountry('XX')).toBeUndefined();
    expect(findPassportCountry('')).toBeUndefined();
  });
});
