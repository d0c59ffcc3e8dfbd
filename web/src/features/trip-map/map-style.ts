import type { FeatureCollection, LineString } from 'geojson';
import type { MapOptions } from 'maplibre-gl';
import type { ColorMode } from '../../lib/use-color-mode';
import type { DayLine } from './trip-map-model';

/** MapLibre's style document (its package names it only through the options). */
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type LayerSpecification = StyleSpecification['layers'][number];

/**
 * The base map's colours: a plain ocean, the land and its borders. Quiet on purpose, so that the
 * days' colours (day-palette.ts) are what the eye finds; `lineCasing` is drawn under each day's
 * line so it reads on either map.
 */
export const BASE_MAP_COLORS = {
  light: {
    ocean: '#c9dfec',
    land: '#f3f0e8',
    coast: '#8fb0c4',
    border: '#b7ada0',
    lineCasing: '#ffffff',
  },
  dark: {
    ocean: '#0d1b26',
    land: '#25313b',
    coast: '#4a6578',
    border: '#56626d',
    lineCasing: '#ffffff',
  },
} as const satisfies Record<ColorMode, Record<string, string>>;

export const WORLD_SOURCE = 'world';
export const DAY_LINES_SOURCE = 'day-lines';

/** Each layer's colour properties, by colour mode: what `setColorMode` changes in place. */
function colorPaint(mode: ColorMode): [layer: string, property: string, value: string][] {
  const c = BASE_MAP_COLORS[mode];
  return [
    ['ocean', 'background-color', c.ocean],
    ['land', 'fill-color', c.land],
    ['coast', 'line-color', c.coast],
    ['borders', 'line-color', c.border],
    ['day-lines-casing', 'line-color', c.lineCasing],
  ];
}

/**
 * The days' lines as GeoJSON, each with its colour; a ride's arc (a line with an `itemId`, see
 * TravelArc) is marked `arc` and drawn dashed.
 */
export function dayLinesData(lines: readonly DayLine[]): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: lines.map((line) => ({
      type: 'Feature',
      properties: { day: line.day, color: line.color, arc: 'itemId' in line },
      geometry: { type: 'LineString', coordinates: line.coordinates.map(([x, y]) => [x, y]) },
    })),
  };
}

/**
 * The whole map style: the built-in world (world-110m.json) on a plain ocean, and the days'
 * lines. No glyphs and no sprite, so MapLibre never asks a server for fonts or icons: there is
 * no symbol layer; labels and pins are our own DOM markers (city-labels.ts, pin-elements.ts).
 */
export function mapStyle(
  world: FeatureCollection,
  lines: readonly DayLine[],
  mode: ColorMode,
): StyleSpecification {
  const paint = new Map(colorPaint(mode).map(([layer, , value]) => [layer, value]));
  const color = (layer: string) => paint.get(layer) ?? '#000000';
  const layers: LayerSpecification[] = [
    { id: 'ocean', type: 'background', paint: { 'background-color': color('ocean') } },
    {
      id: 'land',
      type: 'fill',
      source: WORLD_SOURCE,
      filter: ['==', ['get', 'kind'], 'land'],
      paint: { 'fill-color': color('land') },
    },
    {
      id: 'coast',
      type: 'line',
      source: WORLD_SOURCE,
      filter: ['==', ['get', 'kind'], 'land'],
      paint: { 'line-color': color('coast'), 'line-width': 0.8 },
    },
    {
      id: 'borders',
      type: 'line',
      source: WORLD_SOURCE,
      filter: ['==', ['get', 'kind'], 'border'],
      paint: { 'line-color': color('borders'), 'line-width': 0.7 },
    },
    {
      id: 'day-lines-casing',
      type: 'line',
      source: DAY_LINES_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': color('day-lines-casing'), 'line-width': 6, 'line-opacity': 0.9 },
    },
    {
      id: 'day-lines',
      type: 'line',
      source: DAY_LINES_SOURCE,
      filter: ['!=', ['get', 'arc'], true],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': ['get', 'color'], 'line-width': 3 },
    },
    {
      // A ride from where it leaves to where it arrives: dashed, as it is no way on the ground.
      id: 'travel-arcs',
      type: 'line',
      source: DAY_LINES_SOURCE,
      filter: ['==', ['get', 'arc'], true],
      layout: { 'line-join': 'round' },
      paint: { 'line-color': ['get', 'color'], 'line-width': 3, 'line-dasharray': [2, 2] },
    },
  ];
  return {
    version: 8,
    sources: {
      [WORLD_SOURCE]: { type: 'geojson', data: world },
      [DAY_LINES_SOURCE]: { type: 'geojson', data: dayLinesData(lines) },
    },
    layers,
  };
}

/** What a map needs to change its colours without building its style again. */
export interface PaintTarget {
  setPaintProperty(layer: string, property: string, value: string): unknown;
}

/** Changes a drawn map to the light or the dark colours. */
export function setColorMode(map: PaintTarget, mode: ColorMode): void {
  for (const [layer, property, value] of colorPaint(mode)) {
    map.setPaintProperty(layer, property, value);
  }
}
