import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@shared/schemas/place';
import {
  itemLivePlaceSearch,
  LIVE_SEARCH_PAUSE_MS,
  liveItemOptions,
  type ItemPlaceOption,
} from './item-place-search';

const place = (overrides: Partial<Place>): Place => ({
  name: 'Rua Augusta 24',
  country: 'Portugal',
  address: 'Lisbon',
  latitude: 38.7102012,
  longitude: -9.1379542,
  timeZone: 'Europe/Lisbon',
  source: 'live',
  sourceId: 'osm:N4868301921',
  ...overrides,
});

const PHOTON = '© OpenStreetMap contributors, Photon by Komoot';

/** The gazetteer's Lisbon, as the offline search offers it. */
const offlineLisbon: ItemPlaceOption = {
  value: 'city:0:gn-2267057',
  label: 'Lisbon, Portugal',
  detail: 'Portugal',
  place: place({
    name: 'Lisbon',
    address: null,
    latitude: 38.7167,
    longitude: -9.1333,
    source: 'gazetteer',
    sourceId: 'gn-2267057',
  }),
};

describe('liveItemOptions', () => {
  it('credits the geocoder on each live option’s second line', () => {
    const [option] = liveItemOptions(
      { places: [place({})], attribution: PHOTON, searchOnline: false },
      [],
    );
    expect(option).toEqual({
      value: 'live:osm:N4868301921',
      label: 'Rua Augusta 24',
      detail: `Lisbon · ${PHOTON}`,
      place: place({}),
    });
  });

  it('leaves out a place already offered offline, and repeats, by name and position', () => {
    const options = liveItemOptions(
      {
        places: [
          place({ name: 'Lisbon', address: null, latitude: 38.7166, longitude: -9.1334 }),
          place({}),
          place({ name: 'rua augusta 24', sourceId: 'osm:W1' }),
          // The same name elsewhere is another place.
          place({ name: 'Lisbon', address: null, latitude: 40.65, longitude: -75.95 }),
        ],
        attribution: PHOTON,
        searchOnline: false,
      },
      [offlineLisbon],
    );
    expect(options.map((o) => [o.label, o.detail])).toEqual([
      ['Rua Augusta 24', `Lisbon · ${PHOTON}`],
      ['Lisbon', `Portugal · ${PHOTON}`],
    ]);
  });
});

describe('itemLivePlaceSearch', () => {
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.includes('mode=search')
          ? answer({
              results: [place({ name: 'Arco da Rua Augusta', sourceId: 'osm:W48373128' })],
              attribution: '© OpenStreetMap contributors, Nominatim',
              provider: 'nominatim',
              searchOnline: true,
            })
          : answer({
              results: [place({})],
              attribution: PHOTON,
              provider: 'photon',
              searchOnline: true,
            }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once typing pauses, then offers Search online that replaces the list', async () => {
    const more = itemLivePlaceSearch({ latitude: 38.72, longitude: -9.14 });
    const pending = more('rua augusta 24', [offlineLisbon], new AbortController().signal);
    await vi.advanceTimersByTimeAsync(LIVE_SEARCH_PAUSE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const added = await pending;
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/places/search?q=rua+augusta+24&mode=typeahead&lat=38.7&lng=-9.1',
    );
    expect(added?.options.map((o) => o.label)).toEqual(['Rua Augusta 24']);
    expect(added?.deeper?.label).toBe('Search online');

    const deeper = await added!.deeper!.run(new AbortController().signal);
    expect(fetchMock.mock.calls[1]![0]).toContain('mode=search');
    expect(deeper?.map((o) => o.detail)).toEqual([
      'Lisbon · © OpenStreetMap contributors, Nominatim',
    ]);
  });

  it('asks nothing for words typed past, nor offline', async () => {
    const more = itemLivePlaceSearch(null);
    const typedOn = new AbortController();
    const pending = more('rua aug', [], typedOn.signal);
    typedOn.abort();
    await expect(pending).rejects.toBeDefined();
    vi.stubGlobal('navigator', { onLine: false });
    expect(await more('rua augusta', [], new AbortController().signal)).toBeNull();
    await vi.runAllTimersAsync();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers no button when the server has no Nominatim', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        answer({
          results: [place({})],
          attribution: PHOTON,
          provider: 'photon',
          searchOnline: false,
        }),
      ),
    );
    const pending = itemLivePlaceSearch(null)('rua augusta', [], new AbortController().signal);
    await vi.advanceTimersByTimeAsync(LIVE_SEARCH_PAUSE_MS);
    const added = await pending;
    expect(added?.options).toHaveLength(1);
    expect(added?.deeper).toBeUndefined();
  });
});
