import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesEtag } from '../domain/destinations/destination-list-cache';
import { seedDestinations } from '../domain/destinations/seed';
import { toDestination } from '../domain/destinations/to-destination';
import { testApp } from '../testing/test-app';

async function seeded() {
  const built = testApp();
  await seedDestinations(built.db);
  return { ...built, client: built.client() };
}

describe('GET /api/destinations from memory', () => {
  it('answers the same bytes as reading the table, with a strong ETag, to be asked again each time', async () => {
    const { db, client } = await seeded();
    const res = await client.get('/api/destinations');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    // Browsers may keep it (it is the same for everyone) but revalidate: then they send the ETag.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const rows = await db.$statements.allDestinations.all();
    expect(await res.text()).toBe(JSON.stringify(rows.map(toDestination)));
  });

  it('answers 304 with no body to a device that has this version, and 200 to one that has another', async () => {
    const { client } = await seeded();
    const etag = (await client.get('/api/destinations')).headers.get('etag') ?? '';
    const same = await client.request('GET', '/api/destinations', undefined, {
      'if-none-match': etag,
    });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(await same.text()).toBe('');
    const other = await client.request('GET', '/api/destinations', undefined, {
      'if-none-match': '"something-else"',
    });
    expect(other.status).toBe(200);
    expect(((await other.json()) as unknown[]).length).toBeGreaterThan(10);
  });

  it('accepts back the weak validator a gzipped answer carries', async () => {
    const { client } = await seeded();
    const zipped = await client.request('GET', '/api/destinations', undefined, {
      'accept-encoding': 'gzip',
    });
    const weak = zipped.headers.get('etag') ?? '';
    expect(weak).toMatch(/^W\/"/);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await client.get('/api/destinations');
    expect(plain.headers.get('etag')).toBe(weak.slice(2));
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(unzipped).toBe(await plain.text());
    const again = await client.request('GET', '/api/destinations', undefined, {
      'accept-encoding': 'gzip',
      'if-none-match': weak,
    });
    expect(again.status).toBe(304);
    // The validator the browser keeps, as the gzipped 200 carried it.
    expect(again.headers.get('etag')).toBe(weak);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('is rebuilt when destinations are seeded, with a new ETag', async () => {
    const built = testApp();
    const client = built.client();
    const empty = await client.get('/api/destinations');
    expect(await empty.json()).toEqual([]);
    await seedDestinations(built.db);
    const full = await client.get('/api/destinations');
    expect(((await full.json()) as unknown[]).length).toBeGreaterThan(10);
    expect(full.headers.get('etag')).not.toBe(empty.headers.get('etag'));

    // A seed that adds nothing keeps the copy; one that restores a removed row rebuilds it (the
    // row's createdAt is new, so its bytes and ETag are too).
    expect(await seedDestinations(built.db)).toBe(0);
    expect((await client.get('/api/destinations')).headers.get('etag')).toBe(
      full.headers.get('etag'),
    );
    await built.db.query('delete from destinations where id = ?', ['kyoto']);
    expect(await seedDestinations(built.db)).toBe(1);
    const reseeded = await client.get('/api/destinations');
    expect(reseeded.headers.get('etag')).not.toBe(full.headers.get('etag'));
    expect(await reseeded.text()).toContain('"id":"kyoto"');
  });
});

describe('matchesEtag', () => {
  it('compares weakly, reads lists and the wildcard', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});
