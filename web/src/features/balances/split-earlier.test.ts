import { describe, expect, it } from 'vitest';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember, TripRole } from '@shared/schemas/trip-member';
import { earlierExpenseSplits } from './split-earlier';

const member = (userId: string, role: TripRole = 'editor', active = true): TripMember => ({
  tripId: 'trip',
  userId,
  username: userId,
  name: userId,
  role,
  active,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

const expense = (fields: Partial<Expense>): Expense => ({
  id: crypto.randomUUID(),
  tripId: 'trip',
  category: 'food',
  amount: 12_700,
  currency: 'EUR',
  rate: null,
  rateDate: null,
  rateSource: null,
  date: '2026-12-10',
  description: '',
  createdAt: '2026-12-10T10:00:00.000Z',
  createdBy: 'ada',
  paidBy: null,
  split: null,
  kind: 'expense',
  ...fields,
});

describe('splitting the expenses logged before the trip was shared', () => {
  const members = [member('ada', 'owner'), member('ben'), member('cy', 'viewer')];

  it('splits each unsplit expense equally among everyone now on the trip, paid by who added it', () => {
    const dinner = expense({ description: 'Dinner' });
    const tram = expense({ createdBy: 'ben', description: 'Tram' });
    const already = expense({ paidBy: 'ben', split: { kind: 'equal', members: ['ada', 'ben'] } });
    const payment = expense({
      kind: 'settlement',
      paidBy: 'ben',
      split: { kind: 'exact', shares: [{ userId: 'ada', amount: 12_700 }] },
    });
    const everyone = { kind: 'equal', members: ['ada', 'ben', 'cy'] };
    expect(earlierExpenseSplits([dinner, tram, already, payment], members)).toEqual([
      { id: dinner.id, patch: { paidBy: 'ada', split: everyone } },
      { id: tram.id, patch: { paidBy: 'ben', split: everyone } },
    ]);
  });

  it('takes the owner as payer when who added it has left or is unknown', () => {
    const withFormer = [...members, member('dan', 'editor', false)];
    const gone = expense({ createdBy: 'dan' });
    const unknown = expense({ createdBy: null });
    expect(
      earlierExpenseSplits([gone, unknown], withFormer).map((edit) => edit.patch.paidBy),
    ).toEqual(['ada', 'ada']);
  });

  it('offers nothing on a trip of one', () => {
    expect(earlierExpenseSplits([expense({})], [member('ada', 'owner')])).toEqual([]);
  });
});
