import { describe, expect, it } from 'vitest';
import { formatActivityPrice } from './format-activity-price';

describe('formatActivityPrice', () => {
  it("uses each currency's own symbol and decimals", () => {
    expect(formatActivityPrice({ amount: '500.00', currencyCode: 'JPY' })).toBe('¥500');
    expect(formatActivityPrice({ amount: '25', currencyCode: 'EUR' })).toBe('€25.00');
    expect(formatActivityPrice({ amount: '12.5', currencyCode: 'USD' })).toBe('$12.50');
  });

  it('says Free for a zero price', () => {
    expect(formatActivityPrice({ amount: '0.00', currencyCode: 'JPY' })).toBe('Free');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatActivityPrice({ amount: 'ask', currencyCode: 'EUR' })).toBe('ask EUR');
    expect(formatActivityPrice({ amount: '10', currencyCode: 'EURO' })).toBe('10 EURO');
  });
});
