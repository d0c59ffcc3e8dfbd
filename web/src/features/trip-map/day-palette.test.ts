import { describe, expect, it } from 'vitest';
import { DAY_COLORS, dayColor } from './day-palette';
import { BASE_MAP_COLORS } from './map-style';

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the colours of the days', () => {
  it('gives neighbouring days different colours and starts again after the last', () => {
    expect(dayColor(1)).not.toBe(dayColor(2));
    expect(dayColor(1)).toBe(dayColor(1 + DAY_COLORS.length));
    expect(new Set(DAY_COLORS).size).toBe(DAY_COLORS.length);
  });

  it.each(DAY_COLORS)(
    '%s carries a white number (4.5:1) and stands out on the light land (3:1)',
    (color) => {
      expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, BASE_MAP_COLORS.light.land)).toBeGreaterThanOrEqual(3);
      expect(contrast(color, BASE_MAP_COLORS.light.ocean)).toBeGreaterThanOrEqual(3);
    },
  );

  it('rings pins and lines in white, which stands out on the dark map (3:1)', () => {
    expect(contrast('#ffffff', BASE_MAP_COLORS.dark.land)).toBeGreaterThanOrEqual(3);
    expect(contrast('#ffffff', BASE_MAP_COLORS.dark.ocean)).toBeGreaterThanOrEqual(3);
  });
});
