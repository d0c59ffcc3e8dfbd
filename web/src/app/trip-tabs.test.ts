import { describe, expect, it } from 'vitest';
import {
  parseTripTab,
  readRememberedTab,
  rememberTab,
  resolveTripTab,
  type TabStorage,
} from './trip-tabs';

function memoryStorage(): TabStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('the trip page tab', () => {
  it('opens on the plan when neither the address nor the device names a tab', () => {
    expect(resolveTripTab(null, null)).toBe('plan');
  });

  it('follows the address first, then what the device remembers for the trip', () => {
    expect(resolveTripTab('money', 'people')).toBe('money');
    expect(resolveTripTab(null, 'people')).toBe('people');
  });

  it('ignores names that are not tabs', () => {
    expect(parseTripTab('Money')).toBeNull();
    expect(parseTripTab('')).toBeNull();
    expect(resolveTripTab('settings', 'info')).toBe('info');
    expect(resolveTripTab('settings', 'nonsense')).toBe('plan');
  });

  it('remembers each trip on its own', () => {
    const storage = memoryStorage();
    rememberTab(storage, 'trip-a', 'money');
    rememberTab(storage, 'trip-b', 'documents');
    expect(readRememberedTab(storage, 'trip-a')).toBe('money');
    expect(readRememberedTab(storage, 'trip-b')).toBe('documents');
    expect(readRememberedTab(storage, 'trip-c')).toBeNull();
  });

  it('shows the plan when the device storage refuses', () => {
    const refusing: TabStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberTab(refusing, 'trip-a', 'money')).not.toThrow();
    expect(resolveTripTab(null, readRememberedTab(refusing, 'trip-a'))).toBe('plan');
    expect(readRememberedTab(undefined, 'trip-a')).toBeNull();
  });
});
