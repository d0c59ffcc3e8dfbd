import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RangeFileServer } from '../../testing/range-file-server';
import { LISBON, streetFixture } from '../../testing/street-tiles-fixture';
import type { TripArea } from './area-tiles';
import { httpRangeSource } from './http-range-source';
import { decodeHeader } from './pmtiles-header';
import { fileRangeSource } from './range-source';
import { StreetPackCache } from './street-pack-cache';
import { PmtilesPackMaker } from './pmtiles-pack-maker';
import { StreetPacks } from './street-packs';

const fixture = streetFixture();
const area: TripArea = { points: [LISBON, { lon: -9.13, lat: 38.71 }], center: LISBON };

describe('the street pack cache', () => {
  const pack = (byteLength: number) => ({ byteLength });

  it('keeps the last few packs within a byte budget, the least recently used going first', () => {
    const cache = new StreetPackCache(3, 100);
    cache.set('a', pack(40));
    cache.set('b', pack(40));
    expect(cache.get('a')).toBeDefined(); // now b is the oldest
    cache.set('c', pack(40)); // 120 bytes: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    cache.set('d', pack(10));
    cache.set('e', pack(10)); // four packs: the oldest (a) goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 3, bytes: 60 });
    cache.set('huge', pack(101)); // larger than the budget: not kept, nothing pushed out
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size.entries).toBe(3);
  });
});

describe('street packs', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wayfarer-packs-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives one area one ETag, another for other places, and cuts it once', async () => {
    const path = join(dir, 'streets.pmtiles');
    await writeFile(path, fixture.bytes);
    const packs = new StreetPacks({ maker: new PmtilesPackMaker(fileRangeSource(path)) });
    const etag = await packs.etagFor(area);
    // The order places were read in does not matter; moving one does.
    expect(await packs.etagFor({ ...area, points: [...area.points].reverse() })).toBe(etag);
    expect(await packs.etagFor({ ...area, points: [LISBON, { lon: -9.12, lat: 38.71 }] })).not.toBe(
      etag,
    );
    const [a, b] = await Promise.all([packs.pack(area), packs.pack(area)]);
    expect(a).toBe(b);
    expect(a.etag).toBe(etag);
    expect(await packs.pack(area)).toBe(a);
    await packs.close();
  });

  it('cuts from the new archive once the operator replaces the file, under a new ETag', async () => {
    const path = join(dir, 'streets.pmtiles');
    await writeFile(path, fixture.bytes);
    const packs = new StreetPacks({ maker: new PmtilesPackMaker(fileRangeSource(path)) });
    const before = await packs.pack(area);
    const smaller = streetFixture(undefined, 12);
    await writeFile(join(dir, 'next.pmtiles'), smaller.bytes);
    await rename(join(dir, 'next.pmtiles'), path);
    const after = await packs.pack(area);
    expect(after.etag).not.toBe(before.etag);
    expect(decodeHeader(after.parts[0]!).maxZoom).toBe(12);
    await packs.close();
  });

  it('cuts again when an HTTP archive is replaced while it is read', async () => {
    const server = await RangeFileServer.start(fixture.bytes, '"v1"');
    try {
      const maker = new PmtilesPackMaker(httpRangeSource({ url: server.url }));
      const packs = new StreetPacks({ maker });
      await maker.check();
      const etag = await packs.etagFor(area);
      // A new upload (same bytes, new ETag) after the archive was opened: the first cut's
      // reads see the new ETag, and the pack is cut again from the new archive.
      server.replace(fixture.bytes, '"v2"');
      const pack = await packs.pack(area);
      expect(pack.etag).not.toBe(etag);
      expect(await packs.etagFor(area)).toBe(pack.etag);
      expect(decodeHeader(pack.parts[0]!).maxZoom).toBe(14);
    } finally {
      await server.close();
    }
  });
});
