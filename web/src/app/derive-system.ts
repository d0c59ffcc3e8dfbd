import type { SystemContext } from '@chakra-ui/react';

/**
 * `system` with some fields replaced. Copied by property descriptors, not spread: the build makes
 * the system's `_global` a getter computed on first read (web/build/chakra-lazy-global-plugin.ts),
 * and a spread would read it.
 */
export function deriveSystem(system: SystemContext, fields: Partial<SystemContext>): SystemContext {
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(system);
  for (const [key, value] of Object.entries(fields)) {
    descriptors[key] = { value, enumerable: true, writable: true, configurable: true };
  }
  return Object.defineProperties({}, descriptors) as SystemContext;
}
