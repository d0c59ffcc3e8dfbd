import { describe, expect, it } from 'vitest';
import { centsToDollarInput, dollarsToCents, formatCents } from './money';

describe('dollarsToCents', () => {
  it('converts dollars to integer cents by rounding', () => {
    expect(dollarsToCents('12.34')).toBe(1234);
    expect(dollarsToCents('1.005')).toBe(101);
    expect(dollarsToCents('0.994')).toBe(99);
    expect(dollarsToCents(' 45 ')).toBe(4500);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents(19.99)).toBe(1999);
  });

  it('rejects amounts that are not a number above zero', () => {
    for (const bad of ['', '0', '0.00', '-5', 'abc', '1e3', '12,50', '0.004', 'NaN', 'Infinity']) {
      expect(dollarsToCents(bad), bad).toBeNull();
    }
    expect(dollarsToCents(-1)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows dollars with two decimals', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(centsToDollarInput(1250)).toBe('12.50');
  });
});
