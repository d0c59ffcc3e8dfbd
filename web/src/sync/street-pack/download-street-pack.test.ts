import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/app-db';
import { setAvailableOffline } from '../../db/document-repo';
import { paris, testDb } from '../../db/test-db';
import { createTrip, deleteTrip } from '../../db/trip-repo';
import { SyncFailure } from '../sync-failure';
import { downloadStreetPack } from './download-street-pack';
import { fakeStreetPackServer, packBytes } from './fake-street-pack-server';

const PART = 4096;

async function keptBytes(db: AppDb, tripId: string): Promise<Uint8Array | undefined> {
  const blob = (await db.streetPacks.get(tripId))?.kept?.blob;
  return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
}

describe('downloadStreetPack', () => {
  let db: AppDb;
  let tripId: string;
  const pack = packBytes(20_000);

  beforeEach(async () => {
    db = testDb();
    tripId = await createTrip(db, paris);
    await setAvailableOffline(db, tripId, true);
  });

  const options = (server: { fetch: typeof fetch }, placesKey = 'places-1') => ({
    fetchImpl: server.fetch,
    placesKey,
    signal: new AbortController().signal,
    partBytes: PART,
  });

  it('keeps the whole pack as one Blob, with its ETag and the places it was asked for', async () => {
    const server = fakeStreetPackServer(pack, '"a"');
    const progress: number[] = [];
    const outcome = await downloadStreetPack(db, tripId, {
      ...options(server),
      onProgress: (p) => progress.push(p.received),
    });
    expect(outcome).toBe('kept');
    expect(await keptBytes(db, tripId)).toEqual(pack);
    const row = await db.streetPacks.get(tripId);
    expect(row?.kept).toMatchObject({ etag: '"a"', size: 20_000, placesKey: 'places-1' });
    expect(row?.kept?.blob.type).toBe('application/vnd.pmtiles');
    expect(row?.download).toBeNull();
    expect(await db.streetPackParts.count()).toBe(0);
    expect(progress.at(-1)).toBe(20_000);
    expect(progress.length).toBeGreaterThan(2);
  });

  it('resumes a dropped download from the bytes already kept, with Range and If-Range', async () => {
    const server = fakeStreetPackServer(pack, '"a"');
    server.dropAfter(9_500);
    await expect(downloadStreetPack(db, tripId, options(server))).rejects.toThrow(SyncFailure);
    const cut = await db.streetPacks.get(tripId);
    // Two parts of 4096 bytes were written on the way, and what came after them at the drop.
    expect(cut?.download?.received).toBe(9_500);
    expect(cut?.kept).toBeNull();

    expect(await downloadStreetPack(db, tripId, options(server))).toBe('kept');
    const resumed = server.requests.at(-1);
    expect(resumed?.get('Range')).toBe('bytes=9500-');
    expect(resumed?.get('If-Range')).toBe('"a"');
    expect(await keptBytes(db, tripId)).toEqual(pack);
  });

  it('starts over when the pack changed between the drop and the resume', async () => {
    const server = fakeStreetPackServer(pack, '"a"');
    server.dropAfter(9_000);
    await expect(downloadStreetPack(db, tripId, options(server))).rejects.toThrow();
    const changed = packBytes(15_000, 3);
    server.setPack(changed, '"b"');
    expect(await downloadStreetPack(db, tripId, options(server))).toBe('kept');
    expect(await keptBytes(db, tripId)).toEqual(changed);
    expect((await db.streetPacks.get(tripId))?.kept?.etag).toBe('"b"');
  });

  it('asks a kept pack again with If-None-Match and replaces it only with a whole new one', async () => {
    const server = fakeStreetPackServer(pack, '"a"');
    await downloadStreetPack(db, tripId, options(server));

    expect(await downloadStreetPack(db, tripId, options(server, 'places-2'))).toBe('unchanged');
    expect(server.requests.at(-1)?.get('If-None-Match')).toBe('"a"');
    expect((await db.streetPacks.get(tripId))?.kept?.placesKey).toBe('places-2');

    const next = packBytes(30_000, 5);
    server.setPack(next, '"c"');
    server.dropAfter(10_000);
    await expect(downloadStreetPack(db, tripId, options(server, 'places-3'))).rejects.toThrow();
    // Mid-way, the map still has the old pack.
    expect(await keptBytes(db, tripId)).toEqual(pack);
    expect(await downloadStreetPack(db, tripId, options(server, 'places-3'))).toBe('kept');
    expect(await keptBytes(db, tripId)).toEqual(next);
  });

  it("keeps the server's words when it has no street detail (404) or refuses the pack (422)", async () => {
    const server = fakeStreetPackServer(pack, '"a"');
    server.refuse(404, 'Street detail is not available offline on this server');
    expect(await downloadStreetPack(db, tripId, options(server))).toBe('problem');
    expect((await db.streetPacks.get(tripId))?.problem).toEqual({
      kind: 'unavailable',
      message: 'Street detail is not available offline on this server',
      placesKey: 'places-1',
    });
    server.refuse(422, 'This trip covers too much ground for a street map');
    expect(await downloadStreetPack(db, tripId, options(server))).toBe('problem');
    expect((await db.streetPacks.get(tripId))?.problem).toMatchObject({
      kind: 'refused',
      message: 'This trip covers too much ground for a street map',
    });
  });

  it('throws on a server failure and keeps nothing it cannot use', async () => {
    const server = fakeStreetPackServer(pack, '"a"');
    server.refuse(502, 'The street map source is not answering; try again later');
    await expect(downloadStreetPack(db, tripId, options(server))).rejects.toMatchObject({
      kind: 'temporary',
    });
    expect((await db.streetPacks.get(tripId))?.kept ?? null).toBeNull();
  });

  it('keeps nothing for a trip no longer kept offline, and drops the pack with the trip', async () => {
    const server = fakeStreetPackServer(pack, '"a"');
    await downloadStreetPack(db, tripId, options(server));
    await deleteTrip(db, tripId);
    expect(await db.streetPacks.count()).toBe(0);

    const other = await createTrip(db, paris);
    await setAvailableOffline(db, other, true);
    server.dropAfter(9_000);
    await expect(downloadStreetPack(db, other, options(server))).rejects.toThrow();
    expect(await db.streetPackParts.count()).toBe(2);
    await setAvailableOffline(db, other, false);
    expect(await db.streetPacks.count()).toBe(0);
    expect(await db.streetPackParts.count()).toBe(0);
    // A download finishing after 'Available offline' went off writes nothing.
    expect(await downloadStreetPack(db, other, options(server))).toBe('gone');
    expect(await db.streetPacks.count()).toBe(0);
    expect(await db.streetPackParts.count()).toBe(0);
  });
});
