import { describe, expect, it, vi } from 'vitest';
import { ChangeHub } from './change-hub';

describe('ChangeHub', () => {
  it("calls each listener of the named users once, and nobody else's", () => {
    const hub = new ChangeHub();
    const calls: string[] = [];
    hub.subscribe('alice', () => calls.push('alice phone'));
    hub.subscribe('alice', () => calls.push('alice laptop'));
    hub.subscribe('bob', () => calls.push('bob'));
    hub.notifyUsers(['alice', 'alice']);
    expect(calls).toEqual(['alice phone', 'alice laptop']);
    hub.notifyUsers(new Set(['bob', 'carol']));
    expect(calls).toEqual(['alice phone', 'alice laptop', 'bob']);
  });

  it('forgets a listener once unsubscribed, and counts connections', () => {
    const hub = new ChangeHub();
    const listener = vi.fn();
    const first = hub.subscribe('alice', listener);
    const second = hub.subscribe('alice', listener);
    hub.subscribe('bob', () => {});
    expect(hub.connectionCount).toBe(3);
    first();
    first(); // A second call must not remove the other subscription of the same function.
    expect(hub.connectionCount).toBe(2);
    hub.notifyUsers(['alice']);
    expect(listener).toHaveBeenCalledTimes(1);
    second();
    hub.notifyUsers(['alice']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hub.connectionCount).toBe(1);
  });

  it('keeps calling the others when a listener throws, and logs it', () => {
    const hub = new ChangeHub();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    hub.subscribe('alice', () => {
      throw new Error('stream gone');
    });
    hub.subscribe('alice', after);
    hub.notifyUsers(['alice']);
    expect(after).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('A change listener failed', expect.anything());
    logged.mockRestore();
  });

  it('lets a listener unsubscribe itself while being notified', () => {
    const hub = new ChangeHub();
    const later = vi.fn();
    const stop = hub.subscribe('alice', () => stop());
    hub.subscribe('alice', later);
    hub.notifyUsers(['alice']);
    expect(later).toHaveBeenCalledTimes(1);
    expect(hub.connectionCount).toBe(1);
  });

  it('signals closing once closed', () => {
    const hub = new ChangeHub();
    expect(hub.closing.aborted).toBe(false);
    hub.close();
    expect(hub.closing.aborted).toBe(true);
  });
});
