import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/**
 * What a dragged row is over: the row (or empty day) under the pointer, as a hand means it; with
 * no pointer (the keyboard) or between rows, the nearest one's centre. A row held by its handle
 * (near its top) can be tall, with a description or a warning: its middle then sits over a row
 * further down than the one the hand points at.
 */
export const pointerFirst: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};
