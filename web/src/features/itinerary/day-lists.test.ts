import { describe, expect, it } from 'vitest';
import { dayDropId, dayOf, dropPlace, leftPlace, moveAcross, overPlace } from './day-lists';

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

  it('moves the dragged item into the day it is over, before that item', () => {
    expect(moveAcross(lists, 'b', 'd').get(2)).toEqual(['b', 'd']);
    expect(moveAcross(lists, 'b', 'd').get(1)).toEqual(['a', 'c']);
    expect(moveAcross(lists, 'a', dayDropId(3)).get(3)).toEqual(['a']);
    // Within its own day the sortable list does the moving.
    expect(moveAcross(lists, 'a', 'c')).toBe(lists);
  });

  it('says where a drop lands: the place of the item it is over, or alone on an empty day', () => {
    expect(dropPlace(lists, 'a', 'c')).toEqual({ day: 1, index: 2, count: 3 });
    expect(dropPlace(lists, 'c', 'c')).toEqual({ day: 1, index: 2, count: 3 });
    const moved = moveAcross(lists, 'a', dayDropId(3));
    expect(dropPlace(moved, 'a', dayDropId(3))).toEqual({ day: 3, index: 0, count: 1 });
    expect(dropPlace(lists, 'a', 'd')).toBeNull();
  });

  it('keeps the room an item left on its day once it is carried onto another', () => {
    expect(leftPlace(lists, lists, 'b')).toBeNull();
    const away = moveAcross(lists, 'b', 'd');
    expect(leftPlace(lists, away, 'b')).toEqual({ day: 1, index: 1 });
    // The only item of its day: the room is the empty day's.
    const alone = moveAcross(lists, 'd', 'a');
    expect(leftPlace(lists, alone, 'd')).toEqual({ day: 2, index: 0 });
    // Carried back home, the day has it again.
    const back = moveAcross(away, 'b', 'a');
    expect(leftPlace(lists, back, 'b')).toBeNull();
    expect(leftPlace(lists, lists, 'x')).toBeNull();
  });

  it('says where the dragged item would land at each step, before the list has moved', () => {
    expect(overPlace(lists, 'b', 'd')).toEqual({ day: 2, index: 0, count: 2 });
    expect(overPlace(lists, 'b', dayDropId(3))).toEqual({ day: 3, index: 0, count: 1 });
    expect(overPlace(lists, 'a', 'c')).toEqual({ day: 1, index: 2, count: 3 });
    // Once carried over, it is over its own place, or another item of the day.
    const moved = moveAcross(lists, 'b', 'd');
    expect(overPlace(moved, 'b', 'b')).toEqual({ day: 2, index: 0, count: 2 });
    expect(overPlace(moved, 'b', 'd')).toEqual({ day: 2, index: 1, count: 2 });
    expect(overPlace(lists, 'a', 'x')).toBeNull();
  });
});
