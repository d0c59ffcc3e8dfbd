import { describe, expect, it } from 'vitest';
import type { RatesTable } from '@shared/money/rates';
import { REFERENCE_RATES } from '@shared/money/reference-rates';
import {
  describeFrozenRate,
  describeRate,
  describeRateTable,
  frozenRate,
  parseRate,
  rateView,
  type RateViewInput,
} from './expense-money';

const DAILY: RatesTable = {
  base: 'EUR',
  date: '2026-11-23',
  source: 'daily',
  provider: 'European Central Bank',
  rates: { USD: 1.2, JPY: 180 },
};

const input = (fields: Partial<RateViewInput>): RateViewInput => ({
  currency: 'JPY',
  home: 'USD',
  tables: [REFERENCE_RATES],
  ownRate: false,
  rateText: '',
  editing: null,
  ...fields,
});

describe('the rate an expense is saved with', () => {
  it('has none in the home currency, even with a rate typed', () => {
    const view = rateView(input({ currency: 'USD', ownRate: true, rateText: '2' }));
    expect(view).toEqual({ kind: 'home' });
    expect(frozenRate(view)).toEqual({
      ok: true,
      value: { rate: null, rateDate: null, rateSource: null },
    });
  });

  it('quotes the freshest table that knows the pair, and says which', () => {
    const builtIn = rateView(input({}));
    expect(builtIn).toEqual({
      kind: 'table',
      rate: 0.0063501216,
      date: '2026-09-29',
      source: 'reference',
      kept: false,
    });
    expect(frozenRate(builtIn)).toEqual({
      ok: true,
      value: { rate: 0.0063501216, rateDate: '2026-09-29', rateSource: 'reference' },
    });
    expect(rateView(input({ tables: [DAILY, REFERENCE_RATES] }))).toMatchObject({
      rate: 0.0066666667,
      date: '2026-11-23',
      source: 'daily',
    });
    // The daily table has no Kuwaiti dinar: the built-in one answers.
    expect(rateView(input({ currency: 'KWD', tables: [DAILY, REFERENCE_RATES] }))).toMatchObject({
      source: 'reference',
    });
  });

  it("takes the traveller's own rate, stored as manual with no date", () => {
    const view = rateView(input({ ownRate: true, rateText: '0.0065' }));
    expect(frozenRate(view)).toEqual({
      ok: true,
      value: { rate: 0.0065, rateDate: null, rateSource: 'manual' },
    });
    for (const bad of ['', '0', '-1', 'abc', '1e3', '2000000000']) {
      expect(frozenRate(rateView(input({ ownRate: true, rateText: bad }))), bad).toEqual({
        ok: false,
        message: 'Please enter a valid rate',
      });
    }
  });

  it('needs a typed rate when no table knows the pair', () => {
    const view = rateView(input({ tables: [DAILY], currency: 'KWD' }));
    expect(view).toEqual({ kind: 'own', rate: null, required: true });
    expect(frozenRate(view)).toEqual({ ok: false, message: 'Enter the exchange rate' });
    expect(
      frozenRate(rateView(input({ tables: [DAILY], currency: 'KWD', rateText: '3.25' }))),
    ).toEqual({ ok: true, value: { rate: 3.25, rateDate: null, rateSource: 'manual' } });
  });

  it('keeps the frozen rate while editing in the same currency; a new currency is quoted afresh', () => {
    const editing = {
      currency: 'JPY',
      rate: 0.0067,
      rateDate: '2026-06-01',
      rateSource: 'reference' as const,
    };
    expect(rateView(input({ editing, tables: [DAILY, REFERENCE_RATES] }))).toEqual({
      kind: 'table',
      rate: 0.0067,
      date: '2026-06-01',
      source: 'reference',
      kept: true,
    });
    expect(rateView(input({ editing, currency: 'EUR', tables: [DAILY] }))).toMatchObject({
      rate: 1.2,
      source: 'daily',
      kept: false,
    });
    // Unticking 'Use my own rate' on an expense that had one asks the tables again.
    const manual = { ...editing, rateDate: null, rateSource: 'manual' as const };
    expect(rateView(input({ editing: manual, tables: [DAILY] }))).toMatchObject({
      source: 'daily',
      kept: false,
    });
  });

  it('reads a typed rate to 8 significant digits', () => {
    expect(parseRate(' 0.00635017364 ')).toBe(0.0063501736);
    expect(parseRate('150')).toBe(150);
    expect(parseRate('.5')).toBe(0.5);
    expect(parseRate('0.000000000001')).toBe(1e-12);
  });
});

describe('words for rates', () => {
  it('shows the stored digits and the honest source and day', () => {
    expect(describeRate(0.0063501736, 'JPY', 'USD')).toBe('1 JPY = 0.0063501736 USD');
    expect(describeRate(3.2514, 'KWD', 'USD')).toBe('1 KWD = 3.2514 USD');
    expect(describeRateTable('reference', '2026-09-29')).toBe('built-in rates of 29 Sep 2026');
    expect(describeRateTable('daily', '2026-11-23')).toBe('daily rates of 23 Nov 2026');
    expect(describeFrozenRate({ rateDate: '2026-09-29', rateSource: 'reference' })).toBe(
      'at 29 Sep 2026 rates',
    );
    expect(describeFrozenRate({ rateDate: null, rateSource: 'manual' })).toBe('at your rate');
  });
});
