import type { MapBounds } from './map-bounds';

/** What a label needs of a gazetteer city. */
export interface LabelCity {
  readonly id: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** The map as it is now: what is in view and where a place lands on the screen. */
export interface LabelView {
  /** What is in view; east may pass 180 when the view crosses the antimeridian. */
  readonly bounds: MapBounds;
  readonly width: number;
  readonly height: number;
  project(longitude: number, latitude: number): ScreenPoint;
}

export interface LabelOptions {
  /** At most this many labels. */
  readonly limit?: number;
  /** Points no label may cover: the pins. */
  readonly keepClear?: readonly ScreenPoint[];
}

/** A few dozen at most: names to find one's way, not a gazetteer on screen. */
export const MAX_CITY_LABELS = 30;
/** The label's box as drawn by trip-map.css (11px text): about this wide a character. */
const CHAR_WIDTH_PX = 6.5;
const LABEL_HEIGHT_PX = 16;
/** Room kept around each label, and the half-size of a pin's box. */
const GAP_PX = 4;
const PIN_HALF_PX = 16;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** `longitude` moved by whole turns into [west, west + 360). */
function inWestFrame(longitude: number, west: number): number {
  return longitude - 360 * Math.floor((longitude - west) / 360);
}

/**
 * The cities to name on the map now: the largest in view first (`cities` comes largest first,
 * as the gazetteer stores them), each kept only when its label, centred on the city, overlaps no
 * label already kept and no pin, up to `limit`. Recomputed after each move, so zooming in names
 * smaller towns as room appears.
 */
export function pickCityLabels<C extends LabelCity>(
  cities: readonly C[],
  view: LabelView,
  { limit = MAX_CITY_LABELS, keepClear = [] }: LabelOptions = {},
): C[] {
  const [[west, south], [east, north]] = view.bounds;
  const taken: Box[] = keepClear.map(({ x, y }) => ({
    left: x - PIN_HALF_PX,
    top: y - PIN_HALF_PX,
    right: x + PIN_HALF_PX,
    bottom: y + PIN_HALF_PX,
  }));
  const picked: C[] = [];
  for (const city of cities) {
    if (picked.length >= limit) break;
    if (city.latitude < south || city.latitude > north) continue;
    const longitude = inWestFrame(city.longitude, west);
    if (longitude > east) continue;
    const { x, y } = view.project(longitude, city.latitude);
    const halfWidth = (city.name.length * CHAR_WIDTH_PX) / 2 + GAP_PX;
    const box = {
      left: x - halfWidth,
      top: y - LABEL_HEIGHT_PX / 2 - GAP_PX,
      right: x + halfWidth,
      bottom: y + LABEL_HEIGHT_PX / 2 + GAP_PX,
    };
    // Cut by the map's edge, a name would be read wrong.
    if (box.left < 0 || box.top < 0 || box.right > view.width || box.bottom > view.height) continue;
    if (taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    picked.push(city);
  }
  return picked;
}
