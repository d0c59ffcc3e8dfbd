import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BodyGuard } from './body-guard';

describe('BodyGuard', () => {
  it('knows the body from code running beside it', async () => {
    const guard = new BodyGuard();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: boolean[] = [];
    const body = guard.run(async () => {
      seen.push(guard.inside);
      await held;
      seen.push(guard.inside);
    });
    await sleep(1);
    // A request served while the body waits is not inside it.
    expect(guard.inside).toBe(false);
    release();
    await body;
    expect(seen).toEqual([true, true]);
  });

  it('ends the context with the body, also for what the body left behind', async () => {
    const guard = new BodyGuard();
    let later: Promise<boolean> | undefined;
    await guard.run(async () => {
      later = sleep(5).then(() => guard.inside);
    });
    // The timer was set inside the body but fires after it: the lock is free by then, so the
    // callback is outside. Without disabling the storage it would still count as inside.
    expect(await later).toBe(false);
  });

  it('tracks the next body after one has failed', async () => {
    const guard = new BodyGuard();
    await expect(
      guard.run(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await guard.run(async () => guard.inside)).toBe(true);
    expect(guard.inside).toBe(false);
  });
});
