/** Chromium's scheduler.yield (2024): a task that runs before others queued after it. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task, so that the work before and after it are two tasks with the browser
 * free in between (input, a frame) rather than one long one. scheduler.yield where the browser
 * has it, else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
