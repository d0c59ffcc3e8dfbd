import { describe, expect, it } from 'vitest';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';
import { formatNet, tripLedger } from './trip-ledger';

const member = (userId: string, active = true): TripMember => ({
  tripId: 'trip',
  userId,
  username: userId,
  name: userId,
  role: 'editor',
  active,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

const expense = (fields: Partial<Expense>): Expense => ({
  id: crypto.randomUUID(),
  tripId: 'trip',
  category: 'food',
  amount: 10_000,
  currency: 'USD',
  rate: null,
  rateDate: null,
  rateSource: null,
  date: '2026-04-10',
  description: '',
  createdAt: '2026-04-10T10:00:00.000Z',
  createdBy: 'ben',
  paidBy: null,
  split: null,
  kind: 'expense',
  ...fields,
});

describe('trip ledger', () => {
  it('balances the active members, then a former one who still owes, and settles in fewest payments', () => {
    const members = [member('ada'), member('ben'), member('cy'), member('dan', false)];
    const ledger = tripLedger(
      [
        expense({ paidBy: 'ben', split: { kind: 'equal', members: ['ada', 'ben', 'cy'] } }),
        expense({ amount: 2_000, paidBy: 'ada', split: { kind: 'equal', members: ['dan'] } }),
        expense({ amount: 500 }),
      ],
      members,
      'USD',
    );
    expect(ledger.balances).toEqual([
      { userId: 'ada', paid: 2_000, share: 3_333, net: -1_333 },
      { userId: 'ben', paid: 10_000, share: 3_334, net: 6_666 },
      { userId: 'cy', paid: 0, share: 3_333, net: -3_333 },
      { userId: 'dan', paid: 0, share: 2_000, net: -2_000 },
    ]);
    expect(ledger.transfers).toHaveLength(3);
    expect(ledger.unsplit).toBe(1);
  });

  it('counts a recorded payment, not as an unsplit expense', () => {
    const members = [member('ada'), member('ben')];
    const ledger = tripLedger(
      [
        expense({
          amount: 1_000,
          paidBy: 'ben',
          split: { kind: 'equal', members: ['ada', 'ben'] },
        }),
        expense({
          amount: 500,
          kind: 'settlement',
          paidBy: 'ada',
          split: { kind: 'exact', shares: [{ userId: 'ben', amount: 500 }] },
        }),
      ],
      members,
      'USD',
    );
    expect(ledger.balances.map((b) => b.net)).toEqual([0, 0]);
    expect(ledger.transfers).toEqual([]);
    expect(ledger.unsplit).toBe(0);
  });

  it('counts foreign expenses at their frozen rates, exact yen shares converted together', () => {
    const members = [member('ada'), member('ben')];
    const yen = { currency: 'JPY', rate: 0.0063501, rateDate: '2026-09-29' } as const;
    const ledger = tripLedger(
      [
        // ¥4,500 is $28.58 (2,857.545 cents, rounded): $14.29 each.
        expense({
          amount: 4_500,
          ...yen,
          rateSource: 'reference',
          paidBy: 'ben',
          split: { kind: 'equal', members: ['ada', 'ben'] },
        }),
        // ¥3,000 + ¥1,500 of another ¥4,500: 1,905 + 953 cents, still adding up to 2,858.
        expense({
          amount: 4_500,
          ...yen,
          rateSource: 'reference',
          paidBy: 'ada',
          split: {
            kind: 'exact',
            shares: [
              { userId: 'ada', amount: 3_000 },
              { userId: 'ben', amount: 1_500 },
            ],
          },
        }),
      ],
      members,
      'USD',
    );
    expect(ledger.balances).toEqual([
      { userId: 'ada', paid: 2_858, share: 1_429 + 1_905, net: 2_858 - 1_429 - 1_905 },
      { userId: 'ben', paid: 2_858, share: 1_429 + 953, net: 2_858 - 1_429 - 953 },
    ]);
    expect(ledger.transfers).toEqual([{ from: 'ada', to: 'ben', amount: 476 }]);
  });

  it('signs a net balance', () => {
    expect(formatNet(1_200, 'USD')).toBe('+$12.00');
    expect(formatNet(-1_200, 'USD')).toBe('-$12.00');
    expect(formatNet(0, 'USD')).toBe('$0.00');
    expect(formatNet(-123_456, 'USD')).toBe('-$1,234.56');
    expect(formatNet(4_500, 'JPY')).toBe('+¥4,500');
  });
});
