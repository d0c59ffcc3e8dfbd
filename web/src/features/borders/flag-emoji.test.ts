import { describe, expect, it } from 'vitest';
import { canRenderFlagEmoji, type FlagCanvas } from './flag-emoji';

const US = '🇺🇸';
const U = String.fromCodePoint(0x1f1fa);

/**
 * A canvas whose font draws a flag `pairWidth` wide next to a letter `letterWidth` wide, and whose
 * drawn pixels are `ink` (r, g, b) over `inked` of its 96 × 64 pixels.
 */
function canvas({
  pairWidth,
  letterWidth,
  ink,
  inked = 800,
}: {
  pairWidth: number;
  letterWidth: number;
  ink: [number, number, number];
  inked?: number;
}): FlagCanvas & { drawn: string[] } {
  const drawn: string[] = [];
  return {
    drawn,
    font: '',
    textBaseline: 'alphabetic',
    fillStyle: '',
    measureText: (text: string) =>
      ({ width: text === US ? pairWidth : text === U ? letterWidth : 0 }) as TextMetrics,
    fillText: (text: string) => void drawn.push(text),
    getImageData: (_x: number, _y: number, width: number, height: number) => {
      const data = new Uint8ClampedArray(width * height * 4);
      for (let i = 0; i < Math.min(inked, width * height); i++) data.set([...ink, 255], i * 4);
      return { data, width, height } as ImageData;
    },
  };
}

describe('canRenderFlagEmoji', () => {
  it('says yes for a flag drawn in colour as one picture', () => {
    const colourFont = canvas({ pairWidth: 40, letterWidth: 40, ink: [200, 30, 40] });
    expect(canRenderFlagEmoji(US, colourFont)).toBe(true);
    expect(colourFont.drawn).toEqual([US]);
  });

  it('says no for two empty boxes: black ink, twice as wide (no emoji font)', () => {
    expect(canRenderFlagEmoji(US, canvas({ pairWidth: 52, letterWidth: 26, ink: [0, 0, 0] }))).toBe(
      false,
    );
    // Grey anti-aliased edges are no colour either.
    expect(
      canRenderFlagEmoji(US, canvas({ pairWidth: 26, letterWidth: 26, ink: [90, 90, 90] })),
    ).toBe(false);
  });

  it('says no for two coloured letters side by side (a font without flag pictures)', () => {
    expect(
      canRenderFlagEmoji(US, canvas({ pairWidth: 80, letterWidth: 40, ink: [30, 90, 200] })),
    ).toBe(false);
  });

  it('says no for a few tinted pixels', () => {
    expect(
      canRenderFlagEmoji(
        US,
        canvas({ pairWidth: 40, letterWidth: 40, ink: [200, 30, 40], inked: 10 }),
      ),
    ).toBe(false);
  });

  it('says no without a canvas, or when its pixels cannot be read', () => {
    expect(canRenderFlagEmoji(US, null)).toBe(false);
    const blocked = canvas({ pairWidth: 40, letterWidth: 40, ink: [200, 30, 40] });
    blocked.getImageData = () => {
      throw new DOMException('The canvas has been tainted', 'SecurityError');
    };
    expect(canRenderFlagEmoji(US, blocked)).toBe(false);
  });

  it('says no outside a page (no document to draw in)', () => {
    expect(canRenderFlagEmoji(US)).toBe(false);
  });
});
