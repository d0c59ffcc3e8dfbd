import { describe, expect, it } from 'vitest';
import {
  BAD_SHARE_MESSAGE,
  defaultSplitValues,
  NO_ONE_MESSAGE,
  shareMinorUnits,
  splitFromForm,
} from './split-form-values';

const ids = ['ada', 'ben', 'cy'];
const base = defaultSplitValues(ids, 'ben');

describe('split form values', () => {
  it('starts with me paying and everyone sharing equally', () => {
    expect(base).toEqual({ paidBy: 'ben', splitMode: 'everyone', some: ids, exact: {} });
    expect(defaultSplitValues(ids, 'stranger').paidBy).toBe('ada');
  });

  it('lists everyone on the trip now for an equal split among everyone', () => {
    expect(splitFromForm(base, 10_000, ids, 'USD')).toEqual({
      ok: true,
      paidBy: 'ben',
      split: { kind: 'equal', members: ids },
    });
  });

  it("keeps the trip's order among some, and needs at least one", () => {
    const some = { ...base, splitMode: 'some' as const, some: ['cy', 'ada'] };
    expect(splitFromForm(some, 900, ids, 'USD')).toMatchObject({
      ok: true,
      split: { kind: 'equal', members: ['ada', 'cy'] },
    });
    expect(splitFromForm({ ...some, some: [] }, 900, ids, 'USD')).toEqual({
      ok: false,
      message: NO_ONE_MESSAGE,
    });
  });

  it('takes exact amounts only when they add up to the total, blanks as 0', () => {
    const exact = { ...base, splitMode: 'exact' as const, exact: { ada: '60', ben: '40.00' } };
    expect(splitFromForm(exact, 10_000, ids, 'USD')).toEqual({
      ok: true,
      paidBy: 'ben',
      split: {
        kind: 'exact',
        shares: [
          { userId: 'ada', amount: 6_000 },
          { userId: 'ben', amount: 4_000 },
          { userId: 'cy', amount: 0 },
        ],
      },
    });
    expect(
      splitFromForm({ ...exact, exact: { ada: '60', ben: '30' } }, 10_000, ids, 'USD'),
    ).toEqual({
      ok: false,
      message: 'The amounts must add up to $100.00 (they add up to $90.00)',
    });
    expect(splitFromForm({ ...exact, exact: { ada: '-5' } }, 10_000, ids, 'USD')).toEqual({
      ok: false,
      message: BAD_SHARE_MESSAGE,
    });
  });

  it("reads a typed share in the expense's currency", () => {
    expect(shareMinorUnits('', 'USD')).toBe(0);
    expect(shareMinorUnits(' 0 ', 'USD')).toBe(0);
    expect(shareMinorUnits('33.33', 'USD')).toBe(3_333);
    expect(shareMinorUnits('1.005', 'USD')).toBe(101);
    expect(shareMinorUnits('1500', 'JPY')).toBe(1_500);
    expect(shareMinorUnits('1.25', 'KWD')).toBe(1_250);
    expect(shareMinorUnits('-1', 'USD')).toBeNull();
    expect(shareMinorUnits('abc', 'USD')).toBeNull();
  });

  it('checks exact yen shares against the yen total, and says so in yen', () => {
    const exact = { ...base, splitMode: 'exact' as const, exact: { ada: '3000', ben: '1000' } };
    expect(splitFromForm(exact, 4_500, ids, 'JPY')).toEqual({
      ok: false,
      message: 'The amounts must add up to ¥4,500 (they add up to ¥4,000)',
    });
    expect(
      splitFromForm({ ...exact, exact: { ada: '3000', ben: '1500' } }, 4_500, ids, 'JPY'),
    ).toMatchObject({ ok: true });
  });
});
