import { decompressInternal } from './pmtiles-compression';
import { decodeDirectory, findEntry, type DirectoryEntry } from './pmtiles-directory';
import {
  decodeHeader,
  HEADER_BYTES,
  NotPmtilesError,
  ROOT_WITHIN_BYTES,
  type PmtilesHeader,
} from './pmtiles-header';
import { zxyToTileId } from './pmtiles-tile-id';
import type { RangeSource } from './range-source';

/** Where one tile's bytes lie in the archive (absolute offset), as its directory says. */
export interface TileLocation {
  tileId: number;
  offset: number;
  length: number;
}

export interface PmtilesReaderOptions {
  /** Leaf directories kept decoded (each a few thousand entries); the root is always kept. */
  leafCacheEntries?: number;
  /** The longest single read when tiles are read together (readTiles). */
  maxSpanBytes?: number;
}

/** The spec discourages more than one level of leaves; a deeper chain is a broken archive. */
const MAX_DIRECTORY_DEPTH = 4;

/**
 * Reads a PMTiles v3 archive through a RangeSource: the header and root directory with one read
 * of the first 16 KiB, leaf directories when a tile needs them (kept in a small LRU), and tiles
 * as they are stored (in the archive's tile compression). A reader describes one version of the
 * archive; open another when the source's version changes.
 */
export class PmtilesReader {
  private readonly leaves = new Map<number, Promise<DirectoryEntry[]>>();
  private metadataBytes: Promise<Uint8Array> | undefined;
  private readonly leafCacheEntries: number;
  private readonly maxSpanBytes: number;
  /** Bytes read from the source by this reader, for the cut's statistics. */
  bytesRead = 0;

  private constructor(
    readonly source: RangeSource,
    readonly header: PmtilesHeader,
    private readonly root: DirectoryEntry[],
    options: PmtilesReaderOptions,
    bytesRead: number,
  ) {
    this.leafCacheEntries = options.leafCacheEntries ?? 64;
    this.maxSpanBytes = options.maxSpanBytes ?? 8 * 1024 * 1024;
    this.bytesRead = bytesRead;
  }

  static async open(
    source: RangeSource,
    options: PmtilesReaderOptions = {},
  ): Promise<PmtilesReader> {
    // The spec keeps the header and the root directory within the first 16 KiB, so one read
    // usually brings both.
    const first = await source.read(0, ROOT_WITHIN_BYTES);
    const header = decodeHeader(first);
    const { rootDirectoryOffset: offset, rootDirectoryLength: length } = header;
    if (length === 0 || offset < HEADER_BYTES) {
      throw new NotPmtilesError('The PMTiles archive has no root directory');
    }
    let bytesRead = first.length;
    let rootBytes: Uint8Array;
    if (offset + length <= first.length) rootBytes = first.subarray(offset, offset + length);
    else {
      rootBytes = await source.read(offset, length);
      bytesRead += rootBytes.length;
    }
    const root = decodeDirectory(decompressInternal(rootBytes, header.internalCompression));
    return new PmtilesReader(source, header, root, options, bytesRead);
  }

  private async readExactly(offset: number, length: number): Promise<Uint8Array> {
    const bytes = await this.source.read(offset, length);
    this.bytesRead += bytes.length;
    if (bytes.length !== length) {
      throw new NotPmtilesError(
        `The PMTiles archive ends before byte ${offset + length} (it is cut short)`,
      );
    }
    return bytes;
  }

  /** The metadata JSON's bytes, decompressed, as the archive holds them. */
  metadataJson(): Promise<Uint8Array> {
    this.metadataBytes ??= (async () => {
      const { metadataOffset, metadataLength, internalCompression } = this.header;
      if (metadataLength === 0) return new TextEncoder().encode('{}');
      const raw = await this.readExactly(metadataOffset, metadataLength);
      return decompressInternal(raw, internalCompression);
    })();
    return this.metadataBytes;
  }

  async metadata(): Promise<unknown> {
    return JSON.parse(new TextDecoder().decode(await this.metadataJson())) as unknown;
  }

  /** A leaf directory, from the cache or read and decoded once however many ask at once. */
  private leaf(entry: DirectoryEntry): Promise<DirectoryEntry[]> {
    const key = entry.offset;
    const kept = this.leaves.get(key);
    if (kept) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least used.
      this.leaves.delete(key);
      this.leaves.set(key, kept);
      return kept;
    }
    const loading = (async () => {
      const raw = await this.readExactly(
        this.header.leafDirectoriesOffset + entry.offset,
        entry.length,
      );
      return decodeDirectory(decompressInternal(raw, this.header.internalCompression));
    })();
    this.leaves.set(key, loading);
    loading.catch(() => {
      if (this.leaves.get(key) === loading) this.leaves.delete(key);
    });
    while (this.leaves.size > this.leafCacheEntries) {
      const oldest = this.leaves.keys().next().value;
      if (oldest === undefined) break;
      this.leaves.delete(oldest);
    }
    return loading;
  }

  /**
   * Where each of these tiles lies, in tile id order; tiles the archive lacks are left out. The
   * ids are looked up level by level, so each leaf directory they need is read once.
   */
  async locate(tileIds: Iterable<number>): Promise<TileLocation[]> {
    const found: TileLocation[] = [];
    const sorted = [...new Set(tileIds)].sort((a, b) => a - b);
    let level: { ids: number[]; directory: DirectoryEntry[] }[] = [
      { ids: sorted, directory: this.root },
    ];
    for (let depth = 0; level.length > 0; depth++) {
      if (depth > MAX_DIRECTORY_DEPTH) {
        throw new NotPmtilesError('The PMTiles archive nests leaf directories too deep');
      }
      const wanted = new Map<number, { entry: DirectoryEntry; ids: number[] }>();
      for (const { ids, directory } of level) {
        for (const id of ids) {
          const entry = findEntry(directory, id);
          if (!entry) continue;
          if (entry.runLength > 0) {
            found.push({
              tileId: id,
              offset: this.header.tileDataOffset + entry.offset,
              length: entry.length,
            });
          } else {
            const group = wanted.get(entry.offset) ?? { entry, ids: [] };
            group.ids.push(id);
            wanted.set(entry.offset, group);
          }
        }
      }
      level = await Promise.all(
        [...wanted.values()].map(async ({ entry, ids }) => ({
          ids,
          directory: await this.leaf(entry),
        })),
      );
    }
    return found.sort((a, b) => a.tileId - b.tileId);
  }

  async getTileById(tileId: number): Promise<Uint8Array | undefined> {
    const [location] = await this.locate([tileId]);
    return location ? this.readExactly(location.offset, location.length) : undefined;
  }

  /** One tile's bytes as stored (still in the archive's tile compression), or undefined. */
  getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
    return this.getTileById(zxyToTileId(z, x, y));
  }

  /**
   * The bytes of many tiles, keyed by their offset (tiles sharing a blob share it). Ranges close
   * together are read as one (the source says how close: a file read costs less than an HTTP
   * request), so a clustered archive's neighbouring tiles come in a few long reads.
   */
  async readTiles(locations: readonly TileLocation[]): Promise<Map<number, Uint8Array>> {
    const blobs = new Map<number, number>();
    for (const { offset, length } of locations) blobs.set(offset, length);
    const ordered = [...blobs].sort((a, b) => a[0] - b[0]);
    const spans: { start: number; end: number; blobs: [number, number][] }[] = [];
    const gap = this.source.coalesceGapBytes;
    for (const blob of ordered) {
      const [offset, length] = blob;
      const last = spans.at(-1);
      if (
        last &&
        offset - last.end <= gap &&
        Math.max(last.end, offset + length) - last.start <= this.maxSpanBytes
      ) {
        last.end = Math.max(last.end, offset + length);
        last.blobs.push(blob);
      } else spans.push({ start: offset, end: offset + length, blobs: [blob] });
    }
    const tiles = new Map<number, Uint8Array>();
    await Promise.all(
      spans.map(async (span) => {
        const bytes = await this.readExactly(span.start, span.end - span.start);
        for (const [offset, length] of span.blobs) {
          tiles.set(offset, bytes.subarray(offset - span.start, offset - span.start + length));
        }
      }),
    );
    return tiles;
  }
}
