import { describe, expect, it } from 'vitest';
import { dayDropId, dayOf, dropPlace, moveAcross } from './day-lists';

const lists = new Map([
  [1, ['a', 'b', 'c']],
  [2, ['d']],
  [3, []],
]);

describe('day lists while dragging', () => {
  it('finds the day of an item and of an empty day', () => {
    expect(dayOf(lists, 'b')).toBe(1);
    expect(dayOf(lists, dayDropId(3))).toBe(3);
    expect(dayOf(lists, dayDropId(9))).toBeNull();
    expect(dayOf(lists, 'x')).toBeNull();
  });

  it('moves the dragged item into the day it is over, before or after that item', () => {
    expect(moveAcross(lists, 'b', 'd', false).get(2)).toEqual(['b', 'd']);
    expect(moveAcross(lists, 'b', 'd', true).get(2)).toEqual(['b', 'd'].reverse());
    expect(moveAcross(lists, 'b', 'd', true).get(1)).toEqual(['a', 'c']);
    expect(moveAcross(lists, 'a', dayDropId(3), false).get(3)).toEqual(['a']);
    // Within its own day the sortable list does the moving.
    expect(moveAcross(lists, 'a', 'c', false)).toBe(lists);
  });

  it('says where a drop lands: the place of the item it is over, or alone on an empty day', () => {
    expect(dropPlace(lists, 'a', 'c')).toEqual({ day: 1, index: 2, count: 3 });
    expect(dropPlace(lists, 'c', 'c')).toEqual({ day: 1, index: 2, count: 3 });
    const moved = moveAcross(lists, 'a', dayDropId(3), false);
    expect(dropPlace(moved, 'a', dayDropId(3))).toEqual({ day: 3, index: 0, count: 1 });
    expect(dropPlace(lists, 'a', 'd')).toBeNull();
  });
});
