/**
 * A sign-out made while the server could not be reached. The device signs out at once (the
 * traveller may be leaving a shared computer), but the session cookie, which the page cannot
 * read or remove, stays valid until the server is told: until then the app must not take that
 * cookie's user back as signed in. The session store tells the server on its next check.
 */
export const PENDING_SIGN_OUT_KEY = 'wayfarer.signOutPending';

export interface PendingSignOutStore {
  isPending(): boolean;
  mark(): void;
  clear(): void;
}

export function localPendingSignOut(storage: Storage): PendingSignOutStore {
  return {
    isPending: () => storage.getItem(PENDING_SIGN_OUT_KEY) !== null,
    mark: () => storage.setItem(PENDING_SIGN_OUT_KEY, new Date().toISOString()),
    clear: () => storage.removeItem(PENDING_SIGN_OUT_KEY),
  };
}
