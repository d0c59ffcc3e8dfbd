/*
 * The fixed 127-byte header at the start of every PMTiles v3 archive (spec chapter 3): where the
 * root directory, metadata, leaf directories and tile data lie, how they are compressed, what the
 * tiles are, and the zooms, bounds and centre of the tileset.
 */

export const HEADER_BYTES = 127;
/** The header and the whole compressed root directory fit in this many first bytes (spec 4). */
export const ROOT_WITHIN_BYTES = 16_384;
export const MAX_ROOT_DIRECTORY_BYTES = ROOT_WITHIN_BYTES - HEADER_BYTES;

/** Compression of directories, metadata (internal) or tiles: spec 3.3. */
export const Compression = { unknown: 0, none: 1, gzip: 2, brotli: 3, zstd: 4 } as const;
export type CompressionCode = number;

/** Spec 3.2, Tile Type. */
export const TileType = {
  unknown: 0,
  mvt: 1,
  png: 2,
  jpeg: 3,
  webp: 4,
  avif: 5,
  mlt: 6,
} as const;
export type TileTypeCode = number;

export interface LonLatBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface PmtilesHeader {
  rootDirectoryOffset: number;
  rootDirectoryLength: number;
  metadataOffset: number;
  metadataLength: number;
  leafDirectoriesOffset: number;
  leafDirectoriesLength: number;
  tileDataOffset: number;
  tileDataLength: number;
  /** Tiles before run-length encoding; 0 when unknown. */
  addressedTiles: number;
  /** Directory entries with a run length above 0; 0 when unknown. */
  tileEntries: number;
  /** Distinct tile blobs in the data section; 0 when unknown. */
  tileContents: number;
  clustered: boolean;
  internalCompression: CompressionCode;
  tileCompression: CompressionCode;
  tileType: TileTypeCode;
  minZoom: number;
  maxZoom: number;
  bounds: LonLatBounds;
  centerZoom: number;
  centerLon: number;
  centerLat: number;
}

/** What a source that is not a PMTiles v3 archive throws when opened. */
export class NotPmtilesError extends Error {
  override readonly name = 'NotPmtilesError';
}

const MAGIC = [0x50, 0x4d, 0x54, 0x69, 0x6c, 0x65, 0x73]; // 'PMTiles'
const VERSION = 3;
// Positions travel as integers of ten-millionths of a degree (spec 3.4).
const POSITION_SCALE = 10_000_000;

function readUint64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new NotPmtilesError('A PMTiles header offset is larger than 2^53');
  }
  return Number(value);
}

export function decodeHeader(bytes: Uint8Array): PmtilesHeader {
  if (bytes.length < HEADER_BYTES || MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw new NotPmtilesError('Not a PMTiles archive (no PMTiles header)');
  }
  if (bytes[7] !== VERSION) {
    throw new NotPmtilesError(`PMTiles version ${bytes[7]} is not supported; version 3 is`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const position = (at: number) => view.getInt32(at, true) / POSITION_SCALE;
  return {
    rootDirectoryOffset: readUint64(view, 8),
    rootDirectoryLength: readUint64(view, 16),
    metadataOffset: readUint64(view, 24),
    metadataLength: readUint64(view, 32),
    leafDirectoriesOffset: readUint64(view, 40),
    leafDirectoriesLength: readUint64(view, 48),
    tileDataOffset: readUint64(view, 56),
    tileDataLength: readUint64(view, 64),
    addressedTiles: readUint64(view, 72),
    tileEntries: readUint64(view, 80),
    tileContents: readUint64(view, 88),
    clustered: view.getUint8(96) === 1,
    internalCompression: view.getUint8(97),
    tileCompression: view.getUint8(98),
    tileType: view.getUint8(99),
    minZoom: view.getUint8(100),
    maxZoom: view.getUint8(101),
    bounds: {
      west: position(102),
      south: position(106),
      east: position(110),
      north: position(114),
    },
    centerZoom: view.getUint8(118),
    centerLon: position(119),
    centerLat: position(123),
  };
}

export function encodeHeader(header: PmtilesHeader): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES);
  bytes.set(MAGIC, 0);
  bytes[7] = VERSION;
  const view = new DataView(bytes.buffer);
  const uint64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  const position = (at: number, degrees: number) =>
    view.setInt32(at, Math.round(degrees * POSITION_SCALE), true);
  uint64(8, header.rootDirectoryOffset);
  uint64(16, header.rootDirectoryLength);
  uint64(24, header.metadataOffset);
  uint64(32, header.metadataLength);
  uint64(40, header.leafDirectoriesOffset);
  uint64(48, header.leafDirectoriesLength);
  uint64(56, header.tileDataOffset);
  uint64(64, header.tileDataLength);
  uint64(72, header.addressedTiles);
  uint64(80, header.tileEntries);
  uint64(88, header.tileContents);
  view.setUint8(96, header.clustered ? 1 : 0);
  view.setUint8(97, header.internalCompression);
  view.setUint8(98, header.tileCompression);
  view.setUint8(99, header.tileType);
  view.setUint8(100, header.minZoom);
  view.setUint8(101, header.maxZoom);
  position(102, header.bounds.west);
  position(106, header.bounds.south);
  position(110, header.bounds.east);
  position(114, header.bounds.north);
  view.setUint8(118, header.centerZoom);
  position(119, header.centerLon);
  position(123, header.centerLat);
  return bytes;
}
