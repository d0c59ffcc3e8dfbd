/*
 * PMTiles v3 tile ids (spec 4.1): tiles are numbered along one Hilbert curve per zoom, zoom 0
 * first, so tile z/x/y has the id (4^z - 1) / 3 + its position on the curve of zoom z. Tiles that
 * are close on the map are close in id, which is what keeps a clustered archive's neighbouring
 * tiles next to each other on disk and lets a cut read them in a few long ranges.
 *
 * Ids pass 2^32 from zoom 16 on, so this is written with arithmetic on doubles, never 32-bit
 * bitwise operators on the id; doubles hold every id up to zoom 26 (4^26 < 2^53) exactly.
 */

/** The deepest zoom whose ids a double holds exactly. */
export const MAX_TILE_ZOOM = 26;

/** The id of the first tile of a zoom: the number of tiles on all the zooms above it. */
export function firstTileIdOfZoom(z: number): number {
  return (4 ** z - 1) / 3;
}

function checkZoom(z: number): void {
  if (!Number.isInteger(z) || z < 0 || z > MAX_TILE_ZOOM) {
    throw new RangeError(`Tile zoom must be an integer from 0 to ${MAX_TILE_ZOOM}, not ${z}`);
  }
}

export function zxyToTileId(z: number, x: number, y: number): number {
  checkZoom(z);
  const n = 2 ** z;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= n || y >= n) {
    throw new RangeError(`Tile ${z}/${x}/${y} is outside zoom ${z}`);
  }
  let d = 0;
  let tx = x;
  let ty = y;
  // x and y are below 2^26, so `&` on them is exact; the sum d is kept in a double.
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0;
    const ry = (ty & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    // The Hilbert curve's rotation of the quadrant, so the curve inside it enters and leaves
    // where its neighbours expect: flipped when on the right, then x and y swapped.
    if (ry === 0) {
      if (rx === 1) {
        tx = n - 1 - tx;
        ty = n - 1 - ty;
      }
      const swap = tx;
      tx = ty;
      ty = swap;
    }
  }
  return firstTileIdOfZoom(z) + d;
}

/** The zoom a tile id belongs to. */
export function zoomOfTileId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Not a tile id: ${id}`);
  for (let z = 0, next = 1; z <= MAX_TILE_ZOOM; z++, next = next * 4 + 1) {
    // `next` is the first id of zoom z + 1: (4^(z+1) - 1) / 3.
    if (id < next) return z;
  }
  throw new RangeError(`Tile id ${id} is past zoom ${MAX_TILE_ZOOM}`);
}

export function tileIdToZxy(id: number): [z: number, x: number, y: number] {
  const z = zoomOfTileId(id);
  const n = 2 ** z;
  let t = id - firstTileIdOfZoom(z);
  let x = 0;
  let y = 0;
  for (let s = 1; s < n; s *= 2) {
    // t may pass 2^32 (zoom 16 on): then its low bits are read with % and division, since `&`
    // would cut it to 32 bits; below, the bitwise form is several times faster.
    const small = t < 0x40000000;
    const rx = small ? (t >> 1) & 1 : Math.floor(t / 2) % 2;
    const ry = (small ? t & 1 : t % 2) ^ rx;
    // The same rotation, undone within the quadrant of side s built so far.
    if (ry === 0) {
      if (rx === 1) {
        x = s - 1 - x;
        y = s - 1 - y;
      }
      const swap = x;
      x = y;
      y = swap;
    }
    x += s * rx;
    y += s * ry;
    t = small ? t >> 2 : Math.floor(t / 4);
  }
  return [z, x, y];
}
