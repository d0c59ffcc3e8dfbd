import { createHash } from 'node:crypto';
import { joinParts } from './byte-parts';
import { gzipInternal } from './pmtiles-compression';
import { encodeDirectory, type DirectoryEntry } from './pmtiles-directory';
import {
  Compression,
  decodeHeader,
  encodeHeader,
  HEADER_BYTES,
  MAX_ROOT_DIRECTORY_BYTES,
  type CompressionCode,
  type LonLatBounds,
  type PmtilesHeader,
  type TileTypeCode,
} from './pmtiles-header';
import { zoomOfTileId } from './pmtiles-tile-id';

export interface TileToWrite {
  tileId: number;
  /** As it goes in the archive: already in `tileCompression`. */
  data: Uint8Array;
}

/** What the header and metadata of a new archive say besides its tiles. */
export interface ArchiveDescription {
  tileType: TileTypeCode;
  tileCompression: CompressionCode;
  /** The metadata JSON: bytes kept as they are (a source's), or a value to serialize. */
  metadata: Uint8Array | Record<string, unknown>;
  bounds: LonLatBounds;
  center: { lon: number; lat: number; zoom: number };
}

export interface WriterOptions {
  /** The root directory's compressed size limit; the spec's 16,257 bytes unless a test lowers it. */
  maxRootBytes?: number;
}

/**
 * An archive as the list of byte arrays to send in order (header, root, metadata, leaves, then
 * the tiles' own arrays, never copied), so it can be streamed or joined once.
 */
export interface WrittenArchive {
  header: PmtilesHeader;
  parts: Uint8Array[];
  byteLength: number;
}

/** Byte equality through Buffer views (no copy): memcmp, not a loop in JavaScript. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  return view(a).equals(view(b));
}

/** A blob in the tile data section, and its digest once another blob of its length appears. */
interface Blob {
  data: Uint8Array;
  offset: number;
  digest?: string;
}

/**
 * Identical contents are stored once (an ocean or a field is the same tile thousands of times).
 * Blobs are grouped by length first and hashed only when a second blob of the same length
 * arrives, so the unique street tiles, most of a city, cost no hashing at all.
 */
class BlobStore {
  readonly blobs: Blob[] = [];
  private size = 0;
  /** The first blob of each length, until a second one of that length makes it hashed. */
  private readonly firstOfLength = new Map<number, Blob>();
  private readonly byDigest = new Map<string, Blob>();

  private static digest(data: Uint8Array): string {
    return createHash('sha256').update(data).digest('base64');
  }

  /** The offset of these bytes in the data section, adding them when new. */
  offsetOf(data: Uint8Array): number {
    const first = this.firstOfLength.get(data.length);
    if (!first) {
      const blob = this.add(data);
      this.firstOfLength.set(data.length, blob);
      return blob.offset;
    }
    if (first.digest === undefined) {
      first.digest = BlobStore.digest(first.data);
      this.byDigest.set(first.digest, first);
    }
    const digest = BlobStore.digest(data);
    const found = this.byDigest.get(digest);
    // Equal digests: compared byte for byte all the same, since it costs little.
    if (found && sameBytes(found.data, data)) return found.offset;
    const blob = this.add(data);
    blob.digest = digest;
    this.byDigest.set(digest, blob);
    return blob.offset;
  }

  private add(data: Uint8Array): Blob {
    const blob = { data, offset: this.size };
    this.blobs.push(blob);
    this.size += data.length;
    return blob;
  }

  get byteLength(): number {
    return this.size;
  }
}

/**
 * The root directory, and leaf directories when the root alone would pass the size limit: the
 * entries in leaves of `leafSize`, doubled until the root (one entry per leaf) fits. The same
 * rule as the reference writers.
 */
function directories(
  entries: DirectoryEntry[],
  maxRootBytes: number,
): { root: Uint8Array; leaves: Uint8Array[] } {
  const root = gzipInternal(encodeDirectory(entries));
  if (root.length <= maxRootBytes) return { root, leaves: [] };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const leaves: Uint8Array[] = [];
    const rootEntries: DirectoryEntry[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const chunk = entries.slice(i, i + leafSize);
      const leaf = gzipInternal(encodeDirectory(chunk));
      rootEntries.push({
        tileId: (chunk[0] as DirectoryEntry).tileId,
        offset,
        length: leaf.length,
        runLength: 0,
      });
      leaves.push(leaf);
      offset += leaf.length;
    }
    const leafRoot = gzipInternal(encodeDirectory(rootEntries));
    if (leafRoot.length <= maxRootBytes) return { root: leafRoot, leaves };
    if (rootEntries.length === 1) throw new RangeError('The root directory cannot be made to fit');
  }
}

/**
 * Writes a clustered PMTiles v3 archive: tiles in any order are sorted by id, identical contents
 * stored once, consecutive ids with one content made a run, directories gzipped (root within
 * the first 16 KiB, leaves when needed). Min and max zoom come from the tiles.
 */
export function writePmtiles(
  input: Iterable<TileToWrite>,
  description: ArchiveDescription,
  options: WriterOptions = {},
): WrittenArchive {
  const tiles = [...input].sort((a, b) => a.tileId - b.tileId);
  const first = tiles[0];
  const last = tiles.at(-1);
  if (!first || !last) throw new RangeError('A PMTiles archive needs at least one tile');

  const store = new BlobStore();
  const entries: DirectoryEntry[] = [];
  let previous: DirectoryEntry | undefined;
  for (const { tileId, data } of tiles) {
    if (data.length === 0) throw new RangeError(`Tile ${tileId} is empty`);
    if (previous && tileId < previous.tileId + previous.runLength) {
      throw new RangeError(`Tile ${tileId} is given twice`);
    }
    const offset = store.offsetOf(data);
    // Blobs are added in tile id order, so the data section is clustered; a repeated content
    // points back to its first copy, which the spec allows in a clustered archive.
    if (previous && previous.offset === offset && tileId === previous.tileId + previous.runLength) {
      previous.runLength += 1;
    } else {
      previous = { tileId, offset, length: data.length, runLength: 1 };
      entries.push(previous);
    }
  }

  const { root, leaves } = directories(entries, options.maxRootBytes ?? MAX_ROOT_DIRECTORY_BYTES);
  const metadataJson =
    description.metadata instanceof Uint8Array
      ? description.metadata
      : new TextEncoder().encode(JSON.stringify(description.metadata));
  const metadata = gzipInternal(metadataJson);
  const leavesLength = leaves.reduce((sum, leaf) => sum + leaf.length, 0);

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const tileDataOffset = leavesOffset + leavesLength;
  const header: PmtilesHeader = {
    rootDirectoryOffset: rootOffset,
    rootDirectoryLength: root.length,
    metadataOffset,
    metadataLength: metadata.length,
    leafDirectoriesOffset: leavesOffset,
    leafDirectoriesLength: leavesLength,
    tileDataOffset,
    tileDataLength: store.byteLength,
    addressedTiles: tiles.length,
    tileEntries: entries.length,
    tileContents: store.blobs.length,
    clustered: true,
    internalCompression: Compression.gzip,
    tileCompression: description.tileCompression,
    tileType: description.tileType,
    minZoom: zoomOfTileId(first.tileId),
    maxZoom: zoomOfTileId(last.tileId),
    bounds: description.bounds,
    centerZoom: description.center.zoom,
    centerLon: description.center.lon,
    centerLat: description.center.lat,
  };
  const headerBytes = encodeHeader(header);
  const parts = [headerBytes, root, metadata, ...leaves, ...store.blobs.map((blob) => blob.data)];
  // The header as written: positions rounded to the ten-millionths of a degree they travel in.
  return {
    header: decodeHeader(headerBytes),
    parts,
    byteLength: tileDataOffset + store.byteLength,
  };
}

/** The archive as one array of its own (what a test or a single write takes). */
export function archiveBytes(archive: WrittenArchive): Uint8Array<ArrayBuffer> {
  return joinParts(archive.parts);
}
