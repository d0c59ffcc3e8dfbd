import { describe, expect, it, vi } from 'vitest';
import { localBus } from '../../db/local-bus';
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

  it('delivers through the bus to the listeners of every hub on it, and stops when none listen', () => {
    // Two server processes on one database: a change made through one reaches the other's.
    const bus = localBus();
    const published = vi.spyOn(bus, 'publish');
    const subscribe = bus.subscribe.bind(bus);
    const stoppedListening = vi.fn();
    vi.spyOn(bus, 'subscribe').mockImplementation((listener) => {
      const subscription = subscribe(listener);
      return {
        listening: subscription.listening,
        stop: () => {
          stoppedListening();
          subscription.stop();
        },
      };
    });
    const here = new ChangeHub(bus);
    const there = new ChangeHub(bus);
    const calls: string[] = [];
    const stopHere = here.subscribe('alice', () => calls.push('alice here'));
    const stopThere = there.subscribe('alice', () => calls.push('alice there'));
    there.subscribe('bob', () => calls.push('bob there'));
    here.notifyUsers(['alice', 'alice', 'carol']);
    expect(published).toHaveBeenCalledExactlyOnceWith(['alice', 'carol']);
    // Each hub listens once, however many listeners it has.
    expect(bus.subscribe).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['alice here', 'alice there']);
    there.notifyUsers(['bob']);
    expect(calls).toEqual(['alice here', 'alice there', 'bob there']);
    // A hub with no listener left stops listening on the bus; the others still hear.
    stopHere();
    expect(stoppedListening).toHaveBeenCalledTimes(1);
    here.notifyUsers(['alice']);
    expect(calls).toEqual(['alice here', 'alice there', 'bob there', 'alice there']);
    stopThere();
    expect(there.connectionCount).toBe(1);
    expect(stoppedListening).toHaveBeenCalledTimes(1);
  });

  it('ends the oldest subscription of a session, then of an account, beyond the limits', () => {
    const hub = new ChangeHub(undefined, { perSession: 2, perAccount: 3 });
    const replaced: string[] = [];
    const heard: string[] = [];
    const open = (user: string, session: string, name: string) =>
      hub.subscribe(user, () => heard.push(name), {
        session,
        onReplaced: () => replaced.push(name),
      });
    open('alice', 'phone', 'phone 1');
    open('alice', 'phone', 'phone 2');
    open('bob', 'bobs', 'bob 1');
    const phone3 = open('alice', 'phone', 'phone 3');
    expect(replaced).toEqual(['phone 1']);
    open('alice', 'laptop', 'laptop 1');
    expect(replaced).toEqual(['phone 1']);
    open('alice', 'laptop', 'laptop 2');
    // Three for the account: the oldest of any session goes.
    expect(replaced).toEqual(['phone 1', 'phone 2']);
    expect(hub.connectionCount).toBe(4);
    hub.notifyUsers(['alice']);
    expect(heard).toEqual(['phone 3', 'laptop 1', 'laptop 2']);
    phone3();
    expect(hub.connectionCount).toBe(3);
  });

  it('keeps listening on the bus while a subscription takes the place of the last one', () => {
    const bus = localBus();
    const stop = vi.fn();
    vi.spyOn(bus, 'subscribe').mockReturnValue({ listening: Promise.resolve(), stop });
    const hub = new ChangeHub(bus, { perSession: 1, perAccount: 1 });
    const first = hub.subscribe('alice', () => {}, { session: 's' });
    hub.subscribe('alice', () => {}, { session: 's' });
    first(); // The replaced stream's own goodbye changes nothing.
    expect(stop).not.toHaveBeenCalled();
    expect(bus.subscribe).toHaveBeenCalledTimes(1);
    expect(hub.connectionCount).toBe(1);
  });

  it('signals closing once closed', () => {
    const hub = new ChangeHub();
    expect(hub.closing.aborted).toBe(false);
    hub.close();
    expect(hub.closing.aborted).toBe(true);
  });
});
