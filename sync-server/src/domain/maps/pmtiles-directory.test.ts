import { describe, expect, it } from 'vitest';
import {
  decodeDirectory,
  encodeDirectory,
  findEntry,
  type DirectoryEntry,
} from './pmtiles-directory';
import { decodeHeader, encodeHeader, NotPmtilesError, type PmtilesHeader } from './pmtiles-header';
import { ByteWriter, readVarint } from './pmtiles-varint';

describe('PMTiles varints', () => {
  it('reads and writes the reference implementation’s examples, up to 2^53', () => {
    const out = new ByteWriter(2);
    for (const value of [0, 1, 127, 624_485, Number.MAX_SAFE_INTEGER]) out.varint(value);
    const bytes = out.bytes();
    // 624485 is 0xe5 0x8e 0x26 in protobuf's documentation and the reference tests.
    expect([...bytes.subarray(0, 6)]).toEqual([0, 1, 127, 0xe5, 0x8e, 0x26]);
    expect([...bytes.subarray(6)]).toEqual([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f]);
    const cursor = { bytes, pos: 0 };
    expect([0, 1, 2, 3, 4].map(() => readVarint(cursor))).toEqual([
      0,
      1,
      127,
      624_485,
      Number.MAX_SAFE_INTEGER,
    ]);
  });

  it('refuses a number cut short or too large for a double', () => {
    expect(() => readVarint({ bytes: new Uint8Array([0x80]), pos: 0 })).toThrow(RangeError);
    const huge = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
    expect(() => readVarint({ bytes: huge, pos: 0 })).toThrow(RangeError);
    expect(() => new ByteWriter().varint(-1)).toThrow(RangeError);
  });
});

describe('PMTiles directories', () => {
  const entries: DirectoryEntry[] = [
    { tileId: 5, offset: 0, length: 42, runLength: 1 },
    // Contiguous with the one before: written as offset 0.
    { tileId: 6, offset: 42, length: 10, runLength: 3 },
    // Deduplicated: points back to an earlier blob.
    { tileId: 20, offset: 0, length: 42, runLength: 1 },
    { tileId: 2 ** 40, offset: 2 ** 40, length: 7, runLength: 0 },
  ];

  it('goes there and back, offsets right after the previous entry written as 0', () => {
    const bytes = encodeDirectory(entries);
    expect(decodeDirectory(bytes)).toEqual(entries);
    const cursor = { bytes, pos: 0 };
    const numbers = Array.from({ length: 17 }, () => readVarint(cursor));
    expect(numbers).toEqual([
      4,
      ...[5, 1, 14, 2 ** 40 - 20],
      ...[1, 3, 1, 0],
      ...[42, 10, 42, 7],
      ...[1, 0, 1, 2 ** 40 + 1],
    ]);
  });

  it('finds a tile in a run, a leaf for ids past its start, and nothing between runs', () => {
    expect(findEntry(entries, 5)?.length).toBe(42);
    expect(findEntry(entries, 8)?.tileId).toBe(6);
    expect(findEntry(entries, 9)).toBeUndefined();
    expect(findEntry(entries, 4)).toBeUndefined();
    expect(findEntry(entries, 2 ** 40 + 99)?.runLength).toBe(0);
    expect(findEntry([], 1)).toBeUndefined();
  });

  it('refuses an empty directory and entries out of order', () => {
    expect(() => encodeDirectory([])).toThrow(RangeError);
    expect(() => encodeDirectory([entries[1]!, entries[0]!])).toThrow(RangeError);
  });
});

describe('PMTiles header', () => {
  const header: PmtilesHeader = {
    rootDirectoryOffset: 127,
    rootDirectoryLength: 300,
    metadataOffset: 427,
    metadataLength: 55,
    leafDirectoriesOffset: 482,
    leafDirectoriesLength: 0,
    tileDataOffset: 482,
    tileDataLength: 2 ** 35,
    addressedTiles: 1000,
    tileEntries: 900,
    tileContents: 800,
    clustered: true,
    internalCompression: 2,
    tileCompression: 2,
    tileType: 1,
    minZoom: 0,
    maxZoom: 14,
    bounds: { west: -9.5, south: 38.5, east: -8.25, north: 41.25 },
    centerZoom: 12,
    centerLon: -9.1393,
    centerLat: 38.7223,
  };

  it('goes there and back in 127 bytes, positions to a ten-millionth of a degree', () => {
    const bytes = encodeHeader(header);
    expect(bytes.length).toBe(127);
    expect(new TextDecoder().decode(bytes.subarray(0, 7))).toBe('PMTiles');
    expect(bytes[7]).toBe(3);
    expect(decodeHeader(bytes)).toEqual(header);
  });

  it('refuses what is not a version 3 archive', () => {
    expect(() => decodeHeader(new Uint8Array(127))).toThrow(NotPmtilesError);
    const v2 = encodeHeader(header);
    v2[7] = 2;
    expect(() => decodeHeader(v2)).toThrow(/version 2/);
  });
});
