import { describe, expect, it } from 'vitest';
import {
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  parseColorModePreference,
  resolveColorMode,
} from './color-mode-preference';
// The start script's text, read through the bundler as other tests read sources.
import startScript from '../../public/color-mode.js?raw';

describe('the colour mode preference', () => {
  it('reads only a known choice; anything else follows the system', () => {
    expect(parseColorModePreference('dark')).toBe('dark');
    expect(parseColorModePreference('light')).toBe('light');
    expect(parseColorModePreference(null)).toBe('system');
    expect(parseColorModePreference('system')).toBe('system');
    expect(parseColorModePreference('DARK')).toBe('system');
  });

  it("follows the device's setting only while the choice is 'system'", () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

/** Runs public/color-mode.js as the browser would before the first paint; says if it set dark. */
function runStartScript(stored: string | null, systemDark: boolean): boolean {
  const classes = new Set<string>();
  const window = {
    matchMedia: () => ({ matches: systemDark, addEventListener: () => {} }),
    localStorage: {
      getItem: (key: string) => (key === COLOR_MODE_STORAGE_KEY ? stored : null),
    },
  };
  const document = {
    documentElement: {
      classList: {
        toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      },
    },
  };
  // Run as the browser runs a classic script, with only these two globals in reach.
  new Function('window', 'document', startScript)(window, document);
  return classes.has('dark');
}

describe('the start script that applies the mode before the first paint', () => {
  it('applies the same rule as the app, for every choice and device setting', () => {
    for (const stored of [...COLOR_MODE_PREFERENCES, null, 'junk']) {
      for (const systemDark of [true, false]) {
        const expected = resolveColorMode(parseColorModePreference(stored), systemDark) === 'dark';
        expect(runStartScript(stored, systemDark), `${stored} / ${systemDark}`).toBe(expected);
      }
    }
  });
});
