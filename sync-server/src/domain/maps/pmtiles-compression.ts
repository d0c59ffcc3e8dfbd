import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Compression, NotPmtilesError, type CompressionCode } from './pmtiles-header';

/*
 * Internal compression: the directories and metadata of an archive. Our writer always uses gzip
 * (what every PMTiles reader understands); the reader also opens brotli and uncompressed
 * archives. Directories are a few KB to a few hundred, so the synchronous zlib calls cost less
 * than a trip to the thread pool. Tiles are never decompressed here: a cut copies them as they
 * are, in the source's own tile compression.
 */

export function decompressInternal(bytes: Uint8Array, compression: CompressionCode): Uint8Array {
  switch (compression) {
    case Compression.none:
      return bytes;
    case Compression.gzip:
      return gunzipSync(bytes);
    case Compression.brotli:
      return brotliDecompressSync(bytes);
    default:
      throw new NotPmtilesError(
        `PMTiles internal compression ${compression} is not supported (gzip, brotli or none are)`,
      );
  }
}

export function gzipInternal(bytes: Uint8Array): Uint8Array {
  return gzipSync(bytes);
}
