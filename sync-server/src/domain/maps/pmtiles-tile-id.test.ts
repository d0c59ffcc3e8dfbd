import { tileIdToZxy as referenceTileIdToZxy, zxyToTileId as referenceZxyToTileId } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import {
  firstTileIdOfZoom,
  MAX_TILE_ZOOM,
  tileIdToZxy,
  zoomOfTileId,
  zxyToTileId,
} from './pmtiles-tile-id';

/** A small deterministic generator, so a failure names the same tiles on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('PMTiles tile ids', () => {
  it('gives the ids of the specification’s table', () => {
    // spec/v3/spec.md, 4.1 TileID.
    expect(zxyToTileId(0, 0, 0)).toBe(0);
    expect(zxyToTileId(1, 0, 0)).toBe(1);
    expect(zxyToTileId(1, 0, 1)).toBe(2);
    expect(zxyToTileId(1, 1, 1)).toBe(3);
    expect(zxyToTileId(1, 1, 0)).toBe(4);
    expect(zxyToTileId(2, 0, 0)).toBe(5);
    expect(zxyToTileId(12, 3423, 1763)).toBe(19_078_479);
    expect(tileIdToZxy(19_078_479)).toEqual([12, 3423, 1763]);
    expect(tileIdToZxy(4)).toEqual([1, 1, 0]);
  });

  it('numbers each zoom after all the zooms above it', () => {
    for (let z = 0; z <= MAX_TILE_ZOOM; z++) {
      expect(zoomOfTileId(firstTileIdOfZoom(z))).toBe(z);
      if (z > 0) expect(zoomOfTileId(firstTileIdOfZoom(z) - 1)).toBe(z - 1);
    }
    // Ids pass 2^32 from zoom 16: still exact, and still the reference implementation's.
    const n = 2 ** 20;
    expect(zxyToTileId(20, n - 1, n - 1)).toBe(referenceZxyToTileId(20, n - 1, n - 1));
    expect(tileIdToZxy(zxyToTileId(26, 12_345_678, 54_321))).toEqual([26, 12_345_678, 54_321]);
  });

  it('goes there and back for every tile of zooms 0 to 8 and for tiles of every zoom to 14', () => {
    for (let z = 0; z <= 8; z++) {
      const n = 2 ** z;
      const seen = new Set<number>();
      for (let x = 0; x < n; x++) {
        for (let y = 0; y < n; y++) {
          const id = zxyToTileId(z, x, y);
          seen.add(id);
          const [rz, rx, ry] = tileIdToZxy(id);
          if (rz !== z || rx !== x || ry !== y) {
            throw new Error(`${z}/${x}/${y} came back as ${rz}/${rx}/${ry}`);
          }
        }
      }
      // The ids of a zoom are exactly its range: no gap, no tile twice.
      expect(seen.size).toBe(n * n);
      expect(Math.min(...seen)).toBe(firstTileIdOfZoom(z));
      expect(Math.max(...seen)).toBe(firstTileIdOfZoom(z + 1) - 1);
    }
    const random = seeded(25);
    for (let z = 9; z <= 14; z++) {
      const n = 2 ** z;
      const corners = [
        [0, 0],
        [n - 1, 0],
        [0, n - 1],
        [n - 1, n - 1],
      ];
      const sample = Array.from({ length: 5_000 }, () => [
        Math.floor(random() * n),
        Math.floor(random() * n),
      ]);
      for (const [x, y] of [...corners, ...sample] as [number, number][]) {
        const [rz, rx, ry] = tileIdToZxy(zxyToTileId(z, x, y));
        // A plain check: expect() on 120,000 tiles takes seconds by itself.
        if (rz !== z || rx !== x || ry !== y) throw new Error(`${z}/${x}/${y} came back wrong`);
      }
    }
  });

  it('agrees with the reference implementation (the pmtiles package) on random tiles', () => {
    const random = seeded(12);
    for (let i = 0; i < 20_000; i++) {
      const z = Math.floor(random() * 21);
      const n = 2 ** z;
      const x = Math.floor(random() * n);
      const y = Math.floor(random() * n);
      const id = zxyToTileId(z, x, y);
      if (id !== referenceZxyToTileId(z, x, y)) throw new Error(`${z}/${x}/${y} differs`);
      const back = referenceTileIdToZxy(id);
      if (back[0] !== z || back[1] !== x || back[2] !== y) throw new Error(`${id} differs`);
    }
  });

  it('refuses tiles outside their zoom and zooms a double cannot number', () => {
    expect(() => zxyToTileId(0, 1, 1)).toThrow(RangeError);
    expect(() => zxyToTileId(3, -1, 0)).toThrow(RangeError);
    expect(() => zxyToTileId(MAX_TILE_ZOOM + 1, 0, 0)).toThrow(RangeError);
    expect(() => tileIdToZxy(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => tileIdToZxy(-1)).toThrow(RangeError);
  });
});
