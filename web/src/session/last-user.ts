import type { PublicUser } from '@shared/api/auth';

/** Also read by first-load-preload.js, before the app runs. */
export const LAST_USER_KEY = 'wayfarer.lastUser';

/**
 * The last signed-in user, kept on the device so that an offline start still knows who is
 * signed in: a network failure is not a sign-out; only a 401 is.
 */
export interface LastUserStore {
  read(): PublicUser | null;
  write(user: PublicUser): void;
  clear(): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NULLABLE_TEXT = ['email', 'firstName', 'lastName', 'profileImageUrl'] as const;
const INSTANTS = ['createdAt', 'updatedAt'] as const;

/**
 * Whether a stored value has the shape of a `PublicUser`. Written by hand instead of with the
 * shared zod schema because it runs before the first paint, and zod would add about 20 KB
 * (gzipped) to every first load. Only values this app wrote after parsing a server answer with
 * that schema are expected here, and the server checks the session right after start anyway;
 * the test keeps this check in step with the schema.
 */
export function isRememberedUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    UUID.test(user.id) &&
    typeof user.username === 'string' &&
    NULLABLE_TEXT.every((key) => user[key] === null || typeof user[key] === 'string') &&
    INSTANTS.every((key) => {
      const at = user[key];
      return typeof at === 'string' && !Number.isNaN(Date.parse(at));
    })
  );
}

export function localLastUser(storage: Storage): LastUserStore {
  return {
    read() {
      const raw = storage.getItem(LAST_USER_KEY);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isRememberedUser(parsed)) return parsed;
      } catch {
        // Not JSON: forgotten below like any other unreadable value.
      }
      storage.removeItem(LAST_USER_KEY);
      return null;
    },
    write: (user) => storage.setItem(LAST_USER_KEY, JSON.stringify(user)),
    clear: () => storage.removeItem(LAST_USER_KEY),
  };
}
