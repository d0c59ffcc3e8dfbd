import { describe, expect, it } from 'vitest';
import { afterNextPaint } from './after-first-paint';

/** A window whose frames and timers run when the test says. */
function fakeWindow() {
  const frames = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const win = {
    requestAnimationFrame: (callback: () => void) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (callback: () => void) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (id: number) => timers.delete(id),
  } as unknown as Window;
  const run = (queue: Map<number, () => void>) => {
    const due = [...queue.values()];
    queue.clear();
    due.forEach((callback) => callback());
  };
  return { win, drawFrame: () => run(frames), runTimers: () => run(timers) };
}

describe('afterNextPaint', () => {
  it('runs in the task after the next frame, not before it is drawn', () => {
    const { win, drawFrame, runTimers } = fakeWindow();
    let ran = false;
    afterNextPaint(win, () => (ran = true));
    runTimers();
    expect(ran).toBe(false);
    drawFrame();
    expect(ran).toBe(false);
    runTimers();
    expect(ran).toBe(true);
  });

  it('does not run once cancelled, before or after the frame', () => {
    const early = fakeWindow();
    let ran = false;
    afterNextPaint(early.win, () => (ran = true))();
    early.drawFrame();
    early.runTimers();

    const late = fakeWindow();
    const cancel = afterNextPaint(late.win, () => (ran = true));
    late.drawFrame();
    cancel();
    late.runTimers();
    expect(ran).toBe(false);
  });
});
