import { describe, expect, it } from 'vitest';
import { tripMoney } from './trip-money';

const at = (createdAt: string, currency: string, kind: 'expense' | 'settlement' = 'expense') => ({
  createdAt,
  currency,
  kind,
});

describe("a trip's money for the expense form", () => {
  it('starts every new expense in the home currency, even right after a foreign one', () => {
    expect(tripMoney('EUR', [], []).defaultCurrency).toBe('EUR');
    const money = tripMoney(
      'EUR',
      [at('2026-11-02T10:00:00.000Z', 'USD'), at('2026-11-03T10:00:00.000Z', 'JPY')],
      [],
    );
    expect(money.defaultCurrency).toBe('EUR');
    expect(money.home).toBe('EUR');
  });

  it('lists the home currency first, then those used; payments say nothing', () => {
    const money = tripMoney(
      'USD',
      [
        at('2026-11-01T10:00:00.000Z', 'EUR'),
        at('2026-11-02T10:00:00.000Z', 'JPY'),
        at('2026-11-03T10:00:00.000Z', 'GBP', 'settlement'),
        at('2026-11-02T09:00:00.000Z', 'EUR'),
        at('2026-11-01T09:00:00.000Z', 'USD'),
      ],
      [],
    );
    expect(money.suggested).toEqual(['USD', 'EUR', 'JPY']);
  });
});
