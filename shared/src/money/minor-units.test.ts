import { describe, expect, it } from 'vitest';
import { amountStep, formatMoney, minorUnitsToInput, parseMinorUnits } from './minor-units';
import { currencyDigits, currencyFromLocales, CURRENCY_CODES, isCurrencyCode } from './currencies';

describe('ISO 4217 minor units', () => {
  it('knows how many decimals each currency has', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('EUR')).toBe(2);
    // ISO says 3 where CLDR (and so Intl) says 0.
    expect(currencyDigits('IQD')).toBe(3);
  });

  it('lists money a traveller spends, not funds or metals', () => {
    expect(CURRENCY_CODES).toContain('JPY');
    expect(CURRENCY_CODES).toContain('XOF');
    expect(CURRENCY_CODES).not.toContain('XAU');
    expect(CURRENCY_CODES).not.toContain('USN');
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
  });

  it('parses typed amounts into minor units, rounding to the nearest one', () => {
    expect(parseMinorUnits('12.34', 'USD')).toBe(1234);
    expect(parseMinorUnits('1.005', 'USD')).toBe(101);
    expect(parseMinorUnits('4500', 'JPY')).toBe(4500);
    expect(parseMinorUnits('4500.4', 'JPY')).toBe(4500);
    expect(parseMinorUnits('1.5', 'KWD')).toBe(1500);
    expect(parseMinorUnits('0.0005', 'KWD')).toBe(1);
  });

  it('refuses anything that is not an amount above zero', () => {
    for (const bad of ['', '0', '-5', 'abc', '1e3', '12,50', '0.4']) {
      expect(parseMinorUnits(bad, 'JPY'), bad).toBeNull();
    }
    expect(parseMinorUnits('0.004', 'USD')).toBeNull();
  });

  it('writes minor units back as a form value and as money', () => {
    expect(minorUnitsToInput(1250, 'USD')).toBe('12.50');
    expect(minorUnitsToInput(4500, 'JPY')).toBe('4500');
    expect(minorUnitsToInput(1500, 'KWD')).toBe('1.500');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(4500, 'JPY')).toBe('¥4,500');
    // Intl puts a no-break space between a code and the figure.
    expect(formatMoney(1500, 'KWD')).toBe('KWD\u00a01.500');
    expect(amountStep('USD')).toBe('0.01');
    expect(amountStep('JPY')).toBe('1');
    expect(amountStep('KWD')).toBe('0.001');
  });

  it("takes a home currency from the traveller's locales, USD when none names a place", () => {
    expect(currencyFromLocales(['en-GB'])).toBe('GBP');
    expect(currencyFromLocales(['ja-JP', 'en-US'])).toBe('JPY');
    expect(currencyFromLocales(['de-AT'])).toBe('EUR');
    // 'ja' alone maximizes to ja-Jpan-JP.
    expect(currencyFromLocales(['ja'])).toBe('JPY');
    expect(currencyFromLocales([])).toBe('USD');
    expect(currencyFromLocales(['not a locale'])).toBe('USD');
  });
});
