import createCache from '@emotion/cache';
import { css as serializeStyles } from '@emotion/react';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { withoutRuntimeGlobalCss } from './static-global-css';
import { appSystem } from './theme';

const system = appSystem();

/**
 * The global CSS exactly as Emotion would insert it at run time: the same serializer and the
 * same stylis plugins (outside a browser, Emotion's cache returns the compiled rules instead of
 * inserting them).
 */
function compiledGlobalCss(): string {
  const cache = createCache({ key: 'css' });
  const rules = cache.insert('', serializeStyles(system._global), cache.sheet, false);
  if (typeof rules !== 'string') throw new Error('Emotion returned no rules outside a browser');
  return `${system.layers.atRule}\n${rules}`;
}

/** As the repository keeps it: formatted like every other file (the build minifies it). */
async function formatted(css: string): Promise<string> {
  const file = new URL('./chakra-global.css', import.meta.url).pathname;
  return format(css, { ...(await resolveConfig(file)), parser: 'css' });
}

describe('the static global stylesheet', () => {
  // `npx vitest run web/src/app/static-global-css.test.ts -u` writes it again after a change of
  // the theme or of Chakra; a stale copy fails here.
  it('is what Chakra would insert for our theme', async () => {
    await expect(await formatted(compiledGlobalCss())).toMatchFileSnapshot('./chakra-global.css');
  });

  it('holds the reset, the base styles and every token', () => {
    const text = compiledGlobalCss();
    expect(text.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(text).toContain('@layer reset{');
    expect(text).toContain('@layer base{');
    expect(text).toContain('--chakra-colors-teal-solid:#0f766e');
  });

  it('leaves nothing global for the provider to insert at start', () => {
    const slim = withoutRuntimeGlobalCss(system);
    expect(slim._global).toEqual([]);
    expect(slim.layers.atRule).toBe(system.layers.atRule);
    expect(system._global.length).toBeGreaterThan(0);
  });
});
