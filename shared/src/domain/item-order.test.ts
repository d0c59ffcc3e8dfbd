import { describe, expect, it } from 'vitest';
import { updateExpenseSchema, mergeExpensePatch, SPLIT_TOTAL_MESSAGE } from '../schemas/expense';
import { updateItineraryItemSchema } from '../schemas/itinerary-item';
import { compareItems, planMove, positionForNew, timeMinutes } from './item-order';

const item = (id: string, day: number, position?: number, time: string | null = null) => ({
  id,
  day,
  time,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...(position === undefined ? {} : { position }),
});

describe('item order', () => {
  it('reads clock times in the forms travellers type', () => {
    expect(timeMinutes('09:00 AM')).toBe(540);
    expect(timeMinutes('7 pm')).toBe(19 * 60);
    expect(timeMinutes('12:15 am')).toBe(15);
    expect(timeMinutes('19:05')).toBe(19 * 60 + 5);
    expect(timeMinutes('after lunch')).toBeNull();
  });

  it('sorts by day, position, time, createdAt and id; a missing position is 0', () => {
    const rows = [
      item('d', 2, 0),
      item('c', 1, 1),
      item('b', 1, undefined, '10:00'),
      item('a', 1, 0, '9:00'),
    ];
    expect(rows.sort(compareItems).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('places a timed item before the first later one, an untimed one last', () => {
    const day = [item('a', 1, 1, '08:00'), item('b', 1, 2), item('c', 1, 3, '18:00')];
    expect(positionForNew(day, '12:00')).toBe(2.5);
    expect(positionForNew(day, null)).toBe(4);
    expect(positionForNew([], '12:00')).toBe(0);
  });

  it('moves with one midpoint write, to the next day past the last, nowhere past the trip', () => {
    const rows = [item('a', 1, 1), item('b', 1, 2), item('c', 1, 3), item('d', 2, 1)];
    expect(planMove(rows, 'c', 'up', 2)).toEqual([{ id: 'c', patch: { position: 1.5 } }]);
    expect(planMove(rows, 'a', 'up', 2)).toEqual([]);
    expect(planMove(rows, 'c', 'down', 2)).toEqual([{ id: 'c', patch: { day: 2, position: 0 } }]);
    expect(planMove(rows, 'd', 'up', 2)).toEqual([{ id: 'd', patch: { day: 1, position: 4 } }]);
    expect(planMove(rows, 'd', 'down', 2)).toEqual([]);
  });

  it('renumbers the day when the neighbours leave no room', () => {
    const rows = [item('a', 1, 0, '08:00'), item('b', 1, 0, '09:00'), item('c', 1, 0, '10:00')];
    expect(planMove(rows, 'c', 'up', 1)).toEqual([
      { id: 'a', patch: { position: 1 } },
      { id: 'c', patch: { position: 2 } },
      { id: 'b', patch: { position: 3 } },
    ]);
  });
});

describe('patch schemas', () => {
  it('need at least one field and check each like the insert', () => {
    expect(updateExpenseSchema.safeParse({}).success).toBe(false);
    expect(updateExpenseSchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(updateExpenseSchema.parse({ description: ' Ramen ' })).toEqual({ description: 'Ramen' });
    expect(updateItineraryItemSchema.safeParse({}).success).toBe(false);
    expect(updateItineraryItemSchema.safeParse({ title: ' ' }).success).toBe(false);
    expect(updateItineraryItemSchema.parse({ day: 2, position: 1.5, time: null })).toEqual({
      day: 2,
      position: 1.5,
      time: null,
    });
  });

  it('merge an expense patch and check the split against the new amount', () => {
    const me = '00000000-0000-4000-8000-000000000001';
    const row = {
      tripId: '00000000-0000-4000-8000-000000000009',
      category: 'food' as const,
      amount: 1000,
      date: '2026-04-10',
      description: 'Ramen',
      currency: 'USD',
      rate: null,
      rateDate: null,
      rateSource: null,
      paidBy: me,
      split: { kind: 'exact' as const, shares: [{ userId: me, amount: 1000 }] },
      kind: 'expense' as const,
    };
    expect(mergeExpensePatch(row, { amount: 2000 })).toEqual({
      ok: false,
      message: SPLIT_TOTAL_MESSAGE,
    });
    const split = { kind: 'exact' as const, shares: [{ userId: me, amount: 2000 }] };
    expect(mergeExpensePatch(row, { amount: 2000, split })).toMatchObject({ ok: true });
    expect(mergeExpensePatch(row, { split: null })).toMatchObject({ ok: false });
  });
});
