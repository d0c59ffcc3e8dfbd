import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_RECONNECT_MAX_MS,
  LIVE_UPDATES_URL,
  startLiveUpdates,
  type EventSourceLike,
} from './live-updates';

type EventName = 'ready' | 'change' | 'replaced' | 'error';

class FakeEventSource implements EventSourceLike {
  private readonly listeners = new Map<EventName, Array<() => void>>();
  closed = false;

  constructor(readonly url: string) {}

  addEventListener(type: EventName, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: EventName): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function setup({ online = true, random = () => 0.999 } = {}) {
  const sources: FakeEventSource[] = [];
  const browser = new EventTarget();
  const page = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const network = { online };
  const onChange = vi.fn();
  const stop = startLiveUpdates({
    onChange,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    isOnline: () => network.online,
    window: browser,
    document: page,
    random,
  });
  const latest = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('No event source was opened');
    return source;
  };
  const goOffline = () => {
    network.online = false;
    browser.dispatchEvent(new Event('offline'));
  };
  const goOnline = () => {
    network.online = true;
    browser.dispatchEvent(new Event('online'));
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { sources, onChange, stop, latest, goOffline, goOnline, network, setVisibility };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startLiveUpdates', () => {
  it('syncs once connected and on every change', () => {
    const { sources, onChange, latest, stop } = setup();
    expect(sources).toHaveLength(1);
    expect(latest().url).toBe(LIVE_UPDATES_URL);
    expect(onChange).not.toHaveBeenCalled();
    latest().emit('ready');
    expect(onChange).toHaveBeenCalledTimes(1);
    latest().emit('change');
    latest().emit('change');
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
  });

  it('closes the stream on an error and reconnects with growing, capped backoff', () => {
    const { sources, onChange, latest, stop } = setup({ random: () => 0.999 });
    for (const [attempt, delay] of [
      [1, 999],
      [2, 1998],
      [3, 3996],
    ] as const) {
      const failing = latest();
      failing.emit('error');
      expect(failing.closed, `attempt ${attempt}`).toBe(true);
      vi.advanceTimersByTime(delay - 1);
      expect(sources).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sources).toHaveLength(attempt + 1);
    }
    // Many failures later the wait stays under a minute.
    for (let i = 0; i < 10; i++) {
      latest().emit('error');
      vi.advanceTimersByTime(LIVE_RECONNECT_MAX_MS);
    }
    expect(sources).toHaveLength(14);
    latest().emit('error');
    vi.advanceTimersByTime(Math.floor(0.999 * LIVE_RECONNECT_MAX_MS) - 1);
    expect(sources).toHaveLength(14);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(15);
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('starts the backoff over once the server says ready, and syncs after reconnecting', () => {
    const { sources, onChange, latest, stop } = setup({ random: () => 0.999 });
    latest().emit('error');
    vi.advanceTimersByTime(999);
    latest().emit('error');
    vi.advanceTimersByTime(1998);
    expect(sources).toHaveLength(3);
    latest().emit('ready');
    expect(onChange).toHaveBeenCalledTimes(1);
    latest().emit('error');
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(4);
    stop();
  });

  it('ignores what a closed stream still delivers', () => {
    const { onChange, latest, stop } = setup();
    const old = latest();
    old.emit('error');
    old.emit('change');
    old.emit('ready');
    old.emit('error');
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(latest()).not.toBe(old);
    stop();
  });

  it('holds no stream and no timer while offline, and reconnects at once when online', () => {
    const { sources, onChange, latest, goOffline, goOnline, stop } = setup({ online: false });
    expect(sources).toHaveLength(0);
    goOnline();
    expect(sources).toHaveLength(1);
    latest().emit('ready');

    goOffline();
    expect(latest().closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sources).toHaveLength(1);

    goOnline();
    expect(sources).toHaveLength(2);
    latest().emit('ready');
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
  });

  it('cancels a pending reconnect when the browser goes offline', () => {
    const { sources, latest, goOffline, goOnline, stop } = setup();
    latest().emit('error');
    expect(vi.getTimerCount()).toBe(1);
    goOffline();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(LIVE_RECONNECT_MAX_MS);
    expect(sources).toHaveLength(1);
    goOnline();
    expect(sources).toHaveLength(2);
    stop();
  });

  it('does not schedule a reconnect for an error seen while the browser is offline', () => {
    const { sources, latest, network, goOnline, stop } = setup();
    // The stream drops a moment before the browser fires `offline`.
    network.online = false;
    latest().emit('error');
    expect(latest().closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    goOnline();
    expect(sources).toHaveLength(2);
    stop();
  });

  it('opens only one stream however often the browser says online', () => {
    const { sources, goOnline, stop } = setup();
    goOnline();
    goOnline();
    expect(sources).toHaveLength(1);
    stop();
  });

  it('leaves a replaced stream closed until the page is shown again or comes online', () => {
    const { sources, latest, setVisibility, goOffline, goOnline, stop } = setup();
    latest().emit('ready');
    const replaced = latest();
    replaced.emit('replaced');
    replaced.emit('error'); // The server then ends the connection.
    expect(replaced.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sources).toHaveLength(1);
    setVisibility('hidden');
    expect(sources).toHaveLength(1);
    setVisibility('visible');
    expect(sources).toHaveLength(2);
    // Shown again while open or while waiting to reconnect: nothing more.
    setVisibility('visible');
    latest().emit('error');
    setVisibility('visible');
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(3);
    latest().emit('replaced');
    goOffline();
    goOnline();
    expect(sources).toHaveLength(4);
    stop();
  });

  it('keeps two tabs over the server limit from pushing each other out forever', () => {
    // A server that allows one stream per session: a new one replaces the open one.
    const open: FakeEventSource[] = [];
    let opened = 0;
    const server = (url: string) => {
      opened += 1;
      for (const old of open.splice(0)) {
        old.emit('replaced');
        old.emit('error');
      }
      const source = new FakeEventSource(url);
      open.push(source);
      setTimeout(() => source.emit('ready'), 50);
      return source;
    };
    const tab = () =>
      startLiveUpdates({
        onChange: () => {},
        createEventSource: server,
        isOnline: () => true,
        window: new EventTarget(),
        document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
        random: () => 0.5,
      });
    const stops = [tab(), tab()];
    vi.advanceTimersByTime(30 * 60_000);
    expect(opened).toBe(2);
    for (const stop of stops) stop();
  });

  it('closes everything when stopped, and then ignores online', () => {
    const { sources, latest, goOnline, stop } = setup();
    latest().emit('error');
    stop();
    expect(latest().closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    goOnline();
    vi.advanceTimersByTime(LIVE_RECONNECT_MAX_MS);
    expect(sources).toHaveLength(1);

    const second = setup();
    second.stop();
    expect(second.latest().closed).toBe(true);
  });
});
