import { describe, expect, it } from 'vitest';
import type { Expense } from '../schemas/expense';
import { readCsv } from '../testing/read-csv';
import { buildExpensesCsv, csvField } from './expenses-csv';

const ADA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const MEMBERS = [
  { userId: ADA, name: 'Ada' },
  { userId: BEN, name: 'Benoît' },
];

function expense(partial: Partial<Expense>): Expense {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    tripId: '44444444-4444-4444-8444-444444444444',
    category: 'food',
    amount: 1250,
    currency: 'USD',
    rate: null,
    rateDate: null,
    rateSource: null,
    date: '2026-11-02',
    description: '',
    createdAt: '2026-11-02T10:00:00.000Z',
    createdBy: ADA,
    paidBy: null,
    split: null,
    kind: 'expense',
    ...partial,
  };
}

describe('expenses CSV', () => {
  it('starts with a BOM and the header, and ends every row with CRLF', () => {
    const text = buildExpensesCsv([], MEMBERS, 'USD');
    expect(text).toBe(
      '\uFEFFDate,Category,Description,Amount (USD),Kind,Paid by,Split,Added by,' +
        'Home currency,Amount paid,Currency paid,Rate,Rate date,Rate source\r\n',
    );
    expect(buildExpensesCsv([], MEMBERS, 'EUR')).toContain(',Amount (EUR),');
  });

  it('writes a solo expense with two-decimal dollars and the category label', () => {
    const text = buildExpensesCsv(
      [expense({ description: 'Ramen', amount: 1250 }), expense({ amount: 100000 })],
      [],
      'USD',
    );
    const home = ['USD', '12.50', 'USD', '1', '', ''];
    expect(readCsv(text.slice(1)).slice(1)).toEqual([
      ['2026-11-02', 'Food & Dining', 'Ramen', '12.50', 'expense', '', '', '', ...home],
      [
        '2026-11-02',
        'Food & Dining',
        '',
        '1000.00',
        'expense',
        '',
        '',
        '',
        'USD',
        '1000.00',
        'USD',
        '1',
        '',
        '',
      ],
    ]);
  });

  it('writes both currencies and the frozen rate of a foreign expense', () => {
    const text = buildExpensesCsv(
      [
        expense({
          description: 'Ramen',
          amount: 4500,
          currency: 'JPY',
          rate: 0.0063501216,
          rateDate: '2026-09-29',
          rateSource: 'reference',
        }),
        expense({
          amount: 12345,
          currency: 'KWD',
          rate: 3.25,
          rateDate: null,
          rateSource: 'manual',
          paidBy: ADA,
          split: {
            kind: 'exact',
            shares: [
              { userId: ADA, amount: 10000 },
              { userId: BEN, amount: 2345 },
            ],
          },
        }),
        expense({
          amount: 1,
          currency: 'EUR',
          rate: 0.00000012,
          rateDate: '2026-11-23',
          rateSource: 'daily',
        }),
      ],
      MEMBERS,
      'USD',
    );
    const rows = readCsv(text.slice(1)).slice(1);
    expect(rows.map((r) => [r[3], ...r.slice(8)])).toEqual([
      ['28.58', 'USD', '4500', 'JPY', '0.0063501216', '2026-09-29', 'built-in rates'],
      ['40.12', 'USD', '12.345', 'KWD', '3.25', '', 'own rate'],
      ['0.00', 'USD', '0.01', 'EUR', '0.00000012', '2026-11-23', 'daily rates'],
    ]);
    // Exact shares as typed, in dinars.
    expect(rows[1]?.[6]).toBe('Ada KWD\u00a010.000; Benoît KWD\u00a02.345');
  });

  it('names the payer, the split and who added it, and calls a settlement a payment', () => {
    const text = buildExpensesCsv(
      [
        expense({
          category: 'accommodation',
          description: 'Ryokan',
          amount: 3000,
          paidBy: ADA,
          split: { kind: 'equal', members: [ADA, BEN] },
        }),
        expense({
          amount: 1500,
          paidBy: BEN,
          createdBy: BEN,
          split: {
            kind: 'exact',
            shares: [
              { userId: ADA, amount: 1000 },
              { userId: BEN, amount: 500 },
            ],
          },
        }),
        expense({
          category: 'other',
          amount: 700,
          paidBy: BEN,
          kind: 'settlement',
          split: { kind: 'exact', shares: [{ userId: ADA, amount: 700 }] },
        }),
      ],
      MEMBERS,
      'USD',
    );
    expect(
      readCsv(text.slice(1))
        .slice(1)
        .map((r) => r.slice(0, 8)),
    ).toEqual([
      ['2026-11-02', 'Accommodation', 'Ryokan', '30.00', 'expense', 'Ada', 'Ada, Benoît', 'Ada'],
      [
        '2026-11-02',
        'Food & Dining',
        '',
        '15.00',
        'expense',
        'Benoît',
        'Ada $10.00; Benoît $5.00',
        'Benoît',
      ],
      ['2026-11-02', 'Other', '', '7.00', 'payment', 'Benoît', 'Ada $7.00', 'Ada'],
    ]);
    // The equal split holds a comma, so it is quoted.
    expect(text).toContain(',"Ada, Benoît",');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('-5', { text: false })).toBe('-5');
    const description = 'Dinner, "the good one"\nwith Ben; crème brûlée';
    const text = buildExpensesCsv([expense({ description })], MEMBERS, 'USD');
    expect(readCsv(text.slice(1))[1]![2]).toBe(description);
  });
});
