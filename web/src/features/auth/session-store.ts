import { createStore } from 'zustand/vanilla';
import type { LoginBody, PublicUser, RegisterBody } from '@shared/api/auth';
import { NetworkError } from '../../lib/api-client';
import type { AuthApi } from './auth-api';
import type { LastUserStore } from './last-user';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionState {
  user: PublicUser | null;
  status: SessionStatus;
  /** True when the last check could not reach the server; the user shown is the remembered one. */
  unverified: boolean;
  refresh(): Promise<void>;
  login(body: LoginBody): Promise<PublicUser>;
  register(body: RegisterBody): Promise<PublicUser>;
  logout(): Promise<void>;
  /** The server answered 401: show the app signed out (local data stays on the device). */
  expire(): void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(api: AuthApi, lastUser: LastUserStore) {
  const remembered = lastUser.read();
  return createStore<SessionState>()((set) => {
    const signIn = (user: PublicUser) => {
      lastUser.write(user);
      set({ user, status: 'signed-in', unverified: false });
      return user;
    };
    const signOut = () => {
      lastUser.clear();
      set({ user: null, status: 'signed-out', unverified: false });
    };
    return {
      user: remembered,
      // A remembered user is shown at once, so an offline start never flashes a sign-in prompt.
      status: remembered ? 'signed-in' : 'checking',
      unverified: remembered !== null,
      async refresh() {
        try {
          const user = await api.currentUser();
          if (user) signIn(user);
          else signOut();
        } catch (error) {
          if (!(error instanceof NetworkError)) console.error('Checking the session failed', error);
          // Unreachable server: keep whoever was signed in; nobody is signed out by a lost signal.
          set((s) => ({ status: s.user ? 'signed-in' : 'signed-out', unverified: true }));
        }
      },
      login: async (body) => signIn(await api.login(body)),
      register: async (body) => signIn(await api.register(body)),
      async logout() {
        await api.logout();
        signOut();
      },
      expire: signOut,
    };
  });
}
