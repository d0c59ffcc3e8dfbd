import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeProviderServer } from '../../testing/fake-provider-server';
import { photonFake } from '../../testing/photon-fake';
import { photonPlaces } from './live/photon-places';
import { cachedPlaceSearch, DEFAULT_PLACE_SEARCH_CACHE } from './place-search-cache';
import type { PlaceSearchRequest } from './place-search-provider';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await FakeProviderServer.start(photonFake());
});
afterAll(() => fake.stop());

let clock = 0;
beforeEach(() => {
  fake.requests.length = 0;
  fake.setHandler(photonFake());
  clock = 0;
});

const HOUR = 60 * 60_000;
const cached = (maxEntries: number = DEFAULT_PLACE_SEARCH_CACHE.maxEntries) =>
  cachedPlaceSearch(
    photonPlaces({ baseUrl: fake.baseUrl, timeoutMs: 2000, userAgent: 'Wayfarer/1.0.0' }),
    { maxEntries, ttlMs: DEFAULT_PLACE_SEARCH_CACHE.ttlMs, now: () => clock },
  );
const ask = (q: string, near: PlaceSearchRequest['near'] = null): PlaceSearchRequest => ({
  q,
  near,
  mode: 'typeahead',
});
const calls = () => fake.requests.length;

describe('the place search cache', () => {
  it('answers the same question from memory for a day, without asking the service again', async () => {
    const places = cached();
    const first = await places.search(ask('rua augusta'));
    expect(first.results).toHaveLength(3);
    expect(calls()).toBe(1);
    clock += 23 * HOUR;
    // The same words in other case and spacing, a few streets away: the same question.
    const again = await places.search(
      ask('  Rua   AUGUSTA ', { latitude: 38.7101, longitude: -9.1382 }),
    );
    const near = await places.search(ask('rua augusta', { latitude: 38.71, longitude: -9.139 }));
    expect(calls()).toBe(2);
    expect(again).toEqual(first);
    expect(await places.search(ask('rua augusta'))).toBe(first);
    expect(near).toEqual(again);
    expect(calls()).toBe(2);
    clock += 2 * HOUR;
    await places.search(ask('rua augusta'));
    expect(calls()).toBe(3);
  });

  it('sends the normalized question and the rounded position', async () => {
    await cached().search(ask(' Rua  Augusta', { latitude: 38.7139, longitude: -9.1394 }));
    expect(Object.fromEntries(fake.requests[0]!.query)).toMatchObject({
      q: 'rua augusta',
      lat: '38.7',
      lon: '-9.1',
    });
  });

  it('keeps the modes apart', async () => {
    const places = cached();
    await places.search(ask('lisbon'));
    await places.search({ ...ask('lisbon'), mode: 'search' });
    expect(calls()).toBe(2);
  });

  it('shares one call among requests for the same words while it is on its way', async () => {
    const places = cached();
    await Promise.all([places.search(ask('lisbon')), places.search(ask('Lisbon'))]);
    expect(calls()).toBe(1);
  });

  it('forgets the least recently used answer beyond its size', async () => {
    const places = cached(2);
    await places.search(ask('lisbon'));
    await places.search(ask('rua augusta'));
    await places.search(ask('lisbon'));
    await places.search(ask('5th avenue'));
    expect(calls()).toBe(3);
    await places.search(ask('lisbon'));
    expect(calls()).toBe(3);
    await places.search(ask('rua augusta'));
    expect(calls()).toBe(4);
  });

  it('keeps no failure: the next request asks again', async () => {
    const places = cached();
    fake.setHandler(() => ({ status: 500, text: 'down', contentType: 'text/plain' }));
    await expect(places.search(ask('lisbon'))).rejects.toMatchObject({ failure: 'unavailable' });
    fake.setHandler(photonFake());
    expect((await places.search(ask('lisbon'))).results).toHaveLength(1);
    expect(calls()).toBe(2);
  });
});
