import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_FRESH_MS, firstLoadResponse } from './first-load-responses';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DESTINATIONS = '/api/destinations';

describe('firstLoadResponse', () => {
  it("hands every reader of the page's first minute a copy of the script's answer", async () => {
    const request = vi.fn(async () => json(['from the network']));
    vi.stubGlobal('window', {
      wayfarerFirstLoad: { [DESTINATIONS]: Promise.resolve(json(['preloaded'])) },
    });

    const explorer = await firstLoadResponse(DESTINATIONS, request, 1_000);
    const offlineCopy = await firstLoadResponse(DESTINATIONS, request, 2_000);
    expect(await explorer.json()).toEqual(['preloaded']);
    expect(await offlineCopy.json()).toEqual(['preloaded']);
    expect(request).not.toHaveBeenCalled();
  });

  it('makes the request once when the app asks before the script has run', async () => {
    const request = vi.fn(async () => json(['asked by the app']));
    vi.stubGlobal('window', {});

    const first = firstLoadResponse(DESTINATIONS, request, 100);
    const second = firstLoadResponse(DESTINATIONS, request, 150);
    expect(await (await first).json()).toEqual(['asked by the app']);
    expect(await (await second).json()).toEqual(['asked by the app']);
    expect(request).toHaveBeenCalledTimes(1);
    // What the script finds when it runs at last: the request to read its pictures from.
    expect(window.wayfarerFirstLoad?.[DESTINATIONS]).toBeDefined();
  });

  it('asks the network after the first minute, and lets the old answer go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const request = vi.fn(async () => json(['fresh']));
    vi.stubGlobal('window', {
      wayfarerFirstLoad: { [DESTINATIONS]: Promise.resolve(json(['preloaded'])) },
    });

    await firstLoadResponse(DESTINATIONS, request, FIRST_LOAD_FRESH_MS - 10_000);
    vi.advanceTimersByTime(10_000);
    expect(window.wayfarerFirstLoad).toEqual({});

    const late = await firstLoadResponse(DESTINATIONS, request, FIRST_LOAD_FRESH_MS + 1);
    expect(await late.json()).toEqual(['fresh']);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed request or an error answer: the next reader asks again', async () => {
    vi.stubGlobal('window', {
      wayfarerFirstLoad: { [DESTINATIONS]: Promise.reject(new TypeError('Failed to fetch')) },
    });
    const request = vi.fn(async () => json({ message: 'busy' }, 503));
    await expect(firstLoadResponse(DESTINATIONS, request, 0)).rejects.toThrow('Failed to fetch');

    expect((await firstLoadResponse(DESTINATIONS, request, 0)).status).toBe(503);
    await Promise.resolve();
    request.mockResolvedValue(json(['back']));
    expect(await (await firstLoadResponse(DESTINATIONS, request, 0)).json()).toEqual(['back']);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('never shares another path', async () => {
    vi.stubGlobal('window', {});
    const request = vi.fn(async () => json({}));
    await firstLoadResponse('/api/destinations/search?query=ky', request, 0);
    await firstLoadResponse('/api/destinations/search?query=ky', request, 0);
    await firstLoadResponse('/api/user', request, 0);
    expect(request).toHaveBeenCalledTimes(3);
    expect(window.wayfarerFirstLoad ?? {}).toEqual({});
  });
});
