import { publicUserSchema, type PublicUser } from '@shared/api/auth';

const KEY = 'wayfarer.lastUser';

/**
 * The last signed-in user, kept on the device so that an offline start still knows who is
 * signed in: a network failure is not a sign-out; only a 401 is.
 */
export interface LastUserStore {
  read(): PublicUser | null;
  write(user: PublicUser): void;
  clear(): void;
}

export function localLastUser(storage: Storage): LastUserStore {
  return {
    read() {
      const raw = storage.getItem(KEY);
      if (!raw) return null;
      try {
        return publicUserSchema.parse(JSON.parse(raw));
      } catch {
        storage.removeItem(KEY);
        return null;
      }
    },
    write: (user) => storage.setItem(KEY, JSON.stringify(user)),
    clear: () => storage.removeItem(KEY),
  };
}
