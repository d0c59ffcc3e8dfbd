import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeProviderServer } from '../../../testing/fake-provider-server';
import { nominatimFake } from '../../../testing/nominatim-fake';
import { ProviderError } from '../provider-error';
import { NOMINATIM_ATTRIBUTION, nominatimPlaces, type NominatimOptions } from './nominatim-places';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await FakeProviderServer.start(nominatimFake());
});
afterAll(() => fake.stop());

/**
 * An injected clock: `sleeps` records every wait the spacing asks for, and `advance` says
 * whether a wait moves the clock (one request after another) or not (a burst in one instant).
 */
let clock = 0;
let sleeps: number[] = [];
let advance = true;
beforeEach(() => {
  fake.requests.length = 0;
  clock = 1_000_000;
  sleeps = [];
  advance = true;
});

const USER_AGENT = 'Wayfarer/1.0.0 (ops@trips.example.org)';
const nominatim = (options: Partial<NominatimOptions> = {}) =>
  nominatimPlaces({
    baseUrl: fake.baseUrl,
    timeoutMs: 2000,
    userAgent: USER_AGENT,
    now: () => clock,
    sleep: (ms) => {
      sleeps.push(ms);
      if (advance) clock += ms;
      return Promise.resolve();
    },
    ...options,
  });
const search = (q: string) => ({ q, near: null, mode: 'search' as const });
const searches = () => fake.requests.filter((r) => r.path === '/search').length;

describe('Nominatim places', () => {
  it('maps results: an address named by its street and number, a sight by its name', async () => {
    const answer = await nominatim().search(search('rua augusta 24 lisbon'));
    expect(answer.provider).toBe('nominatim');
    expect(answer.attribution).toBe(NOMINATIM_ATTRIBUTION);
    expect(answer.attribution).toBe('© OpenStreetMap contributors, Nominatim');
    expect(answer.results).toEqual([
      {
        name: 'Rua Augusta 24',
        country: 'Portugal',
        address: 'Lisbon',
        latitude: 38.7102012,
        longitude: -9.1379542,
        timeZone: 'Europe/Lisbon',
        source: 'live',
        sourceId: 'osm:N4868301921',
      },
      expect.objectContaining({
        name: 'Arco da Rua Augusta',
        address: 'Praça do Comércio, Lisbon',
        sourceId: 'osm:W48373128',
      }),
    ]);
    // A town is the place's town when it has no city; a relation's id reads R.
    const sintra = await nominatim().search(search('quinta da regaleira'));
    expect(sintra.results[0]).toMatchObject({
      address: 'Rua Barbosa du Bocage, Sintra',
      sourceId: 'osm:R5526751',
    });
  });

  it('sends the User-Agent naming the application and its operator, and what it asks', async () => {
    await nominatim().search({
      q: 'rua augusta 24 lisbon',
      near: { latitude: 38.7, longitude: -9.1 },
      mode: 'search',
    });
    const [call] = fake.requests;
    expect(call?.headers['user-agent']).toBe(USER_AGENT);
    expect(Object.fromEntries(call!.query)).toEqual({
      q: 'rua augusta 24 lisbon',
      format: 'jsonv2',
      limit: '8',
      addressdetails: '1',
      'accept-language': 'en',
      viewbox: '-9.6,39.2,-8.6,38.2',
    });
  });

  it('is never asked while typing: its usage policy forbids type-ahead', async () => {
    const answer = await nominatim().search({ ...search('rua augusta'), mode: 'typeahead' });
    expect(answer).toEqual({ results: [], attribution: null, provider: null });
    expect(searches()).toBe(0);
  });

  it('lets one request a second leave: the second of the same second waits its turn', async () => {
    const places = nominatim();
    const [first, second] = await Promise.all([
      places.search(search('rua augusta 24 lisbon')),
      places.search(search('quinta da regaleira')),
    ]);
    expect(first.results).toHaveLength(2);
    expect(second.results).toHaveLength(1);
    expect(sleeps).toEqual([1000]);
    expect(searches()).toBe(2);
    // One after the other in the same instant: the same.
    sleeps = [];
    await places.search(search('a'));
    expect(sleeps).toEqual([1000]);
    // A second later, no wait.
    clock += 1000;
    sleeps = [];
    await places.search(search('b'));
    expect(sleeps).toEqual([]);
  });

  it('queues three seconds of requests at most and refuses the rest with the wait', async () => {
    advance = false;
    const places = nominatim();
    const burst = ['a', 'b', 'c', 'd', 'e'].map((q) =>
      places.search(search(q)).catch((e: unknown) => e),
    );
    const answers = await Promise.all(burst);
    expect(sleeps).toEqual([1000, 2000, 3000]);
    expect(answers.slice(0, 4).every((a) => !(a instanceof Error))).toBe(true);
    expect(answers[4]).toBeInstanceOf(ProviderError);
    expect(answers[4]).toMatchObject({ failure: 'busy', retryAfterSeconds: 1 });
    expect(searches()).toBe(4);
  });

  it('honours a 429’s Retry-After: nothing is sent until it has passed', async () => {
    const places = nominatim();
    const busy = await places.search(search('busy')).catch((e: unknown) => e);
    expect(busy).toMatchObject({ failure: 'busy', status: 429, retryAfterSeconds: 30 });
    expect(searches()).toBe(1);

    clock += 10_000;
    const refused = await places.search(search('rua augusta 24 lisbon')).catch((e: unknown) => e);
    expect(refused).toMatchObject({ failure: 'busy', retryAfterSeconds: 17 });
    expect(searches()).toBe(1);

    // Within the queue's reach of the end of the pause: it waits for it, then goes.
    clock += 18_000;
    const later = await places.search(search('rua augusta 24 lisbon'));
    expect(later.results).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
    expect(searches()).toBe(2);
  });

  it('reports a server error as unavailable', async () => {
    const error = await nominatim()
      .search(search('broken'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable', status: 500 });
  });

  it('is refused by the service without an application User-Agent', async () => {
    const error = await nominatim({ userAgent: 'node' })
      .search(search('rua augusta 24 lisbon'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable', status: 403 });
  });
});
