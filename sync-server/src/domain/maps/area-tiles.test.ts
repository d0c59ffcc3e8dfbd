import { describe, expect, it } from 'vitest';
import { metresToTile, RADIUS_M } from '../../testing/street-pack-checks';
import { LISBON, PORTO } from '../../testing/street-tiles-fixture';
import { areaTiles, bufferMetres, STREET_PACK_RULE, type TripArea } from './area-tiles';
import { tileIdToZxy, zxyToTileId } from './pmtiles-tile-id';
import { StreetPackTooLarge } from './street-tiles-error';
import { tileIndex, worldX, worldY } from './web-mercator';

function byZoom(ids: number[]): Map<number, number[][]> {
  const zooms = new Map<number, number[][]>();
  for (const id of ids) {
    const [z, x, y] = tileIdToZxy(id);
    zooms.set(z, [...(zooms.get(z) ?? []), [x, y]]);
  }
  return zooms;
}

describe('which tiles a street pack holds', () => {
  it('keeps 3 km around a place at zoom 14, and √2 more each zoom out', () => {
    expect(bufferMetres(14)).toBe(3000);
    for (const [z, metres] of Object.entries(RADIUS_M)) {
      expect(bufferMetres(Number(z))).toBeCloseTo(metres, -1);
    }
    const { tileIds, boxZoom } = areaTiles({ points: [LISBON] });
    expect(boxZoom).toBe(10);
    const zooms = byZoom(tileIds);
    expect([...zooms.keys()]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    // A z14 tile is about 1.9 km across at Lisbon's latitude: a 6 km circle is 4 to 5 across.
    expect(zooms.get(14)!.length).toBeGreaterThanOrEqual(12);
    expect(zooms.get(14)!.length).toBeLessThanOrEqual(25);

    for (let z = 10; z <= 14; z++) {
      const kept = new Set(zooms.get(z)!.map(([x, y]) => `${x}/${y}`));
      // Every tile kept reaches within the radius of the place (1% for the two measures) ...
      for (const key of kept) {
        const [x, y] = key.split('/').map(Number) as [number, number];
        expect(metresToTile(LISBON, z, x, y)).toBeLessThanOrEqual(RADIUS_M[z]! * 1.01);
      }
      // ... and every tile around that reaches well within it is kept.
      const n = 2 ** z;
      const cx = tileIndex(worldX(LISBON.lon), z);
      const cy = tileIndex(worldY(LISBON.lat), z);
      for (let x = Math.max(0, cx - 6); x <= Math.min(n - 1, cx + 6); x++) {
        for (let y = Math.max(0, cy - 6); y <= Math.min(n - 1, cy + 6); y++) {
          if (metresToTile(LISBON, z, x, y) <= RADIUS_M[z]! * 0.99) {
            expect(kept.has(`${x}/${y}`), `${z}/${x}/${y}`).toBe(true);
          }
        }
      }
    }
  });

  it('covers the trip’s box to zoom 10, and coarser when the box is wide', () => {
    const lisbonToPorto: TripArea = { points: [LISBON, PORTO] };
    const { tileIds, boxZoom } = areaTiles(lisbonToPorto);
    expect(boxZoom).toBe(10);
    // Every z10 tile between the two cities is there, not only those around them.
    const between = { lon: -8.8, lat: 40 };
    const id = zxyToTileId(
      10,
      tileIndex(worldX(between.lon), 10),
      tileIndex(worldY(between.lat), 10),
    );
    expect(tileIds).toContain(id);
    // But no z11 tile there: detail stays around the places.
    const detail = zxyToTileId(
      11,
      tileIndex(worldX(between.lon), 11),
      tileIndex(worldY(between.lat), 11),
    );
    expect(tileIds).not.toContain(detail);

    // Lisbon to Tokyo: the box spans 150 degrees of longitude, so its zooms stop above 10 and
    // the box tiles stay within the budget; the streets around both cities are still there.
    const tokyo = { lon: 139.69, lat: 35.69 };
    const far = areaTiles({ points: [LISBON, tokyo] });
    expect(far.boxZoom).toBeLessThan(10);
    const zooms = byZoom(far.tileIds);
    expect(zooms.get(14)!.length).toBeGreaterThanOrEqual(24);
    const boxTiles = far.tileIds.filter((t) => tileIdToZxy(t)[0] <= far.boxZoom).length;
    expect(boxTiles).toBeLessThanOrEqual(STREET_PACK_RULE.boxTileBudget);
  });

  it('keeps to the zooms the source has', () => {
    const { tileIds } = areaTiles({ points: [LISBON] }, STREET_PACK_RULE, {
      minZoom: 4,
      maxZoom: 12,
    });
    const zooms = [...byZoom(tileIds).keys()];
    expect(Math.min(...zooms)).toBe(4);
    expect(Math.max(...zooms)).toBe(12);
  });

  it('refuses places spread so wide the pack would pass its tile limit, saying why', () => {
    // A pin every 10 km along two lines of 4,000 km: 800 places, each with its own streets.
    const points = Array.from({ length: 800 }, (_, i) => ({
      lon: -9 + (i % 400) * 0.12,
      lat: 40 + Math.floor(i / 400) * 0.5,
    }));
    expect(() => areaTiles({ points })).toThrow(StreetPackTooLarge);
    expect(() => areaTiles({ points })).toThrow(
      /too much ground for one street pack: more than 20,000 map tiles/,
    );
    expect(() => areaTiles({ points: [] })).toThrow(RangeError);
  });
});
