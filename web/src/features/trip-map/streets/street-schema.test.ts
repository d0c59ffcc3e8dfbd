import { describe, expect, it } from 'vitest';
import { setStreetColorMode, STREET_COLORS, streetLayers } from './street-style';
import { streetLayersFor, streetSchemaOf } from './street-schema';

const sourceLayers = (layers: ReturnType<typeof streetLayersFor>) =>
  [
    ...new Set(layers.map((layer) => ('source-layer' in layer ? layer['source-layer'] : ''))),
  ].sort();

describe('the style of a street pack', () => {
  it("follows the schema the pack's metadata names, Protomaps' when it names none", () => {
    expect(streetSchemaOf({ schema: 'openmaptiles', attribution: '© OpenMapTiles' })).toBe(
      'openmaptiles',
    );
    expect(streetSchemaOf({ name: 'Protomaps basemap' })).toBe('protomaps');
    expect(streetSchemaOf(null)).toBe('protomaps');
    expect(streetLayersFor('protomaps', 'light')).toEqual(streetLayers('light'));
  });

  it('draws the OpenMapTiles layers, with no glyphs, in the street colours of the mode', () => {
    const light = streetLayersFor('openmaptiles', 'light');
    expect(sourceLayers(light)).toEqual([
      'building',
      'landcover',
      'landuse',
      'park',
      'transportation',
      'water',
    ]);
    expect(light.map((layer) => layer.type)).not.toContain('symbol');
    expect(light.find((layer) => layer.id === 'streets-water')).toMatchObject({
      paint: { 'fill-color': STREET_COLORS.light.water },
    });
    expect(
      streetLayersFor('openmaptiles', 'dark').find((layer) => layer.id === 'streets-minor'),
    ).toMatchObject({
      filter: ['in', ['get', 'class'], ['literal', ['minor', 'service', 'track']]],
      paint: { 'line-color': STREET_COLORS.dark.minor },
    });
  });

  it('has every OpenMapTiles layer change colour with the mode', () => {
    const ids = streetLayersFor('openmaptiles', 'light').map((layer) => layer.id);
    const painted = new Set<string>();
    setStreetColorMode(
      {
        getLayer: (id) => (ids.includes(id) ? {} : undefined),
        setPaintProperty: (id) => painted.add(id),
      },
      'dark',
    );
    expect([...painted].sort()).toEqual([...ids].sort());
  });
});
