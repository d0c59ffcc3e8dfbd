import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `then` once the browser has drawn the frame that follows this call: a frame callback
 * runs just before the frame is drawn, and a task queued from it runs after. Returns a function
 * that cancels it if it has not run yet.
 */
export function afterNextPaint(win: Window, then: () => void): () => void {
  let timer: number | undefined;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(then, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

/**
 * false on a screen's first render, true once that render has been drawn: what is below the fold
 * mounts then, as a transition (React renders it in slices and lets the browser breathe in
 * between), so that the first draw shows what the traveller opened the screen for sooner.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(window, () => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
