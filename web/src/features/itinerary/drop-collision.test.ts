import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { pointerFirst } from './drop-collision';

type Args = Parameters<CollisionDetection>[0];

const rect = (top: number, height: number): ClientRect => ({
  top,
  height,
  bottom: top + height,
  left: 0,
  width: 300,
  right: 300,
});

// Day 1's last row, then Day 2's first two rows, a card's header further down.
const rects = new Map([
  ['a', rect(0, 80)],
  ['d', rect(200, 80)],
  ['e', rect(280, 80)],
]);
const containers = [...rects.keys()].map((id) => ({ id, disabled: false }) as DroppableContainer);

function over(args: Partial<Args>) {
  const all: Args = {
    active: { id: 'x' } as Args['active'],
    collisionRect: rect(0, 80),
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: null,
    ...args,
  };
  return pointerFirst(all)[0]?.id;
}

describe('what a dragged row is over', () => {
  it('is the row under the pointer, even while a tall row held is mostly over the next', () => {
    const tall = rect(190, 220);
    expect(over({ collisionRect: tall })).toBe('e');
    expect(over({ collisionRect: tall, pointerCoordinates: { x: 20, y: 215 } })).toBe('d');
  });

  it("is the nearest row's centre for the keyboard, or between rows", () => {
    expect(over({ collisionRect: rect(190, 80) })).toBe('d');
    expect(over({ collisionRect: rect(20, 80), pointerCoordinates: { x: 20, y: 140 } })).toBe('a');
  });
});
