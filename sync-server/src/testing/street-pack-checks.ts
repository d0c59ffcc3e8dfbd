import { tileBounds, type LonLat } from '../domain/maps/web-mercator';

/*
 * Measures the tests check street packs with, written apart from the rule's own (which works in
 * the Mercator plane): distances on the sphere, and the radii decision 012 states.
 */

/** The radius kept around a place at zooms 10 to 14, in metres, as decision 012 states it. */
export const RADIUS_M: Record<number, number> = {
  14: 3000,
  13: 4243,
  12: 6000,
  11: 8485,
  10: 12_000,
};

/** Great-circle metres (haversine): an independent measure of the rule's Mercator one. */
export function metresBetween(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

/** The metres from a place to the nearest point of a tile (0 inside it). */
export function metresToTile(place: LonLat, z: number, x: number, y: number): number {
  const b = tileBounds(z, x, y);
  const nearest = {
    lon: Math.min(b.east, Math.max(b.west, place.lon)),
    lat: Math.min(b.north, Math.max(b.south, place.lat)),
  };
  return metresBetween(place, nearest);
}

/** The radius kept around a place at any zoom, written apart from the rule: 3 km × √2^(14 − z). */
export function radiusMetres(z: number): number {
  return 3000 * 2 ** ((14 - z) / 2);
}

/** Whether a tile's ground and a box overlap (both as lon/lat rectangles). */
export function tileMeetsBox(
  z: number,
  x: number,
  y: number,
  box: { west: number; south: number; east: number; north: number },
): boolean {
  const b = tileBounds(z, x, y);
  return b.west <= box.east && b.east >= box.west && b.south <= box.north && b.north >= box.south;
}

/**
 * Whether a street pack of these places may hold a tile (`slack` above 1 forgives the two
 * measures' small difference at the circle's edge) or must hold it (`slack` below 1).
 */
export function tileInArea(
  points: LonLat[],
  box: { west: number; south: number; east: number; north: number },
  boxZoom: number,
  [z, x, y]: [number, number, number],
  slack: number,
): boolean {
  if (z <= boxZoom && tileMeetsBox(z, x, y, box)) return true;
  return points.some((p) => metresToTile(p, z, x, y) <= radiusMetres(z) * slack);
}
