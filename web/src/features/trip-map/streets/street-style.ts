import type { ColorMode } from '../../../lib/use-color-mode';
import type { StyleSpecification } from '../map-style';

type LayerSpecification = StyleSpecification['layers'][number];
type ExpressionValue = NonNullable<
  Extract<LayerSpecification, { type: 'line' }>['paint']
>['line-width'];

export const STREETS_SOURCE = 'streets';

/**
 * The street pack's colours, in the base map's family (map-style.ts): its land is the base
 * map's land, so the pack's edge does not show; water is the base map's ocean. Roads are white
 * on the light map and a lighter grey on the dark one, main roads warmer, so that the days'
 * coloured lines stay what the eye finds.
 */
export const STREET_COLORS = {
  light: {
    earth: '#f3f0e8',
    green: '#dcead2',
    water: '#c9dfec',
    building: '#e3ddd3',
    casing: '#cbbfae',
    minor: '#ffffff',
    major: '#fff6e0',
    highway: '#f5d9a8',
    path: '#c8bfb2',
  },
  dark: {
    earth: '#25313b',
    green: '#27392f',
    water: '#0d1b26',
    building: '#303c47',
    casing: '#1a242c',
    minor: '#3e4b56',
    major: '#4f5c68',
    highway: '#6e6047',
    path: '#3a4650',
  },
} as const satisfies Record<ColorMode, Record<string, string>>;

/** Protomaps' landuse kinds drawn green: parks, woods, fields of grass. */
const GREEN_KINDS = ['park', 'forest', 'wood', 'grass', 'garden', 'nature_reserve', 'cemetery'];

/** A width that grows with the zoom, as a street's does on the ground. */
const width = (at12: number, at16: number): ExpressionValue => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  12,
  at12,
  16,
  at16,
];

type FilterSpecification = NonNullable<Extract<LayerSpecification, { type: 'line' }>['filter']>;

const kindIs = (...kinds: string[]): FilterSpecification => [
  'in',
  ['get', 'kind'],
  ['literal', kinds],
];

/** Each street layer's colour property, by colour mode: what `setStreetColorMode` changes. */
function streetPaint(mode: ColorMode): [layer: string, property: string, value: string][] {
  const c = STREET_COLORS[mode];
  return [
    ['streets-earth', 'fill-color', c.earth],
    ['streets-green', 'fill-color', c.green],
    // The OpenMapTiles layers' own (omt-street-style.ts); a Protomaps pack has neither.
    ['streets-green-landuse', 'fill-color', c.green],
    ['streets-green-park', 'fill-color', c.green],
    ['streets-water', 'fill-color', c.water],
    ['streets-buildings', 'fill-color', c.building],
    ['streets-casing', 'line-color', c.casing],
    ['streets-paths', 'line-color', c.path],
    ['streets-minor', 'line-color', c.minor],
    ['streets-major', 'line-color', c.major],
    ['streets-highway', 'line-color', c.highway],
  ];
}

/**
 * The layers that draw a street pack's vector tiles (Protomaps' basemap layers: earth, landuse,
 * water, buildings, roads by kind), to go between the base map and the days' lines. No symbol
 * layer, so no glyphs: the city names stay our own markers (city-labels.ts), and street names
 * are not drawn.
 */
export function streetLayers(mode: ColorMode): LayerSpecification[] {
  const paint = new Map(streetPaint(mode).map(([layer, , value]) => [layer, value]));
  const color = (layer: string) => paint.get(layer) ?? '#000000';
  const source = STREETS_SOURCE;
  const roads = { source, 'source-layer': 'roads', type: 'line' as const };
  const round = { 'line-join': 'round', 'line-cap': 'round' } as const;
  return [
    {
      id: 'streets-earth',
      type: 'fill',
      source,
      'source-layer': 'earth',
      paint: { 'fill-color': color('streets-earth') },
    },
    {
      id: 'streets-green',
      type: 'fill',
      source,
      'source-layer': 'landuse',
      filter: kindIs(...GREEN_KINDS),
      paint: { 'fill-color': color('streets-green') },
    },
    {
      id: 'streets-water',
      type: 'fill',
      source,
      'source-layer': 'water',
      paint: { 'fill-color': color('streets-water') },
    },
    {
      id: 'streets-buildings',
      type: 'fill',
      source,
      'source-layer': 'buildings',
      minzoom: 14,
      paint: { 'fill-color': color('streets-buildings'), 'fill-opacity': 0.9 },
    },
    {
      id: 'streets-paths',
      ...roads,
      minzoom: 14,
      filter: kindIs('path'),
      paint: { 'line-color': color('streets-paths'), 'line-width': width(0.5, 1.5) },
    },
    {
      // One casing under every road, so white streets read on the light land.
      id: 'streets-casing',
      ...roads,
      filter: kindIs('minor_road', 'major_road', 'highway'),
      layout: round,
      paint: { 'line-color': color('streets-casing'), 'line-width': width(1.6, 12) },
    },
    {
      id: 'streets-minor',
      ...roads,
      filter: kindIs('minor_road'),
      layout: round,
      paint: { 'line-color': color('streets-minor'), 'line-width': width(0.8, 9) },
    },
    {
      id: 'streets-major',
      ...roads,
      filter: kindIs('major_road'),
      layout: round,
      paint: { 'line-color': color('streets-major'), 'line-width': width(1.4, 11) },
    },
    {
      id: 'streets-highway',
      ...roads,
      filter: kindIs('highway'),
      layout: round,
      paint: { 'line-color': color('streets-highway'), 'line-width': width(1.8, 12) },
    },
  ];
}

/** What a map needs to change the street layers' colours in place. */
export interface StreetPaintTarget {
  getLayer(id: string): unknown;
  setPaintProperty(layer: string, property: string, value: string): unknown;
}

/** Changes the street layers, when the map has them, to the light or the dark colours. */
export function setStreetColorMode(map: StreetPaintTarget, mode: ColorMode): void {
  for (const [layer, property, value] of streetPaint(mode)) {
    if (map.getLayer(layer)) map.setPaintProperty(layer, property, value);
  }
}
