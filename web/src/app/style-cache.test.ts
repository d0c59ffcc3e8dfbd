import { css as serializeStyles } from '@emotion/react';
import { describe, expect, it, vi } from 'vitest';
import { withStyleCaches } from './style-cache';
import { appSystem } from './theme';

const system = appSystem();

describe('withStyleCaches', () => {
  it("answers what Emotion would make of Chakra's styles: same CSS, same class name", () => {
    const cached = withStyleCaches(system);
    const args = [{ display: 'flex' }, { color: 'fg.muted', px: { base: '4', md: '6' } }] as const;
    const expected = serializeStyles(system.css(...args));
    const answer = cached.css(...args) as unknown as typeof expected;
    expect(answer.name).toBe(expected.name);
    expect(answer.styles).toBe(expected.styles);
    expect(answer.styles).toContain('var(--chakra-colors-fg-muted)');
    // Emotion takes an already serialized style as it is.
    expect(serializeStyles(answer)).toBe(answer);
  });

  it('serializes each distinct style once, whoever asks', () => {
    const spy = vi.spyOn(system, 'css');
    const cached = withStyleCaches(system);
    const first = cached.css({ gap: '2' }, { fontSize: 'sm' });
    // Equal arguments in new objects, as every render makes them.
    const again = cached.css({ gap: '2' }, { fontSize: 'sm' });
    const other = cached.css({ gap: '2' }, { fontSize: 'lg' });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('keeps the place of an empty argument in the key', () => {
    const cached = withStyleCaches(system);
    const a = cached.css(undefined, { color: 'red.500' });
    const b = cached.css({ color: 'red.500' }, undefined);
    expect(a).not.toBe(b);
  });

  it('does not cache styles holding a function, which JSON cannot tell apart', () => {
    // Chakra itself has no use for one; what matters is that the cache never answers for it.
    const spy = vi.spyOn(system, 'css').mockReturnValue({});
    const cached = withStyleCaches(system);
    const withFunction = { color: 'red.500', toString: () => 'x' };
    cached.css(withFunction);
    cached.css(withFunction);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('makes one recipe function per config, where Chakra made one per render', () => {
    const cached = withStyleCaches(system);
    const config = { base: { display: 'flex' } };
    const recipe = cached.cva(config);
    expect(cached.cva(config)).toBe(recipe);
    expect(cached.cva({ base: { display: 'flex' } })).not.toBe(recipe);
    expect(recipe({})).toEqual(system.cva(config)({}));
  });

  it("remembers which props are style props, with Chakra's answers", () => {
    const cached = withStyleCaches(system);
    for (const prop of ['bg', 'px', '_hover', 'colorPalette', 'onClick', 'aria-label', 'href']) {
      expect(cached.isValidProperty(prop)).toBe(system.isValidProperty(prop));
      expect(cached.isValidProperty(prop)).toBe(system.isValidProperty(prop));
    }
  });

  it('keeps the rest of the system as it is', () => {
    const cached = withStyleCaches(system);
    expect(cached.token).toBe(system.token);
    expect(cached.getRecipeFn).toBe(system.getRecipeFn);
    expect(cached.layers).toBe(system.layers);
  });
});
