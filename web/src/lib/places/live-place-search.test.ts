import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livePlaceSearch } from './live-place-search';

const RUA_AUGUSTA_24 = {
  name: 'Rua Augusta 24',
  country: 'Portugal',
  address: 'Lisbon',
  latitude: 38.7102012,
  longitude: -9.1379542,
  timeZone: 'Europe/Lisbon',
  source: 'live',
  sourceId: 'osm:N4868301921',
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(respond()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('livePlaceSearch', () => {
  it('asks the server near a rounded position and answers its places and credit', async () => {
    const fetchMock = stubFetch(() =>
      answer({
        results: [RUA_AUGUSTA_24],
        attribution: '© OpenStreetMap contributors, Photon by Komoot',
        provider: 'photon',
        searchOnline: true,
      }),
    );
    const found = await livePlaceSearch(
      '  rua augusta 24 ',
      { latitude: 38.7139, longitude: -9.1394 },
      'typeahead',
    );
    expect(found).toEqual({
      places: [RUA_AUGUSTA_24],
      attribution: '© OpenStreetMap contributors, Photon by Komoot',
      searchOnline: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/places/search?q=rua+augusta+24&mode=typeahead&lat=38.7&lng=-9.1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks the explicit search with mode=search and no position when there is none', async () => {
    const fetchMock = stubFetch(() =>
      answer({ results: [], attribution: null, provider: null, searchOnline: true }),
    );
    // Nothing live while typing, but the server has a 'Search online' to offer.
    expect(await livePlaceSearch('rua augusta', null, 'search')).toEqual({
      places: [],
      attribution: null,
      searchOnline: true,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/places/search?q=rua+augusta&mode=search');
  });

  it('answers null when the server has no live geocoder', async () => {
    stubFetch(() =>
      answer({ results: [], attribution: null, provider: null, searchOnline: false }),
    );
    expect(await livePlaceSearch('rua augusta', null, 'typeahead')).toBeNull();
  });

  it('answers null without asking when offline or when the words are too short', async () => {
    const fetchMock = stubFetch(() => answer({}));
    expect(await livePlaceSearch('r ', null, 'typeahead')).toBeNull();
    vi.stubGlobal('navigator', { onLine: false });
    expect(await livePlaceSearch('rua augusta', null, 'typeahead')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a 502', () => answer({ message: 'The photon data service is unavailable' }, 502)],
    ['a 429', () => answer({ message: 'busy' }, 429)],
    ['an answer of another shape', () => answer({ results: [{ name: 'x' }] })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('answers null, never throws, on %s', async (_, respond) => {
    stubFetch(respond);
    expect(await livePlaceSearch('rua augusta', null, 'typeahead')).toBeNull();
  });

  it('answers null when the caller gives up, and when the server is too slow', async () => {
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const controller = new AbortController();
    const abandoned = livePlaceSearch('rua augusta', null, 'typeahead', controller.signal);
    controller.abort();
    expect(await abandoned).toBeNull();

    vi.useFakeTimers();
    const slow = livePlaceSearch('rua augusta', null, 'typeahead');
    await vi.advanceTimersByTimeAsync(5000);
    expect(await slow).toBeNull();
  });
});
