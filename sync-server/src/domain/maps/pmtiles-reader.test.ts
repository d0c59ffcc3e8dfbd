import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { memoryRangeSource } from '../../testing/memory-range-source';
import { RangeFileServer } from '../../testing/range-file-server';
import { FIXTURE_METADATA, streetFixture } from '../../testing/street-tiles-fixture';
import { httpRangeSource, type HttpRangeSourceOptions } from './http-range-source';
import { NotPmtilesError } from './pmtiles-header';
import { PmtilesReader } from './pmtiles-reader';
import { tileIdToZxy } from './pmtiles-tile-id';
import { archiveBytes, writePmtiles } from './pmtiles-writer';
import { fileRangeSource, type RangeSource } from './range-source';
import { StreetTilesError } from './street-tiles-error';

const fixture = streetFixture();

/** Reads every tile of the fixture through a source and checks each against what was written. */
async function expectEveryTile(source: RangeSource) {
  const reader = await PmtilesReader.open(source);
  expect(reader.header).toEqual(fixture.header);
  expect(await reader.metadata()).toEqual(FIXTURE_METADATA);
  for (const { tileId, data } of fixture.tiles.slice(0, 40)) {
    const [z, x, y] = tileIdToZxy(tileId);
    expect(await reader.getTile(z, x, y)).toEqual(data);
  }
  const located = await reader.locate(fixture.tiles.map((t) => t.tileId));
  expect(located).toHaveLength(fixture.tiles.length);
  const blobs = await reader.readTiles(located);
  for (const [i, location] of located.entries()) {
    expect(blobs.get(location.offset), `tile ${location.tileId}`).toEqual(
      fixture.tiles.find((t) => t.tileId === located[i]?.tileId)?.data,
    );
  }
  return reader;
}

describe('PMTiles reader', () => {
  it('reads the header and root with one read, and many tiles in a few long reads', async () => {
    const { source, reads } = memoryRangeSource(fixture.bytes);
    const reader = await PmtilesReader.open(source);
    expect(reads).toEqual([{ offset: 0, length: 16_384 }]);
    const located = await reader.locate(fixture.tiles.map((t) => t.tileId));
    reads.length = 0;
    await reader.readTiles(located);
    // The whole fixture's tile data lies within one read's reach.
    expect(reads).toEqual([
      { offset: fixture.header.tileDataOffset, length: fixture.header.tileDataLength },
    ]);
  });

  it('refuses what is not an archive, and an archive cut short', async () => {
    const text = new TextEncoder().encode('<html>Not here</html>'.padEnd(200, ' '));
    await expect(PmtilesReader.open(memoryRangeSource(text).source)).rejects.toThrow(
      NotPmtilesError,
    );
    const short = fixture.bytes.subarray(0, fixture.header.tileDataOffset + 10);
    const reader = await PmtilesReader.open(memoryRangeSource(short).source);
    const [last] = (await reader.locate([fixture.tiles.at(-1)!.tileId])).slice(-1);
    await expect(reader.readTiles([last!])).rejects.toThrow(/cut short/);
  });

  it('keeps a bounded number of leaf directories, reading each once while kept', async () => {
    const tiles = Array.from({ length: 9_000 }, (_, i) => ({
      tileId: i * 2,
      data: new Uint8Array([i & 0xff, i >> 8, 1]),
    }));
    const bytes = archiveBytes(
      writePmtiles(
        tiles,
        {
          tileType: 0,
          tileCompression: 1,
          metadata: {},
          bounds: { west: 0, south: 0, east: 1, north: 1 },
          center: { lon: 0, lat: 0, zoom: 0 },
        },
        { maxRootBytes: 40 },
      ),
    );
    const { source, reads } = memoryRangeSource(bytes);
    const reader = await PmtilesReader.open(source, { leafCacheEntries: 1 });
    const { leafDirectoriesOffset, tileDataOffset } = reader.header;
    const leafReads = () =>
      reads.filter((r) => r.offset >= leafDirectoriesOffset && r.offset < tileDataOffset).length;
    expect(await reader.getTileById(0)).toEqual(tiles[0]!.data);
    expect(await reader.getTileById(2)).toEqual(tiles[1]!.data);
    expect(leafReads()).toBe(1);
    // The last tile's leaf pushes the first out of a cache of one.
    expect(await reader.getTileById(17_998)).toEqual(tiles.at(-1)!.data);
    expect(await reader.getTileById(4)).toEqual(tiles[2]!.data);
    expect(leafReads()).toBe(3);
    // However many ask at once, a leaf is read once.
    await Promise.all([6, 8, 10, 12].map((id) => reader.getTileById(id)));
    expect(leafReads()).toBe(3);
  });

  describe('from a file', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'wayfarer-pmtiles-'));
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('reads every tile, and follows the file when the operator replaces it', async () => {
      const path = join(dir, 'streets.pmtiles');
      await writeFile(path, fixture.bytes);
      const source = fileRangeSource(path);
      onTestFinished(() => source.close());
      const before = await source.version();
      await expectEveryTile(source);

      // A new build is moved into place, as deploy scripts do.
      const other = streetFixture(
        [
          {
            name: 'Faro',
            center: { lon: -7.93, lat: 37.02 },
            streetsKm: 2,
            landKm: 4,
            spacingM: 400,
          },
        ],
        12,
      );
      await writeFile(join(dir, 'next.pmtiles'), other.bytes);
      await rename(join(dir, 'next.pmtiles'), path);
      const after = await source.version();
      expect(after).not.toBe(before);
      const reader = await PmtilesReader.open(source);
      expect(reader.header).toEqual(other.header);
    });

    it('fails plainly when the file is missing', async () => {
      const source = fileRangeSource(join(dir, 'none.pmtiles'));
      await expect(PmtilesReader.open(source)).rejects.toThrow(/ENOENT/);
      await expect(source.version()).rejects.toThrow(/ENOENT/);
    });
  });

  describe('over HTTP with Range requests (a local server)', () => {
    let server: RangeFileServer;
    const waits: number[] = [];
    const source = (options: Partial<HttpRangeSourceOptions> = {}) =>
      httpRangeSource({
        url: server.url,
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
        random: () => 0.5,
        ...options,
      });

    beforeEach(async () => {
      server = await RangeFileServer.start(fixture.bytes);
      waits.length = 0;
    });
    afterEach(() => server.close());

    it('reads every tile with ranges, never more than three requests at once', async () => {
      await expectEveryTile(source());
      expect(server.requests.every((r) => r.status === 206 && r.range?.startsWith('bytes='))).toBe(
        true,
      );
      server.delayMs = 30;
      server.maxInFlight = 0;
      const http = source();
      const reads = await Promise.all(Array.from({ length: 12 }, (_, i) => http.read(i * 100, 50)));
      expect(reads.map((r) => r.length)).toEqual(Array(12).fill(50));
      expect(reads[3]).toEqual(fixture.bytes.subarray(300, 350));
      expect(server.maxInFlight).toBe(3);
    });

    it('waits and asks again on 503 and 429, with the server’s Retry-After when given', async () => {
      server.inject = (_req, index) =>
        index === 0
          ? { status: 503 }
          : index === 1
            ? { status: 429, headers: { 'Retry-After': '2' } }
            : undefined;
      const bytes = await source().read(0, 127);
      expect(bytes).toEqual(fixture.bytes.subarray(0, 127));
      // Full jitter: half (random() = 0.5) of the first pause, then the server's 2 seconds.
      expect(waits).toEqual([125, 2000]);
    });

    it('gives up after its tries, at once on a status no retry will mend', async () => {
      server.inject = () => ({ status: 502 });
      const failure = await source({ maxAttempts: 3 })
        .read(0, 127)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StreetTilesError);
      expect(failure).toMatchObject({ failure: 'unavailable', status: 502 });
      expect(server.requests).toHaveLength(3);
      expect(waits).toEqual([125, 250]);

      server.requests.length = 0;
      server.inject = () => ({ status: 404 });
      await expect(source().read(0, 127)).rejects.toMatchObject({ status: 404 });
      expect(server.requests).toHaveLength(1);

      // A Retry-After longer than we would ever wait is not waited for.
      server.inject = () => ({ status: 429, headers: { 'Retry-After': '3600' } });
      await expect(source().read(0, 127)).rejects.toMatchObject({ status: 429 });
    });

    it('times out a server that does not answer', async () => {
      server.delayMs = 1_000;
      await expect(source({ timeoutMs: 50, maxAttempts: 2 }).read(0, 127)).rejects.toMatchObject({
        failure: 'timeout',
      });
    });

    it('refuses a server that ignores Range, without reading the whole file', async () => {
      server.ignoreRanges = true;
      await expect(PmtilesReader.open(source())).rejects.toMatchObject({ failure: 'no-ranges' });
    });

    it('notices an archive replaced in the middle of a cut, and a new version', async () => {
      const http = source({ versionTtlMs: 0 });
      const before = await http.version();
      const reader = await PmtilesReader.open(http);
      const other = streetFixture(
        [
          {
            name: 'Faro',
            center: { lon: -7.93, lat: 37.02 },
            streetsKm: 2,
            landKm: 4,
            spacingM: 400,
          },
        ],
        12,
      );
      server.replace(other.bytes, '"v2"');
      await expect(reader.getTileById(fixture.tiles[5]!.tileId)).rejects.toMatchObject({
        failure: 'changed',
      });
      expect(await http.version()).not.toBe(before);
      const again = await PmtilesReader.open(http);
      expect(again.header).toEqual(other.header);
    });

    it('tells versions apart by the header when the server sends no ETag', async () => {
      server.sendEtag = false;
      const http = source({ versionTtlMs: 0 });
      const before = await http.version();
      expect(await http.version()).toBe(before);
      server.replace(
        streetFixture(
          [
            {
              name: 'Faro',
              center: { lon: -7.93, lat: 37.02 },
              streetsKm: 2,
              landKm: 4,
              spacingM: 400,
            },
          ],
          12,
        ).bytes,
        '"unused"',
      );
      expect(await http.version()).not.toBe(before);
    });
  });
});
