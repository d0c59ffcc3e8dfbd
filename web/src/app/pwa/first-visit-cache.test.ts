import { describe, expect, it, vi } from 'vitest';
import {
  CACHE_URLS,
  cacheWhatLoadedBeforeControl,
  isCacheUrlsMessage,
  loadedFromOrigin,
} from './first-visit-cache';

function pageThatLoaded(urls: string[]) {
  return {
    location: { origin: 'https://wayfarer.test' } as Location,
    performance: {
      getEntriesByType: (type: string) =>
        type === 'resource' ? urls.map((name) => ({ name })) : [],
    } as unknown as Performance,
  };
}

describe('first visit cache', () => {
  it('names what the page loaded from its own origin, once each', () => {
    const page = pageThatLoaded([
      'https://wayfarer.test/api/destinations',
      'https://wayfarer.test/images/destinations/bali.svg',
      'https://cdn.example.com/font.woff2',
      'https://wayfarer.test/api/destinations',
    ]);
    expect(loadedFromOrigin(page)).toEqual([
      'https://wayfarer.test/api/destinations',
      'https://wayfarer.test/images/destinations/bali.svg',
    ]);
  });

  it('tells the worker only once it controls the page', async () => {
    let takeControl = () => {};
    const controlling = new Promise<void>((resolve) => (takeControl = resolve));
    const messageSW = vi.fn(async () => undefined);
    const done = cacheWhatLoadedBeforeControl(
      { controlling, messageSW },
      pageThatLoaded(['https://wayfarer.test/api/destinations']),
    );
    await Promise.resolve();
    expect(messageSW).not.toHaveBeenCalled();
    takeControl();
    await done;
    expect(messageSW).toHaveBeenCalledWith({
      type: CACHE_URLS,
      payload: { urlsToCache: ['https://wayfarer.test/api/destinations'] },
    });
  });

  it('the worker accepts only a well-formed list', () => {
    expect(isCacheUrlsMessage({ type: CACHE_URLS, payload: { urlsToCache: ['/a'] } })).toBe(true);
    expect(isCacheUrlsMessage({ type: CACHE_URLS, payload: { urlsToCache: [1] } })).toBe(false);
    expect(isCacheUrlsMessage({ type: CACHE_URLS })).toBe(false);
    expect(isCacheUrlsMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isCacheUrlsMessage(null)).toBe(false);
  });
});
