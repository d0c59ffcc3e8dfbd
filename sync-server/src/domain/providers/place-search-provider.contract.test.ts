import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSearchResponseSchema } from '@shared/api/places';
import { FakeProviderServer } from '../../testing/fake-provider-server';
import { nominatimFake } from '../../testing/nominatim-fake';
import { photonFake } from '../../testing/photon-fake';
import { embeddedPlaceSearch } from './embedded/embedded-place-search';
import { nominatimPlaces } from './live/nominatim-places';
import { photonPlaces } from './live/photon-places';
import { placeSearchByMode, type PlaceSearchProvider } from './place-search-provider';

let photon: FakeProviderServer;
let nominatim: FakeProviderServer;
beforeAll(async () => {
  photon = await FakeProviderServer.start(photonFake());
  nominatim = await FakeProviderServer.start(nominatimFake());
});
afterAll(async () => {
  await photon.stop();
  await nominatim.stop();
});

const userAgent = 'Wayfarer/1.0.0 (ops@example.org)';
const livePhoton = () => photonPlaces({ baseUrl: photon.baseUrl, timeoutMs: 2000, userAgent });
// A clock that never waits: the contract is about answers, the spacing has its own tests.
const liveNominatim = () =>
  nominatimPlaces({
    baseUrl: nominatim.baseUrl,
    timeoutMs: 2000,
    userAgent,
    sleep: () => Promise.resolve(),
    maxWaitMs: 60_000,
  });

const implementations: [string, () => PlaceSearchProvider, string][] = [
  ['embedded', embeddedPlaceSearch, 'rua augusta'],
  ['Photon', livePhoton, 'rua augusta'],
  ['Nominatim', liveNominatim, 'rua augusta 24 lisbon'],
  [
    'Photon and Nominatim',
    () => placeSearchByMode({ typeahead: livePhoton(), search: liveNominatim() }),
    'rua augusta 24 lisbon',
  ],
];

/** Promises every place search keeps, whatever it asks. */
describe.each(implementations)('PlaceSearchProvider contract: %s', (_, make, known) => {
  it('answers the shared shape: live places with an OpenStreetMap id and their zone', async () => {
    const provider = make();
    for (const mode of ['typeahead', 'search'] as const) {
      const answer = await provider.search({ q: known, near: null, mode });
      const parsed = placeSearchResponseSchema.parse({
        ...answer,
        searchOnline: provider.searchOnline,
      });
      for (const place of parsed.results) {
        expect(place.source).toBe('live');
        expect(place.sourceId).toMatch(/^osm:[NWR]\d+$/);
        expect(place.timeZone).toBe('Europe/Lisbon');
      }
    }
  });

  it('credits whoever answered, and names nobody when nobody did', async () => {
    for (const mode of ['typeahead', 'search'] as const) {
      const answer = await make().search({ q: known, near: null, mode });
      if (answer.provider === null) {
        expect(answer).toEqual({ results: [], attribution: null, provider: null });
      } else {
        expect(answer.attribution).toMatch(/^© OpenStreetMap contributors, /);
      }
    }
  });

  it('finds nothing, not an error, for words it does not know', async () => {
    const answer = await make().search({ q: 'zzqx', near: null, mode: 'search' });
    expect(answer.results).toEqual([]);
  });
});
