import { gunzipSync } from 'node:zlib';
import { PMTiles } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { memoryRangeSource, referenceSource } from '../../testing/memory-range-source';
import { FIXTURE_METADATA, streetFixture } from '../../testing/street-tiles-fixture';
import { decompressInternal } from './pmtiles-compression';
import { decodeDirectory } from './pmtiles-directory';
import { Compression, TileType } from './pmtiles-header';
import { PmtilesReader } from './pmtiles-reader';
import { tileIdToZxy } from './pmtiles-tile-id';
import { archiveBytes, writePmtiles, type ArchiveDescription } from './pmtiles-writer';

const plain: ArchiveDescription = {
  tileType: TileType.unknown,
  tileCompression: Compression.none,
  metadata: { name: 'numbers' },
  bounds: { west: -10, south: 38, east: -8, north: 42 },
  center: { lon: -9, lat: 39, zoom: 3 },
};

/** Four bytes that differ for every number. */
function numberTile(n: number): Uint8Array {
  return new Uint8Array([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, 0x7f]);
}

/** The pmtiles package's reading of every given tile, decompressed as it hands them out. */
async function readWithReference(bytes: Uint8Array, tileIds: number[]) {
  const archive = new PMTiles(referenceSource(bytes));
  const tiles = new Map<number, Uint8Array | undefined>();
  for (const id of tileIds) {
    const [z, x, y] = tileIdToZxy(id);
    const answer = await archive.getZxy(z, x, y);
    tiles.set(id, answer ? new Uint8Array(answer.data) : undefined);
  }
  return { archive, tiles };
}

describe('PMTiles writer', () => {
  it('writes an archive the reference reader (the pmtiles package) reads back identically', async () => {
    const { tiles, bytes, header } = streetFixture();
    const { archive, tiles: read } = await readWithReference(
      bytes,
      tiles.map((t) => t.tileId),
    );
    for (const { tileId, data } of tiles) {
      // The reference hands tiles out gunzipped; ours are stored as given (gzipped).
      expect(read.get(tileId), `tile ${tileId}`).toEqual(new Uint8Array(gunzipSync(data)));
    }
    const theirs = await archive.getHeader();
    expect(theirs).toMatchObject({
      specVersion: 3,
      rootDirectoryOffset: header.rootDirectoryOffset,
      rootDirectoryLength: header.rootDirectoryLength,
      tileDataOffset: header.tileDataOffset,
      numAddressedTiles: tiles.length,
      numTileEntries: header.tileEntries,
      numTileContents: header.tileContents,
      clustered: true,
      internalCompression: Compression.gzip,
      tileCompression: Compression.gzip,
      tileType: TileType.mvt,
      minZoom: header.minZoom,
      maxZoom: 14,
      centerZoom: 12,
    });
    expect(theirs.minLon).toBeCloseTo(header.bounds.west, 6);
    expect(theirs.maxLat).toBeCloseTo(header.bounds.north, 6);
    expect(await archive.getMetadata()).toEqual(FIXTURE_METADATA);
    // Tiles past the streets are all one land tile: stored once.
    expect(header.tileContents).toBeLessThan(tiles.length);

    // And our own reader agrees, tile for tile, byte for byte.
    const ours = await PmtilesReader.open(memoryRangeSource(bytes).source);
    for (const { tileId, data } of tiles) expect(await ours.getTileById(tileId)).toEqual(data);
    expect(await ours.metadata()).toEqual(FIXTURE_METADATA);
  });

  it('writes the same bytes whatever order the tiles come in', () => {
    const { tiles } = streetFixture();
    const shuffled = [...tiles].reverse();
    shuffled.push(...shuffled.splice(0, 40));
    const a = archiveBytes(writePmtiles(tiles, plain));
    const b = archiveBytes(writePmtiles(shuffled, plain));
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
  });

  it('stores a repeated content once: consecutive ids as one run, later ones pointing back', async () => {
    const same = new Uint8Array([1, 2, 3]);
    const other = new Uint8Array([9, 9, 9]);
    const tiles = [
      ...Array.from({ length: 10 }, (_, i) => ({ tileId: 10 + i, data: same.slice() })),
      { tileId: 20, data: other },
      { tileId: 30, data: same.slice() },
      // Same length, other content: must not be taken for a copy.
      { tileId: 31, data: new Uint8Array([1, 2, 4]) },
    ];
    const written = writePmtiles(tiles, plain);
    const bytes = archiveBytes(written);
    const { header } = written;
    expect(header).toMatchObject({ addressedTiles: 13, tileEntries: 4, tileContents: 3 });
    expect(header.tileDataLength).toBe(9);
    const root = decodeDirectory(
      decompressInternal(
        bytes.subarray(header.rootDirectoryOffset, header.metadataOffset),
        Compression.gzip,
      ),
    );
    expect(root).toEqual([
      { tileId: 10, offset: 0, length: 3, runLength: 10 },
      { tileId: 20, offset: 3, length: 3, runLength: 1 },
      { tileId: 30, offset: 0, length: 3, runLength: 1 },
      { tileId: 31, offset: 6, length: 3, runLength: 1 },
    ]);
    const { tiles: read } = await readWithReference(
      bytes,
      tiles.map((t) => t.tileId),
    );
    for (const { tileId, data } of tiles) expect(read.get(tileId)).toEqual(data);
    expect(header).toMatchObject({ minZoom: 2, maxZoom: 3 });
  });

  it('moves entries to leaf directories when the root would pass 16 KiB', async () => {
    // 60,000 tiles of different contents and lengths, with uneven gaps between their ids: the
    // root alone would be well over the limit, compressed.
    let tileId = 100;
    const tiles = Array.from({ length: 60_000 }, (_, i) => {
      tileId += 2 + ((i * 7919) % 13);
      return { tileId, data: numberTile(i).subarray(0, 1 + ((i * 104_729) % 4)) };
    });
    const written = writePmtiles(tiles, plain);
    const bytes = archiveBytes(written);
    const { header } = written;
    expect(header.leafDirectoriesLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    const sample = tiles.filter((_, i) => i % 997 === 0 || i === tiles.length - 1);
    const { tiles: read } = await readWithReference(
      bytes,
      sample.map((t) => t.tileId),
    );
    for (const { tileId, data } of sample) expect(read.get(tileId)).toEqual(data);
    // Ids between the tiles are absent for both readers.
    const reader = await PmtilesReader.open(memoryRangeSource(bytes).source);
    expect(await reader.getTileById(101)).toBeUndefined();
    expect(await reader.getTileById(tiles[1]!.tileId)).toEqual(tiles[1]!.data);
    const located = await reader.locate(tiles.map((t) => t.tileId));
    expect(located).toHaveLength(tiles.length);
    expect((await readWithReference(bytes, [101])).tiles.get(101)).toBeUndefined();
  });

  it('keeps a lowered root limit with several leaves', async () => {
    const tiles = Array.from({ length: 9_000 }, (_, i) => ({ tileId: i * 2, data: numberTile(i) }));
    const written = writePmtiles(tiles, plain, { maxRootBytes: 40 });
    expect(written.header.rootDirectoryLength).toBeLessThanOrEqual(40);
    const bytes = archiveBytes(written);
    const reader = await PmtilesReader.open(memoryRangeSource(bytes).source);
    for (const { tileId, data } of tiles.filter((_, i) => i % 500 === 0)) {
      expect(await reader.getTileById(tileId)).toEqual(data);
    }
    const { tiles: read } = await readWithReference(bytes, [0, 8_000, 17_998]);
    expect(read.get(17_998)).toEqual(numberTile(8_999));
  });

  it('refuses no tiles, an empty tile and a tile given twice', () => {
    expect(() => writePmtiles([], plain)).toThrow(RangeError);
    expect(() => writePmtiles([{ tileId: 1, data: new Uint8Array(0) }], plain)).toThrow(/empty/);
    const twice = [
      { tileId: 1, data: numberTile(1) },
      { tileId: 1, data: numberTile(2) },
    ];
    expect(() => writePmtiles(twice, plain)).toThrow(/twice/);
  });
});
