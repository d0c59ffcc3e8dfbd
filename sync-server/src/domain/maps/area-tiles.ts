import type { LonLatBounds } from './pmtiles-header';
import { zxyToTileId } from './pmtiles-tile-id';
import { StreetPackTooLarge } from './street-tiles-error';
import { tileIndex, worldPerMetre, worldX, worldY, type LonLat } from './web-mercator';

/** A trip's ground: its places, and the box the trip spans. */
export interface TripArea {
  /** The destination, the stops and the items' places. At least one. */
  points: LonLat[];
  /** The trip's box; grown to hold every point, and the points' own box when not given. */
  box?: LonLatBounds;
  /** Where the map opens (the destination); the middle of the box when not given. */
  center?: LonLat;
}

/**
 * Which tiles a street pack holds (decision 012), and how large it may grow.
 *
 * - Around each place, at every zoom up to `detailMaxZoom` (14, the deepest zoom of street
 *   detail in OpenStreetMap vector tiles; the map draws deeper zooms from it), the tiles within
 *   `bufferAtMaxZoomM` (3 km, a long walk) at that zoom, and a radius √2 times wider one zoom
 *   out: 4.2 km at 13, 6 km at 12, 8.5 km at 11, 12 km at 10. A tile a zoom out covers four
 *   times the ground for about the same bytes, so the wider radius costs little and lets the
 *   traveller zoom out around a place and still see where it lies.
 * - Over the whole trip's box, zooms 0 to `boxMaxZoom` (10: main roads and towns, what shows
 *   the way between places), as deep as `boxTileBudget` tiles allow: a trip across a continent
 *   gets a coarser overview instead of a refusal.
 * - More than `maxTiles` tiles, or `maxBytes` of tiles, is refused before any tile is read.
 */
export interface AreaRule {
  detailMaxZoom: number;
  bufferAtMaxZoomM: number;
  boxMaxZoom: number;
  boxTileBudget: number;
  maxTiles: number;
  maxBytes: number;
}

export const STREET_PACK_RULE: AreaRule = {
  detailMaxZoom: 14,
  bufferAtMaxZoomM: 3_000,
  boxMaxZoom: 10,
  boxTileBudget: 1_024,
  maxTiles: 20_000,
  maxBytes: 50 * 1024 * 1024,
};

/** The radius kept around each place at zoom z. */
export function bufferMetres(z: number, rule: AreaRule = STREET_PACK_RULE): number {
  return rule.bufferAtMaxZoomM * Math.SQRT2 ** (rule.detailMaxZoom - z);
}

/** The box of the points and the given box together. */
export function areaBox(area: TripArea): LonLatBounds {
  const box = area.box
    ? { ...area.box }
    : { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const { lon, lat } of area.points) {
    box.west = Math.min(box.west, lon);
    box.east = Math.max(box.east, lon);
    box.south = Math.min(box.south, lat);
    box.north = Math.max(box.north, lat);
  }
  return box;
}

/** Tile columns and rows a box covers at zoom z (the box read on one side of the antimeridian). */
function boxRange(box: LonLatBounds, z: number) {
  return {
    minX: tileIndex(worldX(box.west), z),
    maxX: tileIndex(worldX(box.east), z),
    minY: tileIndex(worldY(box.north), z),
    maxY: tileIndex(worldY(box.south), z),
  };
}

function boxTileCount(box: LonLatBounds, z: number): number {
  const { minX, maxX, minY, maxY } = boxRange(box, z);
  return (maxX - minX + 1) * (maxY - minY + 1);
}

/** The deepest box zoom, up to the rule's, whose box tiles from zoom 0 down fit the budget. */
export function boxZoomFor(box: LonLatBounds, rule: AreaRule, sourceMaxZoom: number): number {
  let total = 0;
  let deepest = 0;
  for (let z = 0; z <= Math.min(rule.boxMaxZoom, sourceMaxZoom); z++) {
    total += boxTileCount(box, z);
    if (total > rule.boxTileBudget && z > 0) break;
    deepest = z;
  }
  return deepest;
}

export interface AreaTiles {
  /** Sorted tile ids, each once. */
  tileIds: number[];
  /** The deepest zoom the trip's box was covered at. */
  boxZoom: number;
}

function tooManyTiles(count: number, rule: AreaRule): StreetPackTooLarge {
  return new StreetPackTooLarge(
    `This trip's places cover too much ground for one street pack: more than ${rule.maxTiles.toLocaleString('en')} map tiles (${count.toLocaleString('en')} so far)`,
  );
}

/**
 * The tiles a street pack of this area holds, within the zooms the source has. Pure: the same
 * area and rule always give the same tiles, which is what the pack's ETag stands for.
 */
export function areaTiles(
  area: TripArea,
  rule: AreaRule = STREET_PACK_RULE,
  sourceZooms: { minZoom: number; maxZoom: number } = { minZoom: 0, maxZoom: 14 },
): AreaTiles {
  if (area.points.length === 0) throw new RangeError('An area needs at least one place');
  const box = areaBox(area);
  const boxZoom = boxZoomFor(box, rule, sourceZooms.maxZoom);
  const ids = new Set<number>();
  const add = (z: number, x: number, y: number) => {
    ids.add(zxyToTileId(z, x, y));
    if (ids.size > rule.maxTiles) throw tooManyTiles(ids.size, rule);
  };
  const deepest = Math.min(rule.detailMaxZoom, sourceZooms.maxZoom);
  for (let z = sourceZooms.minZoom; z <= deepest; z++) {
    if (z <= boxZoom) {
      const { minX, maxX, minY, maxY } = boxRange(box, z);
      for (let x = minX; x <= maxX; x++) for (let y = minY; y <= maxY; y++) add(z, x, y);
    }
    const n = 2 ** z;
    for (const { lon, lat } of area.points) {
      // A tile is kept when the circle of the buffer reaches it: the nearest point of the tile
      // to the place is within the radius (measured in the Mercator plane at the place's
      // latitude, exact to a fraction of a percent over a few kilometres).
      const px = worldX(lon);
      const py = worldY(lat);
      const radius = bufferMetres(z, rule) * worldPerMetre(lat);
      const minX = tileIndex(px - radius, z);
      const maxX = tileIndex(px + radius, z);
      const minY = tileIndex(py - radius, z);
      const maxY = tileIndex(py + radius, z);
      for (let x = minX; x <= maxX; x++) {
        const dx = Math.max(x / n - px, 0, px - (x + 1) / n);
        for (let y = minY; y <= maxY; y++) {
          const dy = Math.max(y / n - py, 0, py - (y + 1) / n);
          if (dx * dx + dy * dy <= radius * radius) add(z, x, y);
        }
      }
    }
  }
  return { tileIds: [...ids].sort((a, b) => a - b), boxZoom };
}
