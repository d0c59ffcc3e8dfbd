import { describe, expect, it, vi } from 'vitest';
import {
  backgroundSyncTag,
  requestBackgroundSync,
  userIdFromTag,
  watchForBackgroundSync,
} from './background-sync';
import { createSyncStateStore } from './sync-state';

function fakeRegistration(register = vi.fn(async (_tag: string) => undefined)) {
  const registration = { sync: { register } } as unknown as ServiceWorkerRegistration;
  const network = { offline: true };
  const deps = { ready: () => Promise.resolve(registration), isOffline: () => network.offline };
  return { register, deps, network };
}

describe('background sync tags', () => {
  it('name the user, and only our tags are read back', () => {
    expect(userIdFromTag(backgroundSyncTag('u-1'))).toBe('u-1');
    expect(userIdFromTag('workbox-background-sync:x')).toBeNull();
    expect(userIdFromTag(backgroundSyncTag(''))).toBeNull();
  });
});

describe('requestBackgroundSync', () => {
  it('registers the user tag where the API exists', async () => {
    const { register, deps } = fakeRegistration();
    expect(await requestBackgroundSync('u-1', deps)).toBe(true);
    expect(register).toHaveBeenCalledWith(backgroundSyncTag('u-1'));
  });

  it('does nothing without service workers or without the API', async () => {
    expect(await requestBackgroundSync('u-1', { ready: () => undefined })).toBe(false);
    const bare = { ready: () => Promise.resolve({} as ServiceWorkerRegistration) };
    expect(await requestBackgroundSync('u-1', bare)).toBe(false);
  });
});

describe('watchForBackgroundSync', () => {
  it('asks once changes are stuck on a device without network, not when synced', async () => {
    const state = createSyncStateStore();
    const { register, deps } = fakeRegistration();
    const stop = watchForBackgroundSync(state, 'u-1', deps);
    state.setState({ phase: 'syncing', queued: 2 });
    state.setState({ phase: 'idle', queued: 0 });
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    state.setState({ phase: 'offline', queued: 1 });
    state.setState({ phase: 'offline', queued: 2 });
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));
    stop();
    state.setState({ phase: 'offline', queued: 3 });
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('leaves server failures and failed requests on a connected device to the page backoff', async () => {
    // The browser would fire the event at once and a second flusher would race the page's retry.
    const state = createSyncStateStore();
    const { register, deps, network } = fakeRegistration();
    network.offline = false;
    const stop = watchForBackgroundSync(state, 'u-1', deps);
    state.setState({ phase: 'error', queued: 1 });
    state.setState({ phase: 'offline', queued: 2 });
    await Promise.resolve();
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    stop();
  });
});
