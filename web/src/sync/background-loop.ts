import { backoffDelay } from './backoff';
import { SyncFailure } from './sync-failure';

/** Why the last round stopped short: no connection, or the server failing (retried). */
export type LoopBlocked = 'offline' | 'error' | null;

export interface BackgroundLoopDeps {
  /** The Web Lock's name: one tab at a time does the work for this traveller. */
  lockName: string;
  /** Said in the console when a round fails with something other than a sync failure. */
  what: string;
  /** One round of work; it throws to stop short, and watches `signal` to stop early. */
  round: (signal: AbortSignal) => Promise<void>;
  /** Told when a round ends: null after a whole round, else why it stopped short. */
  onBlocked: (blocked: LoopBlocked) => void;
  /** Called on `start` after a `stop`, with the new signal (to build what hangs on it). */
  onRestart?: (signal: AbortSignal) => void;
  random?: (() => number) | undefined;
  /** Web Locks, so one tab works at a time; absent where the browser has none. */
  locks?: Pick<LockManager, 'request'> | undefined;
  /** Where `online` comes from; absent outside a browser. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

export interface BackgroundLoop {
  /** The signal of the current start; aborted by `stop`. */
  readonly signal: AbortSignal;
  start(): void;
  stop(): void;
  /** One round at a time: a call during a round runs another after it. */
  run(): Promise<void>;
  /** Forgets past failures (the traveller asked again), so the next retry is not delayed. */
  resetFailures(): void;
}

/**
 * The loop the documents' transfers and the street packs share, beside the outbox: rounds of
 * work that run after each sync, on `online` and on their own backoff after a failure, one at a
 * time in one tab. A lost session or a required update stops it quietly: the sync engine is the
 * one that tells the traveller, and the next sign-in starts it again.
 */
export function createBackgroundLoop(deps: BackgroundLoopDeps): BackgroundLoop {
  const random = deps.random ?? Math.random;
  const locks = 'locks' in deps ? deps.locks : globalThis.navigator?.locks;
  const win = 'window' in deps ? deps.window : globalThis.window;
  let stopper = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;
  const cleanups: Array<() => void> = [];

  async function once(): Promise<boolean> {
    try {
      await deps.round(stopper.signal);
      failures = 0;
      deps.onBlocked(null);
      return true;
    } catch (error) {
      if (stopper.signal.aborted) return false;
      const failure = error instanceof SyncFailure ? error : null;
      if (!failure) console.error(`${deps.what} failed unexpectedly`, error);
      if (failure?.kind === 'unauthorized' || failure?.kind === 'update-required') return false;
      deps.onBlocked(failure?.kind === 'offline' ? 'offline' : 'error');
      failures += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void run(), backoffDelay(failures, random));
      return false;
    }
  }

  async function withLock(task: () => Promise<boolean>): Promise<boolean> {
    if (!locks) return task();
    // Another tab doing the work already; this one need not queue behind it.
    return await locks.request(deps.lockName, { ifAvailable: true }, (lock) =>
      lock ? task() : Promise.resolve(true),
    );
  }

  function run(): Promise<void> {
    if (stopper.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let ok = true;
        do {
          again = false;
          ok = await withLock(once);
        } while (ok && again && !stopper.signal.aborted);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function online() {
    failures = 0;
    void run();
  }

  return {
    get signal() {
      return stopper.signal;
    },
    start() {
      if (listening) return;
      listening = true;
      if (stopper.signal.aborted) {
        stopper = new AbortController();
        deps.onRestart?.(stopper.signal);
      }
      if (win) {
        win.addEventListener('online', online);
        cleanups.push(() => win.removeEventListener('online', online));
      }
      void run();
    },
    stop() {
      listening = false;
      stopper.abort();
      clearTimeout(retryTimer);
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    run,
    resetFailures() {
      failures = 0;
    },
  };
}
