import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/api/auth';
import { ApiRequestError, NetworkError } from '../lib/api-client';
import type { AuthApi } from './auth-api';
import type { LastUserStore } from './last-user';
import type { PendingSignOutStore } from './pending-sign-out';
import { createSessionStore } from './session-store';

const ada: PublicUser = {
  id: '7c1f8f7e-3b0c-4a53-9a55-2d1b9e2f6a10',
  username: 'ada',
  email: null,
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function memoryLastUser(
  initial: PublicUser | null = null,
): LastUserStore & { value: PublicUser | null } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (u: PublicUser) => {
      store.value = u;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

function memoryPendingSignOut(pending = false): PendingSignOutStore & { pending: boolean } {
  const store = {
    pending,
    isPending: () => store.pending,
    mark: () => {
      store.pending = true;
    },
    clear: () => {
      store.pending = false;
    },
  };
  return store;
}

function api(currentUser: AuthApi['currentUser']): AuthApi {
  return {
    currentUser,
    login: async () => ada,
    register: async () => ada,
    logout: async () => {},
  };
}

describe('session store', () => {
  it('starts as the remembered user, before any network answer', () => {
    const store = createSessionStore(
      api(() => new Promise(() => {})),
      memoryLastUser(ada),
      memoryPendingSignOut(),
    );
    expect(store.getState()).toMatchObject({ user: ada, status: 'signed-in', unverified: true });
  });

  it('keeps the remembered user when the server cannot be reached', async () => {
    const last = memoryLastUser(ada);
    const store = createSessionStore(
      api(async () => Promise.reject(new NetworkError('offline'))),
      last,
      memoryPendingSignOut(),
    );
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ user: ada, status: 'signed-in', unverified: true });
    expect(last.value).toEqual(ada);
  });

  it('signs out only on a 401', async () => {
    const last = memoryLastUser(ada);
    const store = createSessionStore(
      api(async () => null),
      last,
      memoryPendingSignOut(),
    );
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ user: null, status: 'signed-out' });
    expect(last.value).toBeNull();
  });

  it('does not sign out on a server error', async () => {
    const store = createSessionStore(
      api(async () => Promise.reject(new ApiRequestError(500, 'boom', 'Internal Server Error'))),
      memoryLastUser(ada),
      memoryPendingSignOut(),
    );
    await store.getState().refresh();
    expect(store.getState().user).toEqual(ada);
  });

  it('remembers the user after login and forgets after logout', async () => {
    const last = memoryLastUser();
    const store = createSessionStore(
      api(async () => null),
      last,
      memoryPendingSignOut(),
    );
    expect(store.getState().status).toBe('checking');
    await store.getState().login({ username: 'ada', password: 'secret123' });
    expect(last.value).toEqual(ada);
    await store.getState().logout();
    expect(last.value).toBeNull();
    expect(store.getState().status).toBe('signed-out');
  });

  it('signs out offline at once, and tells the server at the next check online', async () => {
    const last = memoryLastUser(ada);
    const pending = memoryPendingSignOut();
    let online = false;
    const logouts: string[] = [];
    const store = createSessionStore(
      {
        ...api(async () => ada),
        logout: async () => {
          if (!online) throw new NetworkError('offline');
          logouts.push('sent');
        },
      },
      last,
      pending,
    );
    expect(await store.getState().logout()).toEqual({ serverTold: false });
    expect(store.getState()).toMatchObject({ user: null, status: 'signed-out' });
    expect(last.value).toBeNull();
    expect(pending.pending).toBe(true);

    // Still offline: nobody comes back signed in.
    await store.getState().refresh();
    expect(store.getState().user).toBeNull();
    expect(pending.pending).toBe(true);

    // Online: the cookie's session is ended instead of being taken back.
    online = true;
    await store.getState().refresh();
    expect(logouts).toEqual(['sent']);
    expect(pending.pending).toBe(false);
    expect(store.getState()).toMatchObject({ user: null, status: 'signed-out' });
  });
});
