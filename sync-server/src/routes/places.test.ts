import { afterEach, describe, expect, it } from 'vitest';
import { placeSearchResponseSchema } from '@shared/api/places';
import { FakeProviderServer } from '../testing/fake-provider-server';
import { nominatimFake } from '../testing/nominatim-fake';
import { photonFake } from '../testing/photon-fake';
import { testApp } from '../testing/test-app';
import { placeSearchFromConfig } from '../domain/providers/lookup-providers';

let fakes: FakeProviderServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.map((f) => f.stop()));
  fakes = [];
});

async function start(handler: Parameters<typeof FakeProviderServer.start>[0]) {
  const fake = await FakeProviderServer.start(handler);
  fakes.push(fake);
  return fake;
}

/** An app whose place search is Photon and Nominatim on local fakes, as PLACES_PROVIDER=both. */
async function liveApp() {
  const photon = await start(photonFake());
  const nominatim = await start(nominatimFake());
  const placeSearch = placeSearchFromConfig(
    {
      provider: 'both',
      photonUrl: photon.baseUrl,
      nominatimUrl: nominatim.baseUrl,
      nominatimContact: 'ops@trips.example.org',
    },
    2000,
  );
  return { app: testApp({ providers: { placeSearch } }), photon, nominatim };
}

async function message(res: Response) {
  return ((await res.json()) as { message: string }).message;
}

describe('GET /api/places/search', () => {
  it('answers nothing live without a geocoder, signed out too: the device has the gazetteer', async () => {
    const res = await testApp().client().get('/api/places/search?q=rua%20augusta');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({
      results: [],
      attribution: null,
      provider: null,
      searchOnline: false,
    });
  });

  it('asks Photon while typing and Nominatim for the explicit search', async () => {
    const { app, photon, nominatim } = await liveApp();
    const client = app.client();
    const typed = await client.get('/api/places/search?q=rua+augusta&lat=38.71&lng=-9.14');
    expect(typed.status).toBe(200);
    const typeahead = placeSearchResponseSchema.parse(await typed.json());
    expect(typeahead).toMatchObject({
      provider: 'photon',
      attribution: '© OpenStreetMap contributors, Photon by Komoot',
      searchOnline: true,
    });
    expect(typeahead.results.map((p) => p.name)).toEqual([
      'Rua Augusta',
      'Rua Augusta 24',
      'Arco da Rua Augusta',
    ]);
    expect(nominatim.requests).toHaveLength(0);

    const searched = await client.get('/api/places/search?q=Rua+Augusta+24+Lisbon&mode=search');
    const search = placeSearchResponseSchema.parse(await searched.json());
    expect(search).toMatchObject({
      provider: 'nominatim',
      attribution: '© OpenStreetMap contributors, Nominatim',
    });
    expect(search.results[0]).toMatchObject({
      name: 'Rua Augusta 24',
      sourceId: 'osm:N4868301921',
    });
    expect(nominatim.requests[0]?.headers['user-agent']).toBe(
      'Wayfarer/1.0.0 (ops@trips.example.org)',
    );
    expect(photon.requests).toHaveLength(1);
  });

  it('asks a geocoder once for the same question: the next answer comes from memory', async () => {
    const { app, nominatim } = await liveApp();
    for (const q of [
      'rua augusta 24 lisbon',
      'Rua Augusta 24 Lisbon',
      ' rua  augusta 24 lisbon ',
    ]) {
      const res = await app
        .client()
        .get(`/api/places/search?q=${encodeURIComponent(q)}&mode=search`);
      expect(placeSearchResponseSchema.parse(await res.json()).results).toHaveLength(2);
    }
    expect(nominatim.requests).toHaveLength(1);
  });

  it('answers 502 with a readable message when the geocoder fails', async () => {
    const { app } = await liveApp();
    const res = await app.client().get('/api/places/search?q=broken&mode=search');
    expect(res.status).toBe(502);
    expect(await message(res)).toBe(
      'The nominatim data service is unavailable right now. Please try again later.',
    );
    const typed = await app.client().get('/api/places/search?q=broken');
    expect(typed.status).toBe(502);
    expect(await message(typed)).toMatch(/photon data service is unavailable/);
  });

  it('answers 429 with Retry-After when Nominatim asks us to wait', async () => {
    const { app } = await liveApp();
    const res = await app.client().get('/api/places/search?q=busy&mode=search');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await message(res)).toBe(
      'The nominatim data service is busy. Please try again in 30 s.',
    );
  });

  it.each([
    ['', 'q must be at least 2 characters'],
    ['?q=', 'q must be at least 2 characters'],
    ['?q=%20a%20', 'q must be at least 2 characters'],
    [`?q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['?q=porto&lat=41.1', 'Give both lat and lng, or neither'],
    ['?q=porto&lng=-8.6', 'Give both lat and lng, or neither'],
    ['?q=porto&lat=91&lng=0', 'Latitude must be between -90 and 90'],
    ['?q=porto&lat=0&lng=-180.5', 'Longitude must be between -180 and 180'],
    ['?q=porto&lat=north&lng=0', 'lat must be a number'],
    ['?q=porto&lat=&lng=0', 'lat must be a number'],
    ['?q=porto&mode=autocomplete', 'mode'],
  ])('refuses %s with 400', async (query, expected) => {
    const res = await testApp().client().get(`/api/places/search${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toContain(expected);
  });

  it('takes up to 200 characters, trimmed', async () => {
    const res = await testApp()
      .client()
      .get(`/api/places/search?q=%20${'a'.repeat(200)}%20&lat=-90&lng=180`);
    expect(res.status).toBe(200);
  });
});
