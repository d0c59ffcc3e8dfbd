/** A point the map shows. */
export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** [[west, south], [east, north]] in degrees, as MapLibre's fitBounds takes it. */
export type MapBounds = [[number, number], [number, number]];

/**
 * The smallest box shown around a single place or a tight cluster, in degrees (about 5 km):
 * one pin fitted alone would otherwise be shown at the map's deepest zoom, with nothing around
 * it to say where it is.
 */
export const MIN_SPAN_DEGREES = 0.05;
/** Web Mercator ends here: a box beyond it cannot be shown. */
const MAX_LATITUDE = 85;

const clampLatitude = (n: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, n));

/** The range `values` cover, widened around its middle to at least `min`. */
function span(values: readonly number[], min: number): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (hi - lo >= min) return [lo, hi];
  const middle = (lo + hi) / 2;
  return [middle - min / 2, middle + min / 2];
}

/**
 * The box that holds every point; null for none. A trip across the antimeridian (Fiji and
 * Samoa, Tokyo and Honolulu) gets the short way round: its eastern longitudes go past 180,
 * which MapLibre reads as the next copy of the world, instead of a box spanning the whole globe.
 */
export function boundsOf(points: readonly MapPoint[]): MapBounds | null {
  if (points.length === 0) return null;
  const direct = points.map((p) => p.longitude);
  const width = (lngs: number[]) => Math.max(...lngs) - Math.min(...lngs);
  // Only a box wider than half the world can be shorter the other way round.
  const wrapped = direct.map((lng) => (lng < 0 ? lng + 360 : lng));
  const longitudes = width(direct) > 180 && width(wrapped) < width(direct) ? wrapped : direct;
  const [west, east] = span(longitudes, MIN_SPAN_DEGREES);
  const [south, north] = span(
    points.map((p) => p.latitude),
    MIN_SPAN_DEGREES,
  );
  return [
    [west, clampLatitude(south)],
    [east, clampLatitude(north)],
  ];
}
