import type { SystemContext } from '@chakra-ui/react';
import { css as serializeStyles } from '@emotion/react';
import { deriveSystem } from './derive-system';

/** What Emotion makes of a style object: the CSS text and its hashed class name. */
type SerializedStyles = ReturnType<typeof serializeStyles>;

/** Enough for every distinct style of the app's screens; past it the cache starts again. */
const MAX_ENTRIES = 5_000;

/**
 * A key for the arguments of `css()`, or undefined when they cannot be keyed safely. Chakra's
 * style arguments are plain data (strings, numbers, nested objects, responsive arrays); a
 * function among them could not be told apart by its text, so such a call is not cached.
 */
function keyOf(args: readonly unknown[]): string | undefined {
  try {
    let key = '';
    for (const arg of args) {
      if (arg !== null && typeof arg === 'object') {
        for (const value of Object.values(arg)) if (typeof value === 'function') return undefined;
      } else if (typeof arg === 'function') return undefined;
      // `undefined` has no JSON; its place still counts.
      key += `${JSON.stringify(arg) ?? '~'}\u0000`;
    }
    return key;
  } catch {
    // A cycle or a BigInt: not plain style data, so not cached.
    return undefined;
  }
}

/**
 * Chakra's system with a `css()` that answers styles Emotion has already serialized, and a `cva()`
 * and an `isValidProperty()` that remember their answers.
 *
 * Every styled element Chakra renders calls `css(recipe styles, css prop, style props)` and hands
 * the resulting object to Emotion, which turns it into CSS text and hashes that text for the
 * class name: about 500 elements on a first screen, which come down to a few dozen distinct
 * styles, so the same text was built and hashed over and over (half of Chakra's time at start,
 * decision 008). Here the arguments are keyed by their JSON (native and fast, where Chakra's own
 * memo walks and sorts each object) and the first call's serialized result is reused. Emotion
 * takes an already serialized style as it is (`serializeStyles` returns a single argument that
 * has `styles`), so the class names and the CSS are exactly those it would have made.
 *
 * Only Chakra's style factory reads the context's `css`, `cva` and `isValidProperty` (and
 * `useResolvedProps`, which it calls); the system's own functions (recipes, token and global CSS)
 * keep the originals through their closures.
 */
export function withStyleCaches(system: SystemContext): SystemContext {
  const cache = new Map<string, SerializedStyles>();
  const css = (...args: Parameters<SystemContext['css']>): ReturnType<SystemContext['css']> => {
    const key = keyOf(args);
    if (key === undefined) return system.css(...args);
    let serialized = cache.get(key);
    if (serialized === undefined) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      serialized = serializeStyles(system.css(...args));
      cache.set(key, serialized);
    }
    return serialized;
  };

  // Chakra's style factory calls `cva(config)` on every render of every element that is not a
  // recipe component (`chakra.div`, Box, Flex...), each call building a new recipe function with
  // empty caches, so nothing it computed was ever reused. The config is the styled component's
  // own object, the same on every render: one recipe function per config is enough.
  type RecipeConfig = Parameters<SystemContext['cva']>[0];
  const recipes = new WeakMap<RecipeConfig, ReturnType<SystemContext['cva']>>();
  // The cast: the cache holds each config's own recipe function, whatever its variant types.
  const cva = ((config: RecipeConfig) => {
    if (config === null || typeof config !== 'object') return system.cva(config);
    let recipe = recipes.get(config);
    if (recipe === undefined) {
      recipe = system.cva(config);
      recipes.set(config, recipe);
    }
    return recipe;
  }) as SystemContext['cva'];

  // Asked for every prop of every element, two or three times; Chakra's answer goes through a
  // general memo (a key string built per call and an LRU list reordered on every hit).
  const validity = new Map<string, boolean>();
  const isValidProperty = (prop: string): boolean => {
    let valid = validity.get(prop);
    if (valid === undefined) {
      valid = system.isValidProperty(prop);
      validity.set(prop, valid);
    }
    return valid;
  };

  return deriveSystem(system, { css, cva, isValidProperty });
}
