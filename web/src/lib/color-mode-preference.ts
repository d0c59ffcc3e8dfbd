import { useSyncExternalStore } from 'react';
import type { ColorMode } from './use-color-mode';

/** What the traveller chose in Profile: follow the device's setting, or keep one mode. */
export type ColorModePreference = 'system' | 'light' | 'dark';

export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/**
 * Where the choice is kept, on this device only (it is a device's matter, like its system
 * setting; not synced). `public/color-mode.js` reads the same key before the first paint.
 */
export const COLOR_MODE_STORAGE_KEY = 'wayfarer.colorMode';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Anything stored that is not a known choice (absent, edited by hand) means 'system'. */
export function parseColorModePreference(stored: string | null): ColorModePreference {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The mode drawn: the choice, or the device's when the choice is 'system'. */
export function resolveColorMode(pref: ColorModePreference, systemDark: boolean): ColorMode {
  if (pref === 'system') return systemDark ? 'dark' : 'light';
  return pref;
}

/**
 * Chakra's semantic tokens (and `useColorMode`, and the map) follow the `dark` class on the root
 * element; the static stylesheet holds both modes' values.
 */
export function applyColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.toggle('dark', mode === 'dark');
}

function storedPreference(): ColorModePreference {
  try {
    return parseColorModePreference(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    // Storage can be refused (private modes, blocked site data): the system decides then.
    return 'system';
  }
}

const listeners = new Set<() => void>();

/** Keeps the choice on this device and redraws at once in the mode it gives. */
export function setColorModePreference(pref: ColorModePreference): void {
  try {
    if (pref === 'system') window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, pref);
  } catch {
    // Not kept, but still applied for this visit.
  }
  applyColorMode(
    document.documentElement,
    resolveColorMode(pref, window.matchMedia(SYSTEM_DARK_QUERY).matches),
  );
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice: the same device, so the same look.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== COLOR_MODE_STORAGE_KEY && e.key !== null) return;
    applyColorMode(
      document.documentElement,
      resolveColorMode(storedPreference(), window.matchMedia(SYSTEM_DARK_QUERY).matches),
    );
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The traveller's choice, as kept on this device. */
export function useColorModePreference(): ColorModePreference {
  return useSyncExternalStore(subscribe, storedPreference, () => 'system');
}
