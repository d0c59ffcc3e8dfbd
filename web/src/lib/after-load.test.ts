import { describe, expect, it } from 'vitest';
import { afterLoadWhenIdle } from './after-load';

/** A window with a load event, an idle queue the test runs by hand, and a document state. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const events = new EventTarget();
  const idle: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: (task: () => void) => timers.push(task),
    clearTimeout: (id: number) => timers.splice(id - 1, 1),
    ...(withIdle
      ? {
          requestIdleCallback: (task: () => void) => idle.push(task),
          cancelIdleCallback: (id: number) => idle.splice(id - 1, 1),
        }
      : {}),
  };
  return {
    win: win as unknown as Window,
    load: () => events.dispatchEvent(new Event('load')),
    runIdle: () => idle.splice(0).forEach((task) => task()),
    runTimers: () => timers.splice(0).forEach((task) => task()),
  };
}

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const { win, load, runIdle } = fakeWindow('loading');
    let ran = 0;
    afterLoadWhenIdle(win, () => ran++);
    runIdle();
    expect(ran).toBe(0);
    load();
    expect(ran).toBe(0);
    runIdle();
    expect(ran).toBe(1);
  });

  it('only waits for idle time when the page has loaded already', () => {
    const { win, runIdle } = fakeWindow('complete');
    let ran = 0;
    afterLoadWhenIdle(win, () => ran++);
    runIdle();
    expect(ran).toBe(1);
  });

  it('falls back to a timer where there is no requestIdleCallback', () => {
    const { win, load, runTimers } = fakeWindow('interactive', false);
    let ran = 0;
    afterLoadWhenIdle(win, () => ran++);
    load();
    runTimers();
    expect(ran).toBe(1);
  });

  it('does nothing once cancelled, before or after the load event', () => {
    const before = fakeWindow('loading');
    const after = fakeWindow('loading');
    let ran = 0;
    afterLoadWhenIdle(before.win, () => ran++)();
    before.load();
    before.runIdle();
    const cancel = afterLoadWhenIdle(after.win, () => ran++);
    after.load();
    cancel();
    after.runIdle();
    expect(ran).toBe(0);
  });
});
