import { describe, expect, it } from 'vitest';
import { planPlace } from './item-order';

const item = (id: string, day: number, position: number) => ({
  id,
  day,
  time: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  position,
});

describe('planPlace (drag and drop)', () => {
  const rows = [item('a', 1, 1), item('b', 1, 2), item('c', 1, 3), item('d', 2, 1)];

  it('drops within a day with one midpoint write', () => {
    expect(planPlace(rows, 'c', 1, 0)).toEqual([{ id: 'c', patch: { position: 0 } }]);
    expect(planPlace(rows, 'a', 1, 1)).toEqual([{ id: 'a', patch: { position: 2.5 } }]);
    expect(planPlace(rows, 'a', 1, 2)).toEqual([{ id: 'a', patch: { position: 4 } }]);
  });

  it('drops onto another day, at its start, between, at its end, or on an empty day', () => {
    expect(planPlace(rows, 'b', 2, 0)).toEqual([{ id: 'b', patch: { day: 2, position: 0 } }]);
    expect(planPlace(rows, 'd', 1, 1)).toEqual([{ id: 'd', patch: { day: 1, position: 1.5 } }]);
    expect(planPlace(rows, 'b', 2, 9)).toEqual([{ id: 'b', patch: { day: 2, position: 2 } }]);
    expect(planPlace(rows, 'b', 4, 0)).toEqual([{ id: 'b', patch: { day: 4, position: 0 } }]);
  });

  it('writes nothing for a drop where it already was, or for an unknown item', () => {
    expect(planPlace(rows, 'b', 1, 1)).toEqual([]);
    expect(planPlace(rows, 'x', 1, 0)).toEqual([]);
  });

  it('numbers the day afresh when neighbours share a position (rows from before ordering)', () => {
    const old = [item('a', 1, 0), item('b', 1, 0), item('c', 1, 0)];
    expect(planPlace(old, 'c', 1, 1)).toEqual([
      { id: 'a', patch: { position: 1 } },
      { id: 'c', patch: { position: 2 } },
      { id: 'b', patch: { position: 3 } },
    ]);
  });
});
