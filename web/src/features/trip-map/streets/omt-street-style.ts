import type { ColorMode } from '../../../lib/use-color-mode';
import type { StyleSpecification } from '../map-style';
import { STREET_COLORS, STREETS_SOURCE } from './street-style';

type LayerSpecification = StyleSpecification['layers'][number];
type FilterSpecification = NonNullable<Extract<LayerSpecification, { type: 'line' }>['filter']>;
type ExpressionValue = NonNullable<
  Extract<LayerSpecification, { type: 'line' }>['paint']
>['line-width'];

/** OpenMapTiles' landcover and landuse classes drawn green. */
const GREEN_CLASSES = ['grass', 'wood', 'forest', 'park', 'cemetery', 'garden', 'farmland'];
const MINOR = ['minor', 'service', 'track'];
const MAJOR = ['primary', 'secondary', 'tertiary', 'trunk'];
const HIGHWAY = ['motorway'];

const classIs = (...classes: string[]): FilterSpecification => [
  'in',
  ['get', 'class'],
  ['literal', classes],
];

const width = (at12: number, at16: number): ExpressionValue => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  12,
  at12,
  16,
  at16,
];

/**
 * The layers that draw a pack in the OpenMapTiles schema (a tile service's, decision 012):
 * water, landcover, landuse, parks, buildings and transportation by class, in the same colours
 * and under the same layer ids as the Protomaps layers (street-style.ts), so the colour mode
 * changes them the same way. There is no land layer in this schema: the base map's land, of
 * the same colour, shows under it. No symbol layer.
 */
export function omtStreetLayers(mode: ColorMode): LayerSpecification[] {
  const c = STREET_COLORS[mode];
  const source = STREETS_SOURCE;
  const roads = { source, 'source-layer': 'transportation', type: 'line' as const };
  const round = { 'line-join': 'round', 'line-cap': 'round' } as const;
  const green = { 'fill-color': c.green };
  return [
    {
      id: 'streets-green',
      type: 'fill',
      source,
      'source-layer': 'landcover',
      filter: classIs(...GREEN_CLASSES),
      paint: green,
    },
    {
      id: 'streets-green-landuse',
      type: 'fill',
      source,
      'source-layer': 'landuse',
      filter: classIs(...GREEN_CLASSES),
      paint: green,
    },
    { id: 'streets-green-park', type: 'fill', source, 'source-layer': 'park', paint: green },
    {
      id: 'streets-water',
      type: 'fill',
      source,
      'source-layer': 'water',
      paint: { 'fill-color': c.water },
    },
    {
      id: 'streets-buildings',
      type: 'fill',
      source,
      'source-layer': 'building',
      minzoom: 14,
      paint: { 'fill-color': c.building, 'fill-opacity': 0.9 },
    },
    {
      id: 'streets-paths',
      ...roads,
      minzoom: 14,
      filter: classIs('path'),
      paint: { 'line-color': c.path, 'line-width': width(0.5, 1.5) },
    },
    {
      id: 'streets-casing',
      ...roads,
      filter: classIs(...MINOR, ...MAJOR, ...HIGHWAY),
      layout: round,
      paint: { 'line-color': c.casing, 'line-width': width(1.6, 12) },
    },
    {
      id: 'streets-minor',
      ...roads,
      filter: classIs(...MINOR),
      layout: round,
      paint: { 'line-color': c.minor, 'line-width': width(0.8, 9) },
    },
    {
      id: 'streets-major',
      ...roads,
      filter: classIs(...MAJOR),
      layout: round,
      paint: { 'line-color': c.major, 'line-width': width(1.4, 11) },
    },
    {
      id: 'streets-highway',
      ...roads,
      filter: classIs(...HIGHWAY),
      layout: round,
      paint: { 'line-color': c.highway, 'line-width': width(1.8, 12) },
    },
  ];
}
