import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundLoop, type LoopBlocked } from './background-loop';
import { SyncFailure } from './sync-failure';

afterEach(() => {
  vi.useRealTimers();
});

function loopWith(round: (signal: AbortSignal) => Promise<void>) {
  const blocked: LoopBlocked[] = [];
  const loop = createBackgroundLoop({
    lockName: 'test',
    what: 'Test work',
    round,
    onBlocked: (b) => blocked.push(b),
    random: () => 0.5,
    locks: undefined,
    window: undefined,
  });
  return { loop, blocked };
}

describe('the background loop', () => {
  it('runs one round at a time, and one more after a call made during a round', async () => {
    let release = () => {};
    let rounds = 0;
    const { loop } = loopWith(async () => {
      rounds += 1;
      if (rounds === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = loop.run();
    const second = loop.run();
    const third = loop.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    release();
    await first;
    expect(rounds).toBe(2);
  });

  it('says it is offline, retries on its own backoff, and clears once a round goes through', async () => {
    vi.useFakeTimers();
    let fail = true;
    const { loop, blocked } = loopWith(async () => {
      if (fail) throw new SyncFailure('offline', 'no connection');
    });
    await loop.run();
    expect(blocked).toEqual(['offline']);
    fail = false;
    await vi.runOnlyPendingTimersAsync();
    expect(blocked).toEqual(['offline', null]);
  });

  it('stops quietly on a lost session: the sync engine tells the traveller', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    const { loop, blocked } = loopWith(async () => {
      rounds += 1;
      throw new SyncFailure('unauthorized', 'signed out');
    });
    await loop.run();
    await vi.runOnlyPendingTimersAsync();
    expect(rounds).toBe(1);
    expect(blocked).toEqual([]);
  });

  it('runs nothing once stopped, and again with a new signal when started again', async () => {
    const signals: AbortSignal[] = [];
    const { loop } = loopWith(async (signal) => {
      signals.push(signal);
    });
    loop.stop();
    await loop.run();
    expect(signals).toHaveLength(0);
    loop.start();
    await loop.run();
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((s) => !s.aborted)).toBe(true);
    loop.stop();
  });
});
