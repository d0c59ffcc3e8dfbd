import { describe, expect, it } from 'vitest';
import { erasePersonalStorage, TRIP_TAB_KEY_PREFIX } from './personal-storage';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

describe('erasePersonalStorage', () => {
  it("removes every trip's remembered tab, side by side, and keeps the device's own settings", () => {
    const storage = memoryStorage({
      [`${TRIP_TAB_KEY_PREFIX}trip-1`]: 'money',
      [`${TRIP_TAB_KEY_PREFIX}trip-2`]: 'documents',
      [`${TRIP_TAB_KEY_PREFIX}trip-3`]: 'info',
      'wayfarer.colorMode': 'dark',
    });
    erasePersonalStorage(storage);
    expect(storage.keys()).toEqual(['wayfarer.colorMode']);
  });

  it('does nothing where there is no storage', () => {
    expect(() => erasePersonalStorage(undefined)).not.toThrow();
  });
});
