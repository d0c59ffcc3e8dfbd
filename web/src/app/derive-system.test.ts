import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { deriveSystem } from './derive-system';

/** A stand-in system whose `_global` is computed on first read, as the build makes it. */
function lazySystem() {
  let reads = 0;
  const system = {
    $$chakra: true,
    token: () => 'value',
    get _global() {
      reads++;
      return [{ body: { margin: 0 } }];
    },
  } as unknown as SystemContext;
  return { system, reads: () => reads };
}

describe('deriveSystem', () => {
  it('keeps the other fields and never reads the lazy global styles', () => {
    const { system, reads } = lazySystem();
    const derived = deriveSystem(system, {});
    expect(derived.$$chakra).toBe(true);
    expect(derived.token).toBe(system.token);
    expect(reads()).toBe(0);
    expect(derived._global).toEqual([{ body: { margin: 0 } }]);
    expect(reads()).toBe(1);
  });

  it('replaces a field, a getter included', () => {
    const { system, reads } = lazySystem();
    const derived = deriveSystem(system, { _global: [] });
    expect(derived._global).toEqual([]);
    expect(reads()).toBe(0);
    expect(system._global).toHaveLength(1);
  });
});
