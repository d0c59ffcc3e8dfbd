import { describe, expect, it, vi } from 'vitest';
import type { NotifyOptions } from '../../lib/toaster';
import {
  UPDATE_AVAILABLE_TITLE,
  UPDATING_TITLE,
  watchForUpdates,
  type UpdatableWorker,
} from './update-prompt';

type Listener = (event: { isUpdate?: boolean }) => void;

function fakeWorker() {
  const listeners = new Map<string, Set<Listener>>();
  const wb: UpdatableWorker & { fire(type: string, event?: { isUpdate?: boolean }): void } = {
    addEventListener: (type, l) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(l));
    },
    removeEventListener: (type, l) => {
      listeners.get(type)?.delete(l);
    },
    messageSkipWaiting: vi.fn(),
    fire: (type, event = {}) => listeners.get(type)?.forEach((l) => l(event)),
  };
  return wb;
}

function setup() {
  const wb = fakeWorker();
  const shown: NotifyOptions[] = [];
  const reload = vi.fn();
  const releaseOldWorker = vi.fn();
  const stop = watchForUpdates(wb, { notify: (o) => shown.push(o), reload, releaseOldWorker });
  return { wb, shown, reload, releaseOldWorker, stop };
}

describe('watchForUpdates', () => {
  it('offers a persistent Reload toast when a new version waits, and reloads only after the click', () => {
    const { wb, shown, reload, releaseOldWorker } = setup();
    wb.fire('waiting');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: UPDATE_AVAILABLE_TITLE, persistent: true });
    expect(shown[0]?.action?.label).toBe('Reload');
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(releaseOldWorker).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    shown[0]?.action?.onClick();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    // The worker in charge drops its own lookups, which would otherwise hold the switch.
    expect(releaseOldWorker).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    // Until the new worker takes over, the page says the update is under way, with no button.
    expect(shown[1]).toMatchObject({ title: UPDATING_TITLE, persistent: true });
    expect(shown[1]?.action).toBeUndefined();
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when the very first worker takes control', () => {
    const { wb, shown, reload } = setup();
    wb.fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(shown).toHaveLength(0);
  });

  it('asks, rather than reloads, when another tab activated the update', () => {
    const { wb, shown, reload } = setup();
    wb.fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    expect(shown[0]?.title).toBe(UPDATE_AVAILABLE_TITLE);
    shown[0]?.action?.onClick();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops listening when disposed', () => {
    const { wb, shown, stop } = setup();
    stop();
    wb.fire('waiting');
    expect(shown).toHaveLength(0);
  });
});
