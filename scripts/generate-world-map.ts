/**
 * Writes web/src/features/trip-map/base-map/world-110m.json, the map's built-in world: the land
 * and the borders between countries, so a trip's map draws with no network at all. Run after
 * updating world-atlas:
 *
 *   npx tsx scripts/generate-world-map.ts
 *
 * Input: world-atlas (Natural Earth's 1:110m countries and land as TopoJSON; Natural Earth is in
 * the public domain), read here only; the app ships the GeoJSON this writes, inside the map's
 * lazily loaded chunk, which the service worker precaches.
 *
 * Why this shape: MapLibre draws GeoJSON, not TopoJSON, and converting in the browser would add
 * topojson-client to the map chunk and work to every open. Two features instead of 177
 * countries: the land as one MultiPolygon (the fill and the coastline) and the borders as one
 * MultiLineString drawn once each (a country's outline would draw every shared border twice and
 * repeat its coordinates). Coordinates are rounded to 0.01° (about 1 km), finer than the 1:110m
 * data itself, which keeps the file about a third smaller. 1:50m would be about 350 KB gzipped
 * against about 40 KB: street-level detail is the offline street maps' job, not this file's.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const OUT = join(import.meta.dirname, '../web/src/features/trip-map/base-map/world-110m.json');
/** The file rides in the map's chunk: kept well under this gzipped. */
const GZIP_BUDGET = 64 * 1024;

const require = createRequire(import.meta.url);
const readTopology = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A line's points rounded, without the repeats rounding makes. */
function roundLine(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const [x = 0, y = 0] of line) {
    const point = [round2(x), round2(y)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/**
 * A ring that crosses the antimeridian, written without the jump. world-atlas stitches Natural
 * Earth's cuts at ±180° (Russia's Chukotka, Fiji, Wrangel Island, Antarctica), which on a flat
 * map is a segment across the whole world: a stray line, and a fill that goes wrong where the
 * ring overlaps itself. Written continuously (Chukotka's tip past 180°), MapLibre's tiler draws
 * the part beyond 180° on the other side. A ring around a pole (Antarctica) cannot close that
 * way: it is closed through the pole instead.
 */
function withoutJumps(ring: Position[]): Position[] {
  let offset = 0;
  let previous: number | undefined;
  const out: Position[] = [];
  for (const [x = 0, y = 0] of ring) {
    if (previous !== undefined && x - previous > 180) offset -= 360;
    if (previous !== undefined && x - previous < -180) offset += 360;
    previous = x;
    out.push([round2(x + offset), y]);
  }
  const first = out[0];
  const last = out.at(-1);
  if (!first || !last || first[0] === last[0]) {
    // Mostly past ±180°: the same ring a turn back, so most of it lies in the usual range.
    const outside = out.filter(([x = 0]) => x < -180 || x > 180).length;
    if (outside <= out.length / 2) return out;
    const shift = out.find(([x = 0]) => x > 180) ? -360 : 360;
    return out.map(([x = 0, y = 0]) => [round2(x + shift), y]);
  }
  const pole = out.reduce((sum, [, y = 0]) => sum + y, 0) < 0 ? -90 : 90;
  return [...out.slice(0, -1), [last[0]!, last[1]!], [last[0]!, pole], [first[0]!, pole], first];
}

/** A polygon's rings rounded; a ring that rounding shrank below a triangle is dropped. */
function roundPolygon(rings: Position[][]): Position[][] {
  return rings
    .map(roundLine)
    .filter((ring) => ring.length >= 4)
    .map(withoutJumps);
}

const landTopology = readTopology('land-110m.json');
const countriesTopology = readTopology('countries-110m.json');
const landObject = landTopology.objects.land as GeometryCollection;
const countriesObject = countriesTopology.objects.countries as GeometryCollection;

const landShapes = feature(landTopology, landObject);
const polygons: Position[][][] = [];
for (const shape of landShapes.features) {
  const geometry = shape.geometry;
  if (geometry.type === 'Polygon') polygons.push(geometry.coordinates);
  if (geometry.type === 'MultiPolygon') polygons.push(...geometry.coordinates);
}
const land: Feature<MultiPolygon, { kind: 'land' }> = {
  type: 'Feature',
  properties: { kind: 'land' },
  geometry: {
    type: 'MultiPolygon',
    coordinates: polygons.map(roundPolygon).filter((polygon) => polygon.length > 0),
  },
};
// Only the lines shared by two countries: the coastline is the land's own outline.
const borderLines = mesh(countriesTopology, countriesObject, (a, b) => a !== b);
const borders: Feature<MultiLineString, { kind: 'border' }> = {
  type: 'Feature',
  properties: { kind: 'border' },
  geometry: {
    type: 'MultiLineString',
    coordinates: borderLines.coordinates.map(roundLine).filter((line) => line.length >= 2),
  },
};

const world: FeatureCollection = { type: 'FeatureCollection', features: [land, borders] };
writeFileSync(OUT, `${JSON.stringify(world)}\n`);
const bytes = statSync(OUT).size;
const gzipped = gzipSync(readFileSync(OUT), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.info(
  `${OUT}: ${land.geometry.coordinates.length} land polygons, ` +
    `${borders.geometry.coordinates.length} border lines; ${kb(bytes)}, ${kb(gzipped)} gzipped`,
);
if (gzipped > GZIP_BUDGET) {
  throw new Error(`The world map is ${kb(gzipped)} gzipped, over its ${kb(GZIP_BUDGET)} budget`);
}
