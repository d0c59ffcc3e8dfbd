import { describe, expect, it } from 'vitest';
import { planListMove, planListPlace } from './list-order';

const items = [
  { id: 'a', position: 0 },
  { id: 'b', position: 1 },
  { id: 'c', position: 2 },
  { id: 'd', position: 3 },
];

describe('list order', () => {
  it('moves an item with one write, at the midpoint of its new neighbours', () => {
    expect(planListPlace(items, 'd', 1)).toEqual([{ id: 'd', position: 0.5 }]);
    expect(planListPlace(items, 'a', 3)).toEqual([{ id: 'a', position: 4 }]);
    expect(planListPlace(items, 'c', 0)).toEqual([{ id: 'c', position: -1 }]);
    expect(planListPlace(items, 'b', 2)).toEqual([{ id: 'b', position: 2.5 }]);
  });

  it('writes nothing when the item stays where it is, or is not there', () => {
    expect(planListPlace(items, 'b', 1)).toEqual([]);
    expect(planListPlace(items, 'z', 0)).toEqual([]);
    expect(planListMove(items, 'a', 'up')).toEqual([]);
    expect(planListMove(items, 'd', 'down')).toEqual([]);
  });

  it('moves up and down one place', () => {
    expect(planListMove(items, 'c', 'up')).toEqual([{ id: 'c', position: 0.5 }]);
    expect(planListMove(items, 'a', 'down')).toEqual([{ id: 'a', position: 1.5 }]);
  });

  it('numbers the list again when equal positions leave no room between', () => {
    const tied = [
      { id: 'a', position: 0 },
      { id: 'b', position: 0 },
      { id: 'c', position: 0 },
    ];
    // Ordered a, b, c by id; c between a and b, which share a position.
    expect(planListPlace(tied, 'c', 1)).toEqual([
      { id: 'c', position: 1 },
      { id: 'b', position: 2 },
    ]);
  });
});
