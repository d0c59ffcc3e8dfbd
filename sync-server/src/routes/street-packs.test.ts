import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREET_PACK_RULE, type TripArea } from '../domain/maps/area-tiles';
import { joinParts } from '../domain/maps/byte-parts';
import { cutArea } from '../domain/maps/cut-area';
import { decodeHeader } from '../domain/maps/pmtiles-header';
import { PmtilesReader } from '../domain/maps/pmtiles-reader';
import { fileRangeSource, type RangeSource } from '../domain/maps/range-source';
import { PmtilesPackMaker } from '../domain/maps/pmtiles-pack-maker';
import { StreetPacks } from '../domain/maps/street-packs';
import { memoryRangeSource } from '../testing/memory-range-source';
import { LISBON, PORTO, streetFixture } from '../testing/street-tiles-fixture';
import {
  itemBody,
  placeBody,
  shareTrip,
  stopBody,
  TestDevice,
  tripBody,
  tripTestApp,
} from '../testing/trip-fixtures';
import { streetDetailResponseSchema } from '@shared/api/street-detail';
import { NO_PLACES_TO_MAP, PMTILES_TYPE, STREET_DETAIL_UNAVAILABLE } from './street-packs';

const fixture = streetFixture();
const alfama = { lon: -9.1303, lat: 38.7118 };
const belem = { lon: -9.2158, lat: 38.6916 };

/** A source that counts the reads it is asked, over the fixture file. */
function countingSource(path: string) {
  const file = fileRangeSource(path);
  const counted = { reads: 0 };
  const source: RangeSource = {
    ...file,
    description: file.description,
    coalesceGapBytes: file.coalesceGapBytes,
    read: (offset, length) => {
      counted.reads += 1;
      return file.read(offset, length);
    },
  };
  return { source, counted };
}

describe('GET /api/trips/:id/street-pack', () => {
  let dir: string;
  let path: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wayfarer-street-pack-'));
    path = join(dir, 'portugal.pmtiles');
    await writeFile(path, fixture.bytes);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Alice's Lisbon trip with a stop in Alfama and a placed item in Belém. */
  async function lisbonTrip(
    packs: StreetPacks | null = new StreetPacks({
      maker: new PmtilesPackMaker(fileRangeSource(path)),
    }),
  ) {
    const built = await tripTestApp(packs ? { streetPacks: packs } : {});
    const phone = new TestDevice(built.alice);
    const trip = tripBody({ destinationId: 'lisbon', title: 'Lisbon' });
    const stop = stopBody(trip.id, {
      place: placeBody({
        name: 'Alfama',
        latitude: alfama.lat,
        longitude: alfama.lon,
        sourceId: null,
      }),
    });
    const item = itemBody(trip.id, {
      title: 'Jerónimos',
      place: placeBody({
        name: 'Belém',
        latitude: belem.lat,
        longitude: belem.lon,
        sourceId: null,
      }),
    });
    await phone.pushOk(
      phone.queue(
        { name: 'createTrip', args: trip },
        { name: 'addStop', args: stop },
        { name: 'addItineraryItem', args: item },
      ),
    );
    return { ...built, phone, trip, url: `/api/trips/${trip.id}/street-pack` };
  }

  it('answers the trip’s pack to its members: PMTiles of its places, with length and ETag', async () => {
    const { alice, bob, url, trip } = await lisbonTrip();
    const res = await alice.get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(PMTILES_TYPE);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('etag')).toMatch(/^"sp-[\w-]{32}"$/);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.length));

    // The same bytes as a cut of the destination, the stop and the item's place.
    const area: TripArea = { points: [LISBON, alfama, belem], center: LISBON };
    const reader = await PmtilesReader.open(memoryRangeSource(fixture.bytes).source);
    const expected = await cutArea(reader, area);
    expect(Buffer.from(bytes).equals(Buffer.from(joinParts(expected.parts)))).toBe(true);
    expect(decodeHeader(bytes)).toMatchObject({ maxZoom: 14, centerLon: LISBON.lon });

    // Bob is not on the trip: it answers as a missing one.
    const refused = await bob.get(url);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: 'Trip not found' });
    expect((await bob.get('/api/trips/no-such-trip/street-pack')).status).toBe(404);

    // Once he is a viewer, he gets the same pack.
    await shareTrip(alice, trip.id, 'bob', 'viewer');
    const shared = await bob.get(url);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('etag')).toBe(res.headers.get('etag'));

    const signedOut = await alice.another().get(url);
    expect(signedOut.status).toBe(401);
  });

  it('answers 304 to the ETag it has, and a new pack once a place is added', async () => {
    const { alice, phone, trip, url } = await lisbonTrip();
    const first = await alice.get(url);
    const etag = first.headers.get('etag') ?? '';
    const again = await alice.get(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    // A day trip to Porto: Porto's streets join the pack.
    const porto = itemBody(trip.id, { title: 'Ribeira', day: 2, place: placeBody() });
    await phone.pushOk(phone.queue({ name: 'addItineraryItem', args: porto }));
    const changed = await alice.get(url, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const header = decodeHeader(new Uint8Array(await changed.arrayBuffer()));
    expect(header.bounds.north).toBeGreaterThan(PORTO.lat);
  });

  it('resumes a download with one range, and sends the whole when the pack changed', async () => {
    const { alice, url } = await lisbonTrip();
    const whole = await alice.get(url);
    const etag = whole.headers.get('etag') ?? '';
    const bytes = new Uint8Array(await whole.arrayBuffer());

    const part = await alice.get(url, { Range: 'bytes=100-', 'If-Range': etag });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100));

    const stale = await alice.get(url, { Range: 'bytes=100-', 'If-Range': '"sp-older"' });
    expect(stale.status).toBe(200);
    expect(Number(stale.headers.get('content-length'))).toBe(bytes.length);

    const past = await alice.get(url, { Range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('cuts once for asks at the same time, and answers later asks from memory', async () => {
    const { source, counted } = countingSource(path);
    const packs = new StreetPacks({ maker: new PmtilesPackMaker(source) });
    const { alice, bob, trip, url } = await lisbonTrip(packs);
    await shareTrip(alice, trip.id, 'bob');
    const answers = await Promise.all([alice.get(url), bob.get(url), alice.get(url)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const reads = counted.reads;
    expect(packs.kept.entries).toBe(1);
    expect((await bob.get(url)).status).toBe(200);
    expect(counted.reads).toBe(reads);
  });

  it('says street detail is not available when the server has no source', async () => {
    const { alice, url } = await lisbonTrip(null);
    const res = await alice.get(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: STREET_DETAIL_UNAVAILABLE });
  });

  it('says why it cannot make a pack: no places, too much ground, a failing source', async () => {
    const packs = new StreetPacks({
      maker: new PmtilesPackMaker(fileRangeSource(path)),
      rule: { ...STREET_PACK_RULE, maxBytes: 2_000 },
    });
    const { alice, db, url, trip } = await lisbonTrip(packs);
    const tooLarge = await alice.get(url);
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()) as unknown).toEqual({
      message: expect.stringMatching(
        /street pack would be about 1 MB, over the 1 MB limit/,
      ) as unknown,
    });

    // A destination with no coordinates and nothing placed yet.
    const bare = tripBody({ destinationId: 'lisbon', title: 'Somewhere' });
    await alice.post('/api/trips', bare);
    await db.query("update destinations set latitude = null where id = 'lisbon'");
    const empty = await alice.get(`/api/trips/${bare.id}/street-pack`);
    expect(empty.status).toBe(404);
    expect(await empty.json()).toEqual({ message: NO_PLACES_TO_MAP });
    expect((await alice.get(`/api/trips/${trip.id}/street-pack`)).status).toBe(422);

    // The operator's file is gone: 502, and the operator reads why in the log.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = new StreetPacks({
      maker: new PmtilesPackMaker(fileRangeSource(join(dir, 'moved.pmtiles'))),
    });
    const broken = await lisbonTrip(missing);
    const failed = await broken.alice.get(broken.url);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      message: 'The street map source is not answering; try again later',
    });
    expect(logged).toHaveBeenCalledWith(
      'Street tiles source failed',
      expect.objectContaining({ message: expect.stringMatching(/ENOENT/) as unknown }),
    );
    logged.mockRestore();
  });
});

describe('GET /api/street-detail', () => {
  it('says whether this server keeps street maps offline, in the words of a pack refused', async () => {
    const withSource = await tripTestApp({
      streetPacks: new StreetPacks({
        maker: new PmtilesPackMaker(memoryRangeSource(fixture.bytes).source),
      }),
    });
    const yes = await withSource.alice.get('/api/street-detail');
    expect(yes.status).toBe(200);
    expect(streetDetailResponseSchema.parse(await yes.json())).toEqual({
      available: true,
      message: null,
    });

    const without = await tripTestApp();
    const no = await without.alice.get('/api/street-detail');
    expect(streetDetailResponseSchema.parse(await no.json())).toEqual({
      available: false,
      message: STREET_DETAIL_UNAVAILABLE,
    });
    expect((await without.client().get('/api/street-detail')).status).toBe(401);
  });
});
