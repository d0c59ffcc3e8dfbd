import type { SystemContext } from '@chakra-ui/react';
import { deriveSystem } from './derive-system';

/**
 * The system without the global styles Chakra would insert at start (its CSS reset, the base
 * styles and one custom property per token, about 100 KB of CSS text): `chakra-global.css`, a
 * stylesheet generated from the same system by `static-global-css.test.ts`, carries them instead.
 * At run time Emotion would serialize, hash and compile all of it on every start before the first
 * paint (decision 008); a stylesheet is parsed by the browser off our JavaScript, and cached.
 * The layer order (`@layer reset, base, tokens, recipes`) stays with the provider: it is tiny,
 * and it must precede the recipes' styles whatever loads first.
 */
export function withoutRuntimeGlobalCss(system: SystemContext): SystemContext {
  return deriveSystem(system, { _global: [] });
}
