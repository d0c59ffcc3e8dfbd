import { describe, expect, it } from 'vitest';
import {
  BAD_SHARE_MESSAGE,
  defaultSplitValues,
  NO_ONE_MESSAGE,
  shareCents,
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
    expect(splitFromForm(base, 10_000, ids)).toEqual({
      ok: true,
      paidBy: 'ben',
      split: { kind: 'equal', members: ids },
    });
  });

  it("keeps the trip's order among some, and needs at least one", () => {
    const some = { ...base, splitMode: 'some' as const, some: ['cy', 'ada'] };
    expect(splitFromForm(some, 900, ids)).toMatchObject({
      ok: true,
      split: { kind: 'equal', members: ['ada', 'cy'] },
    });
    expect(splitFromForm({ ...some, some: [] }, 900, ids)).toEqual({
      ok: false,
      message: NO_ONE_MESSAGE,
    });
  });

  it('takes exact amounts only when they add up to the total, blanks as 0', () => {
    const exact = { ...base, splitMode: 'exact' as const, exact: { ada: '60', ben: '40.00' } };
    expect(splitFromForm(exact, 10_000, ids)).toEqual({
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
    expect(splitFromForm({ ...exact, exact: { ada: '60', ben: '30' } }, 10_000, ids)).toEqual({
      ok: false,
      message: 'The amounts must add up to $100.00 (they add up to $90.00)',
    });
    expect(splitFromForm({ ...exact, exact: { ada: '-5' } }, 10_000, ids)).toEqual({
      ok: false,
      message: BAD_SHARE_MESSAGE,
    });
  });

  it('reads a typed share as cents', () => {
    expect(shareCents('')).toBe(0);
    expect(shareCents(' 0 ')).toBe(0);
    expect(shareCents('33.33')).toBe(3_333);
    expect(shareCents('1.005')).toBe(101);
    expect(shareCents('-1')).toBeNull();
    expect(shareCents('abc')).toBeNull();
  });
});
