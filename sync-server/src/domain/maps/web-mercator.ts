import type { LonLatBounds } from './pmtiles-header';

/*
 * The Web Mercator square every web map tiles: the world as [0, 1] x [0, 1], x growing east from
 * the antimeridian, y growing south from about 85.05° N. Tile z/x/y covers
 * [x / 2^z, (x + 1) / 2^z] x [y / 2^z, (y + 1) / 2^z].
 */

export interface LonLat {
  lon: number;
  lat: number;
}

/** Where Web Mercator stops: the latitude that makes the map square. */
export const MAX_MERCATOR_LAT = 85.0511287798066;
/** The equator's length in metres (WGS 84): one world width at latitude 0. */
export const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export function worldX(lon: number): number {
  return (lon + 180) / 360;
}

export function worldY(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

export function lonOfWorldX(x: number): number {
  return x * 360 - 180;
}

export function latOfWorldY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** The tile column or row holding a world coordinate at zoom z (the far edge in the last one). */
export function tileIndex(world: number, z: number): number {
  const n = 2 ** z;
  return Math.max(0, Math.min(n - 1, Math.floor(world * n)));
}

export function tileBounds(z: number, x: number, y: number): LonLatBounds {
  const n = 2 ** z;
  return {
    west: lonOfWorldX(x / n),
    east: lonOfWorldX((x + 1) / n),
    north: latOfWorldY(y / n),
    south: latOfWorldY((y + 1) / n),
  };
}

/** World units per metre on the ground near a latitude (Mercator stretches by 1 / cos lat). */
export function worldPerMetre(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  return 1 / (EARTH_CIRCUMFERENCE_M * Math.cos((clamped * Math.PI) / 180));
}
