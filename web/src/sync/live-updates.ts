import { backoffDelay } from './backoff';

/** The server's change notifications (sync-server/src/routes/sync-events.ts). */
export const LIVE_UPDATES_URL = '/api/sync/events';
/** Reconnects back off from 1 s up to this. */
export const LIVE_RECONNECT_MAX_MS = 60_000;

/** What live updates use of an EventSource; the browser's own fits. */
export interface EventSourceLike {
  addEventListener(type: 'ready' | 'change' | 'replaced' | 'error', listener: () => void): void;
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
  /** Where `visibilitychange` comes from: a replaced stream reconnects when the page shows. */
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
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
 *
 * The server holds a limited number of streams per session and account, and closes the oldest
 * to make room, saying `replaced` first. A replaced stream is not reconnected on a timer: with
 * more tabs open than the limit, each would push another out, forever. It reconnects when its
 * page is shown again (the traveller is looking at it; the stream it replaces then is most likely
 * a hidden tab's) or the browser comes back online. Meanwhile the engine's other triggers sync.
 */
export function startLiveUpdates(options: LiveUpdatesOptions): () => void {
  const url = options.url ?? LIVE_UPDATES_URL;
  const createEventSource =
    options.createEventSource ?? ((to: string) => new EventSource(to, { withCredentials: true }));
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const events = options.window ?? window;
  // Absent where there is no page (tests in Node); then only `online` reconnects a replaced stream.
  const page = options.document ?? (typeof document === 'undefined' ? undefined : document);
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
    opened.addEventListener('replaced', () => {
      if (!current()) return;
      // Closed here, before the connection ends: an error would reconnect it on a timer.
      disconnect();
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
  // A stream neither open nor waiting to reconnect was replaced: shown again, it takes a place.
  const visibility = () => {
    if (page?.visibilityState !== 'visible' || source || reconnectTimer !== undefined) return;
    failures = 0;
    connect();
  };
  events.addEventListener('online', online);
  events.addEventListener('offline', offline);
  page?.addEventListener('visibilitychange', visibility);
  connect();

  return () => {
    stopped = true;
    events.removeEventListener('online', online);
    events.removeEventListener('offline', offline);
    page?.removeEventListener('visibilitychange', visibility);
    cancelReconnect();
    disconnect();
  };
}

/** Starts live updates in a browser page; none where there is no EventSource (Node, workers). */
export function browserLiveUpdates(): ((onChange: () => void) => () => void) | undefined {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return undefined;
  return (onChange) => startLiveUpdates({ onChange });
}
