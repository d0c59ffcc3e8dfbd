import type { RangeResponse, Source } from 'pmtiles';

/**
 * A PMTiles archive kept on this device as a Blob (a trip's street pack), read by byte ranges:
 * `Blob.slice` reads only the bytes asked for, so a tile costs its own few kilobytes, never the
 * whole pack, and nothing goes over the network. `key` names the pack (its trip and ETag), so a
 * replaced pack is a new archive to the reader's caches.
 */
export class BlobRangeSource implements Source {
  constructor(
    private readonly blob: Blob,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, signal?: AbortSignal): Promise<RangeResponse> {
    signal?.throwIfAborted();
    const data = await this.blob.slice(offset, offset + length).arrayBuffer();
    signal?.throwIfAborted();
    return { data };
  }
}
