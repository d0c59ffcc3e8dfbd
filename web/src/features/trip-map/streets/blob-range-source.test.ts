import { PMTiles } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { BlobRangeSource } from './blob-range-source';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

describe('BlobRangeSource', () => {
  it('reads exactly the bytes asked for, from anywhere in the pack', async () => {
    const source = new BlobRangeSource(new Blob([bytes]), 'street-pack-t-a');
    expect(source.getKey()).toBe('street-pack-t-a');
    const middle = await source.getBytes(300, 17);
    expect(new Uint8Array(middle.data)).toEqual(bytes.slice(300, 317));
    // Past the end gives what is there, as a file read does (the reader asks 16 KiB at first).
    const tail = await source.getBytes(990, 16_384);
    expect(new Uint8Array(tail.data)).toEqual(bytes.slice(990));
  });

  it('stops when the map no longer wants the tile', async () => {
    const source = new BlobRangeSource(new Blob([bytes]), 'k');
    const controller = new AbortController();
    controller.abort();
    await expect(source.getBytes(0, 10, controller.signal)).rejects.toThrow();
  });

  it('is what the PMTiles reader reads the kept pack through', async () => {
    const reader = new PMTiles(new BlobRangeSource(new Blob([bytes]), 'not-a-pack'));
    // These bytes are no archive: the reader looked at them through the source and said so.
    await expect(reader.getHeader()).rejects.toThrow('Wrong magic number for PMTiles archive');
  });
});
