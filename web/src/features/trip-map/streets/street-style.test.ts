import { describe, expect, it } from 'vitest';
import { setStreetColorMode, STREET_COLORS, STREETS_SOURCE, streetLayers } from './street-style';

describe('the street layers', () => {
  const layers = streetLayers('light');

  it("draw the pack's Protomaps layers with no glyphs: no symbol layer", () => {
    expect(layers.map((layer) => layer.type)).not.toContain('symbol');
    const used = new Set(
      layers.map((layer) => ('source-layer' in layer ? layer['source-layer'] : '')),
    );
    expect([...used].sort()).toEqual(['buildings', 'earth', 'landuse', 'roads', 'water']);
    for (const layer of layers) expect(layer).toMatchObject({ source: STREETS_SOURCE });
  });

  it("lay the pack's land in the base map's colour, so its edge does not show", () => {
    expect(layers[0]).toMatchObject({
      id: 'streets-earth',
      paint: { 'fill-color': STREET_COLORS.light.earth },
    });
    expect(STREET_COLORS.light.earth).toBe('#f3f0e8');
    expect(streetLayers('dark')[0]).toMatchObject({
      paint: { 'fill-color': STREET_COLORS.dark.earth },
    });
  });

  it('change colour mode in place, only on a map that has them', () => {
    const painted: string[] = [];
    const present = new Set(['streets-earth', 'streets-minor']);
    setStreetColorMode(
      {
        getLayer: (id) => (present.has(id) ? {} : undefined),
        setPaintProperty: (layer, property, value) => painted.push(`${layer} ${property} ${value}`),
      },
      'dark',
    );
    expect(painted).toEqual([
      `streets-earth fill-color ${STREET_COLORS.dark.earth}`,
      `streets-minor line-color ${STREET_COLORS.dark.minor}`,
    ]);
  });
});
