import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySchema, externalSearchResultSchema } from '@shared/api/lookups';
import { amadeusFake } from '../../testing/amadeus-fake';
import { FakeProviderServer } from '../../testing/fake-provider-server';
import type { DestinationSearchProvider } from './destination-search-provider';
import { embeddedPlaces } from './embedded/embedded-places';
import { AmadeusClient } from './live/amadeus-client';
import { amadeusPlaces } from './live/amadeus-places';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await FakeProviderServer.start(amadeusFake());
});
afterAll(() => fake.stop());

const implementations: [string, () => DestinationSearchProvider, { hasTours: boolean }][] = [
  ['embedded cities', embeddedPlaces, { hasTours: false }],
  [
    'Amadeus',
    () =>
      amadeusPlaces(
        new AmadeusClient({
          baseUrl: fake.baseUrl,
          clientId: 'id',
          clientSecret: 'secret',
          timeoutMs: 2000,
        }),
      ),
    { hasTours: true },
  ],
];

describe.each(implementations)(
  'DestinationSearchProvider contract: %s',
  (_, make, { hasTours }) => {
    it('has a lowercase name usable as a path segment', () => {
      expect(make().name).toMatch(/^[a-z][a-z0-9-]*$/);
    });

    it('finds a city by a prefix of its name, with its airport and coordinates', async () => {
      const provider = make();
      const results = await provider.searchPlaces('pari', 5);
      const paris = results.find((r) => r.name === 'Paris' && r.country === 'France');
      expect(paris?.source).toBe(provider.name);
      expect(paris?.iataCode).toMatch(/^[A-Z]{3}$/);
      expect(paris?.geoCode?.latitude).toBeCloseTo(48.86, 0);
      expect(paris?.geoCode?.longitude).toBeCloseTo(2.35, 0);
    });

    it('answers valid external results within the limit', async () => {
      const results = await make().searchPlaces('par', 3);
      expect(results.length).toBeLessThanOrEqual(3);
      for (const r of results) expect(externalSearchResultSchema.parse(r)).toEqual(r);
    });

    it('answers activities near a point in the Activity shape', async () => {
      const activities = await make().activities(48.8606, 2.3376);
      for (const a of activities) expect(activitySchema.parse(a)).toEqual(a);
      expect(activities.length > 0).toBe(hasTours);
    });
  },
);
