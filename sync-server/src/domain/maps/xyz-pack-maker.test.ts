import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryRangeSource } from '../../testing/memory-range-source';
import { cityTiles, LISBON, TEST_CITIES } from '../../testing/street-tiles-fixture';
import { XyzTileServer, type TileTrouble } from '../../testing/xyz-tile-server';
import { areaTiles, STREET_PACK_RULE, type TripArea } from './area-tiles';
import { joinParts } from './byte-parts';
import { Compression } from './pmtiles-header';
import { PmtilesReader } from './pmtiles-reader';
import { tileIdToZxy } from './pmtiles-tile-id';
import { StreetPackTooLarge, StreetTilesError } from './street-tiles-error';
import { StreetPacks } from './street-packs';
import { dayOf, OPENMAPTILES_ATTRIBUTION, XyzPackMaker } from './xyz-pack-maker';

const area: TripArea = { points: [LISBON, { lon: -9.13, lat: 38.71 }], center: LISBON };

/** The fixture's tiles as a tile service sends them: plain MVT, by "z/x/y". */
const plainTiles = new Map(
  cityTiles(TEST_CITIES).map(({ tileId, data }) => [
    tileIdToZxy(tileId).join('/'),
    new Uint8Array(gunzipSync(data)),
  ]),
);
const wanted = areaTiles(area).tileIds.map((id) => tileIdToZxy(id).join('/'));
const present = wanted.filter((key) => plainTiles.has(key));

let server: XyzTileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A maker over the local server, pausing 1 ms at most between tries. */
function makerOf(url: string, extra: Partial<ConstructorParameters<typeof XyzPackMaker>[0]> = {}) {
  return new XyzPackMaker({
    location: { kind: 'tilejson', url: `${url}/tiles.json` },
    userAgent: 'Wayfarer street packs (test)',
    baseDelayMs: 1,
    maxDelayMs: 50,
    ...extra,
  });
}

async function readPack(parts: readonly Uint8Array[]) {
  return PmtilesReader.open(memoryRangeSource(joinParts(parts)).source);
}

describe('street packs from a tile service', () => {
  it('fetches the area 3 at a time, retrying 503 and 429, and keeps every tile byte for byte', async () => {
    // Some tiles the service lacks (404), some it refuses a while first.
    const missing = present.filter((_, i) => i % 7 === 3);
    const troubled = present.filter((key, i) => i % 5 === 1 && !missing.includes(key));
    const served = new Map([...plainTiles].filter(([key]) => !missing.includes(key)));
    const trouble = new Map<string, TileTrouble>(
      troubled.map((key, i) => [
        key,
        i % 2 === 0 ? { first: [503, 503] } : { first: [429], retryAfter: '0' },
      ]),
    );
    server = await XyzTileServer.start(served, trouble);
    const maker = makerOf(server.url);
    const version = await maker.version();
    const { cut } = await maker.make(area, STREET_PACK_RULE, version);

    expect(server.maxInFlight).toBeLessThanOrEqual(3);
    expect(server.maxInFlight).toBeGreaterThan(1);
    const tileAsks = server.requests.filter((r) => r.url.endsWith('.pbf'));
    expect(new Set(tileAsks.map((r) => r.url)).size).toBe(wanted.length);
    const retries = [...trouble.values()].reduce((sum, t) => sum + t.first.length, 0);
    expect(tileAsks.length).toBe(wanted.length + retries);
    expect(server.requests.every((r) => r.headers['user-agent']?.includes('Wayfarer'))).toBe(true);

    const reader = await readPack(cut.parts);
    expect(reader.header.tileCompression).toBe(Compression.gzip);
    const kept: string[] = [];
    for (const key of wanted) {
      const [z, x, y] = key.split('/').map(Number) as [number, number, number];
      const tile = await reader.getTile(z, x, y);
      if (!tile) continue;
      kept.push(key);
      expect(Buffer.from(gunzipSync(tile)).equals(Buffer.from(served.get(key)!))).toBe(true);
    }
    expect(kept.sort()).toEqual([...server.served].sort());
    expect(kept.length).toBe(present.length - missing.length);
    for (const key of troubled) expect(kept).toContain(key);
    for (const key of missing) expect(kept).not.toContain(key);
    expect(await reader.metadata()).toMatchObject({
      schema: 'openmaptiles',
      attribution: OPENMAPTILES_ATTRIBUTION,
      vector_layers: [{ id: 'transportation' }],
    });
  });

  it('keeps tiles that came gzipped as they came', async () => {
    const gzippedTiles = new Map(
      cityTiles(TEST_CITIES).map(({ tileId, data }) => [tileIdToZxy(tileId).join('/'), data]),
    );
    server = await XyzTileServer.start(gzippedTiles);
    const maker = makerOf(server.url);
    const { cut } = await maker.make(area, STREET_PACK_RULE, await maker.version());
    const reader = await readPack(cut.parts);
    const [key] = present;
    const [z, x, y] = key!.split('/').map(Number) as [number, number, number];
    expect(Buffer.from((await reader.getTile(z, x, y))!).equals(gzippedTiles.get(key!)!)).toBe(
      true,
    );
  });

  it('gives up with a clear error on a service that keeps failing', async () => {
    const trouble = new Map(present.map((key) => [key, { first: [503, 503, 503, 503, 503] }]));
    server = await XyzTileServer.start(plainTiles, trouble);
    const maker = makerOf(server.url, { maxAttempts: 3 });
    const made = maker.make(area, STREET_PACK_RULE, await maker.version());
    await expect(made).rejects.toThrow(StreetTilesError);
    await expect(made).rejects.toThrow('The street tiles service answered 503');
  });

  it('stops asking once the tiles pass the cap, and says the trip covers too much ground', async () => {
    server = await XyzTileServer.start(plainTiles);
    const maker = makerOf(server.url);
    const rule = { ...STREET_PACK_RULE, maxBytes: 2_000 };
    const made = maker.make(area, rule, await maker.version());
    await expect(made).rejects.toThrow(StreetPackTooLarge);
    await expect(made).rejects.toThrow(/street pack would be more than 1 MB, over the 1 MB limit/);
    const asked = server.requests.filter((r) => r.url.endsWith('.pbf')).length;
    expect(asked).toBeLessThan(wanted.length);
  });

  it('gives a new ETag when the TileJSON names new tiles, and makes a pack once for many asks', async () => {
    server = await XyzTileServer.start(plainTiles);
    let time = Date.parse('2026-11-28T10:00:00Z');
    const packs = new StreetPacks({ maker: makerOf(server.url, { now: () => time }) });
    const [first, again] = await Promise.all([packs.pack(area), packs.pack(area)]);
    expect(again).toBe(first);
    const asked = server.requests.length;
    expect((await packs.pack(area)).etag).toBe(first.etag);
    expect(server.requests.length).toBe(asked);

    server.version = '2';
    // Believed for an hour; asked again after it.
    expect(await packs.etagFor(area)).toBe(first.etag);
    time += 60 * 60 * 1000;
    const second = await packs.pack(area);
    expect(second.etag).not.toBe(first.etag);
    expect(server.requests.some((r) => r.url.startsWith('/v2/'))).toBe(true);
  });

  it('versions a bare {z}/{x}/{y} template by the UTC day', async () => {
    server = await XyzTileServer.start(plainTiles);
    let time = Date.parse('2026-11-28T23:59:00Z');
    const maker = new XyzPackMaker({
      location: { kind: 'template', url: `${server.url}/v1/{z}/{x}/{y}.pbf` },
      userAgent: 'Wayfarer street packs (test)',
      now: () => time,
    });
    const before = await maker.version();
    time += 30 * 60 * 1000;
    expect(dayOf(time)).toBe('2026-11-29');
    expect(await maker.version()).not.toBe(before);
    const { cut } = await maker.make(area, STREET_PACK_RULE, await maker.version());
    expect(cut.stats.tiles).toBe(present.length);
  });
});
