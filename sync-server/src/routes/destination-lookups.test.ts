import { describe, expect, it } from 'vitest';
import { activitiesResponseSchema, searchResponseSchema } from '@shared/api/lookups';
import { seedDestinations } from '../domain/destinations/seed';
import { testApp } from '../testing/test-app';

async function seededApp() {
  const app = testApp();
  await seedDestinations(app.db);
  return app.client();
}

async function searchFor(query: string) {
  const res = await (
    await seededApp()
  ).get(`/api/destinations/search?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return searchResponseSchema.parse(await res.json()).results;
}

describe('GET /api/destinations/search', () => {
  it('puts database matches first, then global places with airport and coordinates', async () => {
    const results = await searchFor('par');
    expect(results[0]).toMatchObject({ source: 'database', id: 'paris', category: 'city' });
    const external = results.filter((r) => r.source !== 'database');
    expect(external.length).toBeGreaterThan(0);
    expect(external.every((r) => r.source === 'city-timezones')).toBe(true);
    expect(external[0]).toMatchObject({ iataCode: expect.stringMatching(/^[A-Z]{3}$/) });
    // Paris itself is ours; the global list does not repeat it.
    expect(external.some((r) => r.name === 'Paris' && r.country === 'France')).toBe(false);
    expect(results.length).toBeLessThanOrEqual(20);
  });

  it('matches country names and ignores case and accents', async () => {
    const byCountry = await searchFor('JAPAN');
    expect(
      byCountry
        .filter((r) => r.source === 'database')
        .map((r) => r.id)
        .sort(),
    ).toEqual(['hakone', 'kyoto', 'tokyo']);
    const [cancun] = await searchFor('cancun');
    expect(cancun).toMatchObject({ source: 'database', name: 'Cancún' });
    const [reykjavik] = await searchFor('Reykjavík');
    expect(reykjavik).toMatchObject({ source: 'database', id: 'reykjavik' });
  });

  it('finds cities we do not describe, with their nearest airport', async () => {
    const results = await searchFor('  Vienna ');
    expect(results[0]).toMatchObject({
      source: 'city-timezones',
      name: 'Vienna',
      country: 'Austria',
      iataCode: 'VIE',
    });
  });

  it.each(['', 'a', ' b '])('needs 2 characters after trimming: "%s"', async (query) => {
    const res = await (
      await seededApp()
    ).get(`/api/destinations/search?query=${encodeURIComponent(query)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'query must be at least 2 characters' });
  });
});

describe('GET /api/destinations/:id/activities', () => {
  it('answers our activities for a database destination', async () => {
    const res = await (await seededApp()).get('/api/destinations/kyoto/activities');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { data } = activitiesResponseSchema.parse(await res.json());
    expect(data[0]).toMatchObject({
      id: 'kyoto-1',
      name: 'Fushimi Inari Taisha',
      price: { amount: '0.00', currencyCode: 'JPY' },
    });
    expect(data.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 404 for an unknown destination', async () => {
    const res = await (await seededApp()).get('/api/destinations/atlantis/activities');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Destination not found' });
  });

  it('answers an empty list from the embedded place provider, which has no tours', async () => {
    const res = await (
      await seededApp()
    ).get('/api/destinations/city-timezones/activities?latitude=48.2&longitude=16.37');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [] });
  });

  it.each([
    '',
    '?latitude=48.2',
    '?latitude=abc&longitude=16',
    '?latitude=91&longitude=16',
    '?latitude=48&longitude=-181',
  ])('refuses bad coordinates: %s', async (query) => {
    const res = await (
      await seededApp()
    ).get(`/api/destinations/city-timezones/activities${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /(latitude|longitude) must be a number/,
    );
  });

  it('says when a known provider is not the one this server uses', async () => {
    const res = await (
      await seededApp()
    ).get('/api/destinations/amadeus/activities?latitude=48.2&longitude=16.37');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toMatch(/amadeus/);
  });
});

describe('answers on a slow connection', () => {
  it('sends the destinations list gzipped to a browser that accepts it, and plain otherwise', async () => {
    const client = await seededApp();
    const zipped = await client.request('GET', '/api/destinations', undefined, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = new Response(zipped.body?.pipeThrough(new DecompressionStream('gzip')));
    const list: unknown = await body.json();
    expect(Array.isArray(list) && list.length).toBeGreaterThan(10);

    const plain = await client.request('GET', '/api/destinations');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(list);
  });
});

describe('GET /api/destinations', () => {
  it('gives each of our destinations its IANA time zone', async () => {
    const res = await (await seededApp()).get('/api/destinations');
    const list = (await res.json()) as Array<{ id: string; timeZone?: string | null }>;
    expect(list.find((d) => d.id === 'kyoto')?.timeZone).toBe('Asia/Tokyo');
    expect(list.find((d) => d.id === 'chamonix')?.timeZone).toBe('Europe/Paris');
    expect(list.every((d) => typeof d.timeZone === 'string')).toBe(true);
  });
});
