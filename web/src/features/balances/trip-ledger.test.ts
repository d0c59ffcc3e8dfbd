import { describe, expect, it } from 'vitest';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';
import { memberNames } from '../../lib/member-names';
import { describeStanding, formatNet, formatPayments, tripLedger } from './trip-ledger';

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
      { userId: 'ada', paid: 2_000, share: 3_333, sent: 0, received: 0, net: -1_333 },
      { userId: 'ben', paid: 10_000, share: 3_334, sent: 0, received: 0, net: 6_666 },
      { userId: 'cy', paid: 0, share: 3_333, sent: 0, received: 0, net: -3_333 },
      { userId: 'dan', paid: 0, share: 2_000, sent: 0, received: 0, net: -2_000 },
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

  it("keeps a payment apart from shares: Ben's payment leaves Ada's share as it was", () => {
    const members = [member('ada'), member('ben'), member('cy')];
    const rent = expense({
      amount: 115_494,
      currency: 'EUR',
      paidBy: 'ada',
      split: { kind: 'equal', members: ['ada', 'ben', 'cy'] },
    });
    const before = tripLedger([rent], members, 'EUR');
    const adaBefore = before.balances[0];
    expect(adaBefore).toMatchObject({ userId: 'ada', paid: 115_494, share: 38_498 });
    const benPays = expense({
      amount: 38_498,
      currency: 'EUR',
      kind: 'settlement',
      paidBy: 'ben',
      split: { kind: 'exact', shares: [{ userId: 'ada', amount: 38_498 }] },
    });
    const after = tripLedger([rent, benPays], members, 'EUR');
    expect(after.balances[0]).toEqual({
      userId: 'ada',
      paid: 115_494,
      share: 38_498,
      sent: 0,
      received: 38_498,
      net: 38_498,
    });
    expect(after.balances[1]).toMatchObject({ paid: 0, share: 38_498, sent: 38_498, net: 0 });
    expect(after.transfers).toEqual([{ from: 'cy', to: 'ada', amount: 38_498 }]);
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
      {
        userId: 'ada',
        paid: 2_858,
        share: 1_429 + 1_905,
        sent: 0,
        received: 0,
        net: 2_858 - 1_429 - 1_905,
      },
      {
        userId: 'ben',
        paid: 2_858,
        share: 1_429 + 953,
        sent: 0,
        received: 0,
        net: 2_858 - 1_429 - 953,
      },
    ]);
    expect(ledger.transfers).toEqual([{ from: 'ada', to: 'ben', amount: 476 }]);
  });

  it("says where each person stands, 'you' or by name", () => {
    const names = memberNames([member('ada'), member('ben')], 'ada');
    expect(describeStanding('ada', 12_040, 'EUR', names)).toBe('You are owed €120.40');
    expect(describeStanding('ada', -3_510, 'EUR', names)).toBe('You owe €35.10');
    expect(describeStanding('ada', 0, 'EUR', names)).toBe('You are settled up');
    expect(describeStanding('ben', 3_510, 'USD', names)).toBe('Ben is owed $35.10');
    expect(describeStanding('ben', -123_456, 'USD', names)).toBe('Ben owes $1,234.56');
    expect(describeStanding('ben', 0, 'USD', names)).toBe('Ben is settled up');
  });

  it('shows payments as one signed figure: paid back less received', () => {
    expect(formatPayments(3_333, 0, 'USD')).toBe('+$33.33');
    expect(formatPayments(0, 3_333, 'USD')).toBe('-$33.33');
    expect(formatPayments(0, 0, 'USD')).toBe('$0.00');
  });

  it('signs a net balance', () => {
    expect(formatNet(1_200, 'USD')).toBe('+$12.00');
    expect(formatNet(-1_200, 'USD')).toBe('-$12.00');
    expect(formatNet(0, 'USD')).toBe('$0.00');
    expect(formatNet(-123_456, 'USD')).toBe('-$1,234.56');
    expect(formatNet(4_500, 'JPY')).toBe('+¥4,500');
  });
});
