import { createStore } from 'zustand/vanilla';
import type { LoginBody, PublicUser, RegisterBody } from '@shared/api/auth';
import { NetworkError } from '../lib/api-client';
import type { AuthApi } from './auth-api';
import type { LastUserStore } from './last-user';
import type { PendingSignOutStore } from './pending-sign-out';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionState {
  user: PublicUser | null;
  status: SessionStatus;
  /** True when the last check could not reach the server; the user shown is the remembered one. */
  unverified: boolean;
  refresh(): Promise<void>;
  login(body: LoginBody): Promise<PublicUser>;
  register(body: RegisterBody): Promise<PublicUser>;
  /**
   * Ends the session. Without an answer from the server the device signs out all the same and the
   * server is told at the next check (pending-sign-out.ts): `serverTold` is then false. Only a
   * refusal by the server throws.
   */
  logout(): Promise<{ serverTold: boolean }>;
  /** The server answered 401: show the app signed out (local data stays on the device). */
  expire(): void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(
  api: AuthApi,
  lastUser: LastUserStore,
  pendingSignOut: PendingSignOutStore,
) {
  const remembered = lastUser.read();
  /** Tells the server about a sign-out made offline; false while it still cannot be reached. */
  const finishPendingSignOut = async (): Promise<boolean> => {
    try {
      await api.logout();
    } catch (error) {
      if (error instanceof NetworkError) return false;
      // Refused (the session had expired anyway): nothing is left to end.
      console.error('Ending the session signed out offline failed', error);
    }
    pendingSignOut.clear();
    return true;
  };
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
        if (pendingSignOut.isPending()) {
          // Signed out on this device while offline: the cookie's session must not sign anyone
          // back in, whether or not the server can be told yet.
          await finishPendingSignOut();
          signOut();
          return;
        }
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
      async login(body) {
        if (pendingSignOut.isPending()) await finishPendingSignOut();
        return signIn(await api.login(body));
      },
      async register(body) {
        if (pendingSignOut.isPending()) await finishPendingSignOut();
        return signIn(await api.register(body));
      },
      async logout() {
        let serverTold = true;
        try {
          await api.logout();
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          pendingSignOut.mark();
          serverTold = false;
        }
        signOut();
        return { serverTold };
      },
      expire: signOut,
    };
  });
}
