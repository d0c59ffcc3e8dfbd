import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, NetworkError } from './api-client';
import { FIRST_LOAD_FRESH_MS } from './first-load-responses';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function stubFetch() {
  const fetchMock = vi.fn(async () => json(['from the network']));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('apiRequest and the first-load responses', () => {
  it('takes the response the first-load script started in the first minute, then asks the network', async () => {
    const fetchMock = stubFetch();
    vi.stubGlobal('window', {
      wayfarerFirstLoad: { '/api/destinations': Promise.resolve(json(['preloaded'])) },
    });
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);

    const first = await apiRequest('GET', '/api/destinations');
    expect(await first.json()).toEqual(['preloaded']);
    expect(fetchMock).not.toHaveBeenCalled();

    now.mockReturnValue(FIRST_LOAD_FRESH_MS + 1);
    const later = await apiRequest('GET', '/api/destinations');
    expect(await later.json()).toEqual(['from the network']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a preload that found no network as a network failure', async () => {
    stubFetch();
    vi.stubGlobal('window', {
      wayfarerFirstLoad: { '/api/destinations': Promise.reject(new TypeError('Failed to fetch')) },
    });
    await expect(apiRequest('GET', '/api/destinations')).rejects.toBeInstanceOf(NetworkError);
  });

  it('never answers another path or a write with a preloaded response', async () => {
    const fetchMock = stubFetch();
    const early = { '/api/destinations': Promise.resolve(json(['preloaded'])) };
    vi.stubGlobal('window', { wayfarerFirstLoad: early });

    await apiRequest('GET', '/api/destinations/search?query=ky');
    await apiRequest('POST', '/api/destinations', { name: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(early['/api/destinations']).toBeDefined();
  });
});
