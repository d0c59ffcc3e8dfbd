import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRangeSource, referenceSource } from '../../testing/memory-range-source';
import { RangeFileServer } from '../../testing/range-file-server';
import { tileInArea } from '../../testing/street-pack-checks';
import { FIXTURE_METADATA, LISBON, PORTO, streetFixture } from '../../testing/street-tiles-fixture';
import { areaBox, STREET_PACK_RULE, type TripArea } from './area-tiles';
import { joinParts } from './byte-parts';
import { cutArea } from './cut-area';
import { httpRangeSource } from './http-range-source';
import { decompressInternal } from './pmtiles-compression';
import { decodeDirectory, type DirectoryEntry } from './pmtiles-directory';
import { Compression, decodeHeader, TileType, type LonLatBounds } from './pmtiles-header';
import { PmtilesReader } from './pmtiles-reader';
import { tileIdToZxy } from './pmtiles-tile-id';
import { fileRangeSource } from './range-source';
import { NoStreetTilesHere, StreetPackTooLarge } from './street-tiles-error';
import { tileBounds, type LonLat } from './web-mercator';

const fixture = streetFixture();
const sourceTiles = new Map(fixture.tiles.map((t) => [t.tileId, t.data]));

/** A place `east` and `north` km from Lisbon's centre (a degree of latitude is 111 km). */
function nearLisbon(eastKm: number, northKm: number): LonLat {
  return {
    lon: LISBON.lon + eastKm / (111.32 * Math.cos((LISBON.lat * Math.PI) / 180)),
    lat: LISBON.lat + northKm / 110.57,
  };
}

/** Alice's trip: Lisbon, a stop 2 km east (Alfama), a pin 1.5 km north. */
const lisbonTrip: TripArea = {
  points: [LISBON, nearLisbon(2, 0), nearLisbon(0, 1.5)],
  center: LISBON,
};

/**
 * Every tile id a pack's directories address, read from the bytes (root and leaves), so the
 * check sees what is in the pack rather than asking it for the tiles we expect.
 */
function packTileIds(bytes: Uint8Array): number[] {
  const header = decodeHeader(bytes);
  const directory = (offset: number, length: number): DirectoryEntry[] =>
    decodeDirectory(
      decompressInternal(bytes.subarray(offset, offset + length), header.internalCompression),
    );
  const ids: number[] = [];
  const walk = (entries: DirectoryEntry[]) => {
    for (const e of entries) {
      if (e.runLength === 0) walk(directory(header.leafDirectoriesOffset + e.offset, e.length));
      else for (let i = 0; i < e.runLength; i++) ids.push(e.tileId + i);
    }
  };
  walk(directory(header.rootDirectoryOffset, header.rootDirectoryLength));
  return ids;
}

/** What the pack's header bounds must be: its tiles from the box zoom down, within the source. */
function expectedBounds(ids: number[], boxZoom: number): LonLatBounds {
  const deep = ids.map(tileIdToZxy).filter(([z]) => z >= boxZoom);
  const bounds = deep.map(([z, x, y]) => tileBounds(z, x, y));
  const source = fixture.header.bounds;
  return {
    west: Math.max(source.west, Math.min(...bounds.map((b) => b.west))),
    south: Math.max(source.south, Math.min(...bounds.map((b) => b.south))),
    east: Math.min(source.east, Math.max(...bounds.map((b) => b.east))),
    north: Math.min(source.north, Math.max(...bounds.map((b) => b.north))),
  };
}

/** Checks a pack against the source and the area rule, tile by tile. */
async function expectPackOf(area: TripArea, bytes: Uint8Array, boxZoom: number) {
  const box = areaBox(area);
  const ids = packTileIds(bytes);
  const reader = await PmtilesReader.open(memoryRangeSource(bytes).source);
  for (const id of ids) {
    const zxy = tileIdToZxy(id);
    const original = sourceTiles.get(id);
    // Copied from the source, byte for byte, at the same z/x/y ...
    expect(original, `tile ${zxy.join('/')} is not in the source`).toBeDefined();
    expect(await reader.getTileById(id), `tile ${zxy.join('/')}`).toEqual(original);
    // ... and inside the area.
    expect(tileInArea(area.points, box, boxZoom, zxy, 1.01), `${zxy.join('/')} outside`).toBe(true);
  }
  // Every source tile well inside the area is in the pack.
  const held = new Set(ids);
  for (const id of sourceTiles.keys()) {
    const zxy = tileIdToZxy(id);
    if (
      zxy[0] <= STREET_PACK_RULE.detailMaxZoom &&
      tileInArea(area.points, box, boxZoom, zxy, 0.99)
    ) {
      expect(held.has(id), `${zxy.join('/')} missing`).toBe(true);
    }
  }
  return ids;
}

describe('cutting a trip’s area out of a street archive', () => {
  let dir: string;
  let path: string;
  let server: RangeFileServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wayfarer-cut-'));
    path = join(dir, 'portugal.pmtiles');
    await writeFile(path, fixture.bytes);
    server = await RangeFileServer.start(fixture.bytes);
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies every tile of the area byte for byte, and nothing outside it', async () => {
    const source = fileRangeSource(path);
    const reader = await PmtilesReader.open(source);
    const cut = await cutArea(reader, lisbonTrip);
    await source.close();
    const bytes = joinParts(cut.parts);

    const ids = await expectPackOf(lisbonTrip, bytes, cut.stats.boxZoom);
    expect(cut.byteLength).toBe(bytes.length);
    expect(cut.stats).toMatchObject({
      tiles: ids.length,
      bytes: bytes.length,
      boxZoom: 10,
      maxZoom: 14,
      minZoom: fixture.header.minZoom,
    });
    expect(cut.stats.contents).toBeLessThan(ids.length);
    // Nothing of Porto's streets: no tile deeper than zoom 8 north of Coimbra.
    expect(
      ids.map(tileIdToZxy).some(([z, x, y]) => z > 8 && tileBounds(z, x, y).south > 40.2),
    ).toBe(false);

    const header = decodeHeader(bytes);
    expect(header).toMatchObject({
      clustered: true,
      tileType: TileType.mvt,
      tileCompression: Compression.gzip,
      internalCompression: Compression.gzip,
      minZoom: cut.stats.minZoom,
      maxZoom: 14,
      centerZoom: 12,
      addressedTiles: ids.length,
    });
    const bounds = expectedBounds(ids, cut.stats.boxZoom);
    for (const side of ['west', 'south', 'east', 'north'] as const) {
      expect(header.bounds[side]).toBeCloseTo(bounds[side], 6);
    }
    for (const p of lisbonTrip.points) {
      expect(p.lon).toBeGreaterThan(header.bounds.west);
      expect(p.lon).toBeLessThan(header.bounds.east);
      expect(p.lat).toBeGreaterThan(header.bounds.south);
      expect(p.lat).toBeLessThan(header.bounds.north);
    }
    expect(header.centerLon).toBeCloseTo(LISBON.lon, 6);
    expect(header.centerLat).toBeCloseTo(LISBON.lat, 6);

    // The reference reader reads the pack the same: every tile, the metadata.
    const reference = new PMTiles(referenceSource(bytes));
    expect(await reference.getMetadata()).toEqual(FIXTURE_METADATA);
    for (const id of ids) {
      const [z, x, y] = tileIdToZxy(id);
      const answer = await reference.getZxy(z, x, y);
      expect(new Uint8Array(answer!.data)).toEqual(
        new Uint8Array(gunzipSync(sourceTiles.get(id)!)),
      );
    }
  });

  it('cuts the same bytes over HTTP as from the file, in a few range requests', async () => {
    const fromFile = await cutArea(await PmtilesReader.open(fileRangeSource(path)), lisbonTrip);
    server.requests.length = 0;
    const fromHttp = await cutArea(
      await PmtilesReader.open(httpRangeSource({ url: server.url })),
      lisbonTrip,
    );
    const [http, file] = [fromHttp, fromFile].map((cut) => Buffer.from(joinParts(cut.parts)));
    expect(http!.equals(file!)).toBe(true);
    // The header and root, the metadata, and the tiles (512 KiB gaps are read through).
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  it('holds the streets of both cities of a trip from Lisbon to Porto, and the way between', async () => {
    const trip: TripArea = { points: [LISBON, PORTO], center: LISBON };
    const reader = await PmtilesReader.open(memoryRangeSource(fixture.bytes).source);
    const cut = await cutArea(reader, trip);
    const ids = await expectPackOf(trip, joinParts(cut.parts), cut.stats.boxZoom);
    const deepest = ids.map(tileIdToZxy).filter(([z]) => z === 14);
    expect(deepest.some(([z, x, y]) => tileBounds(z, x, y).south > 41)).toBe(true);
    expect(deepest.some(([z, x, y]) => tileBounds(z, x, y).north < 39)).toBe(true);
  });

  it('refuses a pack over the byte limit after reading directories only', async () => {
    const { source, reads } = memoryRangeSource(fixture.bytes);
    const reader = await PmtilesReader.open(source);
    const limit = { ...STREET_PACK_RULE, maxBytes: 2_000 };
    await expect(cutArea(reader, lisbonTrip, limit)).rejects.toThrow(StreetPackTooLarge);
    await expect(cutArea(reader, lisbonTrip, limit)).rejects.toThrow(
      /would be about 1 MB, over the 1 MB limit/,
    );
    expect(reads.some((r) => r.offset >= fixture.header.tileDataOffset)).toBe(false);
  });

  it('says so when the archive has nothing where the trip goes', async () => {
    const reader = await PmtilesReader.open(memoryRangeSource(fixture.bytes).source);
    await expect(cutArea(reader, { points: [{ lon: 139.69, lat: 35.69 }] })).rejects.toThrow(
      NoStreetTilesHere,
    );
  });
});
