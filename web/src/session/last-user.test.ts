import { describe, expect, it } from 'vitest';
import { publicUserSchema, type PublicUser } from '@shared/api/auth';
import { LAST_USER_KEY, isRememberedUser, localLastUser } from './last-user';

const ada: PublicUser = {
  id: '7c1f8f7e-3b0c-4a53-9a55-2d1b9e2f6a10',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00+02:00',
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('remembered user', () => {
  it('agrees with the shared schema on what a user is', () => {
    const values: unknown[] = [
      ada,
      { ...ada, email: null, firstName: null },
      { ...ada, id: 'not-a-uuid' },
      { ...ada, username: 7 },
      { ...ada, email: undefined },
      { ...ada, lastName: 3 },
      { ...ada, createdAt: 'yesterday' },
      { ...ada, updatedAt: null },
      { username: 'ada' },
      null,
      'ada',
      [ada],
    ];
    for (const value of values) {
      expect(isRememberedUser(value), JSON.stringify(value)).toBe(
        publicUserSchema.safeParse(value).success,
      );
    }
  });

  it('reads back what was written, and forgets what it cannot read', () => {
    const storage = memoryStorage();
    const last = localLastUser(storage);
    expect(last.read()).toBeNull();
    last.write(ada);
    expect(last.read()).toEqual(ada);

    storage.setItem(LAST_USER_KEY, '{not json');
    expect(last.read()).toBeNull();
    expect(storage.getItem(LAST_USER_KEY)).toBeNull();

    storage.setItem(LAST_USER_KEY, JSON.stringify({ ...ada, id: 42 }));
    expect(last.read()).toBeNull();
    expect(storage.getItem(LAST_USER_KEY)).toBeNull();
  });
});
