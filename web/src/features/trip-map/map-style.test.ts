import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import world from './base-map/world-110m.json';
import { BASE_MAP_COLORS, dayLinesData, mapStyle, setColorMode } from './map-style';

const worldData = world as FeatureCollection;
const line = {
  day: 2,
  color: '#c2410c',
  coordinates: [
    [-9.13, 38.72],
    [-9.42, 38.7],
  ] as const,
};

describe('the map style', () => {
  const style = mapStyle(worldData, [line], 'light');

  it('asks no server for anything: no glyphs, no sprite, no symbol layer, inline sources', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.map((layer) => layer.type)).not.toContain('symbol');
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
  });

  it('draws the land, the coast and the borders on a plain ocean, then the days’ lines', () => {
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'ocean',
      'land',
      'coast',
      'borders',
      'day-lines-casing',
      'day-lines',
      'travel-arcs',
    ]);
    expect(style.layers[0]).toMatchObject({
      paint: { 'background-color': BASE_MAP_COLORS.light.ocean },
    });
  });

  it('carries each day’s line with its colour', () => {
    expect(dayLinesData([line]).features).toEqual([
      {
        type: 'Feature',
        properties: { day: 2, color: '#c2410c', arc: false },
        geometry: {
          type: 'LineString',
          coordinates: [
            [-9.13, 38.72],
            [-9.42, 38.7],
          ],
        },
      },
    ]);
  });

  it('switches a drawn map to the dark colours in place', () => {
    const set: string[] = [];
    setColorMode(
      { setPaintProperty: (layer, property, value) => set.push(`${layer}.${property}=${value}`) },
      'dark',
    );
    expect(set).toContain(`ocean.background-color=${BASE_MAP_COLORS.dark.ocean}`);
    expect(set).toContain(`land.fill-color=${BASE_MAP_COLORS.dark.land}`);
  });
});

describe('the built-in world', () => {
  it('is the land as one shape and the borders as one set of lines', () => {
    expect(worldData.features.map((f) => [f.properties?.kind, f.geometry.type])).toEqual([
      ['land', 'MultiPolygon'],
      ['border', 'MultiLineString'],
    ]);
  });

  it('has Portugal’s coast near Lisbon', () => {
    const land = worldData.features[0]!.geometry;
    if (land.type !== 'MultiPolygon') throw new Error('no land');
    // A crude check that the data is in longitude, latitude order and covers Iberia.
    const near = land.coordinates.some((polygon) =>
      polygon[0]!.some(
        ([lng = 0, lat = 0]) => Math.abs(lng + 9.4) < 0.6 && Math.abs(lat - 38.8) < 0.6,
      ),
    );
    expect(near).toBe(true);
  });
});
