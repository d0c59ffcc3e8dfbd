import { backoffDelay } from './backoff';

/** The server's change notifications (sync-server/src/routes/sync-events.ts). */
export const LIVE_UPDATES_URL = '/api/sync/events';
/** Reconnects back off from 1 s up to this. */
export const LIVE_RECONNECT_MAX_MS = 60_000;

/** What live updates use of an EventSource; the browser's own fits. */
export interface EventSourceLike {
  addEventListener(type: 'ready' | 'change' | 'error', listener: () => void): void;
  close(): void;
}

type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

export interface LiveUpdateTimers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface LiveUpdatesOptions {
  /** Something changed for this user, or may have while no stream was open: sync now. */
  onChange(): void;
  createEventSource?: (url: string) => EventSourceLike;
  isOnline?: () => boolean;
  /** Where `online` and `offline` come from. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  timers?: LiveUpdateTimers;
  random?: () => number;
  url?: string;
}

/** Looked up at each call, so fake timers installed later are the ones used. */
const globalTimers: LiveUpdateTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/**
 * Keeps one event stream open while the browser is online and calls `onChange` when the server
 * says something changed, and once after each (re)connect, since nothing announced the changes
 * made while no stream was open. Answers a function that closes everything.
 *
 * On an error the stream is closed here and reopened with full-jitter backoff (1 s doubling to a
 * minute, reset once the server says `ready`): the browser's own reconnect would retry every
 * 3 s forever, a load no server needs from thousands of devices during an outage. Offline, no
 * stream and no timer is left, so being offline costs nothing; `online` reconnects at once.
 */
export function startLiveUpdates(options: LiveUpdatesOptions): () => void {
  const url = options.url ?? LIVE_UPDATES_URL;
  const createEventSource =
    options.createEventSource ?? ((to: string) => new EventSource(to, { withCredentials: true }));
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const events = options.window ?? window;
  const timers = options.timers ?? globalTimers;
  const random = options.random ?? Math.random;

  let source: EventSourceLike | null = null;
  let reconnectTimer: TimerHandle | undefined;
  let failures = 0;
  let stopped = false;

  function cancelReconnect() {
    if (reconnectTimer === undefined) return;
    timers.clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
  }

  function disconnect() {
    source?.close();
    source = null;
  }

  function connect() {
    cancelReconnect();
    if (stopped || source || !isOnline()) return;
    const opened = createEventSource(url);
    source = opened;
    // A stream already closed may still deliver what it had queued; only the open one counts.
    const current = () => source === opened;
    opened.addEventListener('ready', () => {
      if (!current()) return;
      failures = 0;
      options.onChange();
    });
    opened.addEventListener('change', () => {
      if (current()) options.onChange();
    });
    opened.addEventListener('error', () => {
      if (!current()) return;
      disconnect();
      failures += 1;
      // Offline, `online` reconnects; a timer would only wake up to find no network.
      if (!isOnline()) return;
      reconnectTimer = timers.setTimeout(
        () => {
          reconnectTimer = undefined;
          connect();
        },
        backoffDelay(failures, random, LIVE_RECONNECT_MAX_MS),
      );
    });
  }

  const online = () => {
    failures = 0;
    connect();
  };
  const offline = () => {
    cancelReconnect();
    disconnect();
  };
  events.addEventListener('online', online);
  events.addEventListener('offline', offline);
  connect();

  return () => {
    stopped = true;
    events.removeEventListener('online', online);
    events.removeEventListener('offline', offline);
    cancelReconnect();
    disconnect();
  };
}

/** Starts live updates in a browser page; none where there is no EventSource (Node, workers). */
export function browserLiveUpdates(): ((onChange: () => void) => () => void) | undefined {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return undefined;
  return (onChange) => startLiveUpdates({ onChange });
}
