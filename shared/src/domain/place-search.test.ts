import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../reference/gazetteer';
import { decodeGazetteer } from '../reference/gazetteer-rows';
import type { Place } from '../schemas/place';
import { buildPlaceIndex, cityInIndex, searchPlaces } from './place-search';

/** A few rows in the stored form, so the ranking rules can be read off the test. */
const small = decodeGazetteer({
  credit: 'test',
  zones: ['Europe/Lisbon', 'America/Sao_Paulo', 'America/New_York', 'America/Chicago'],
  countries: { PT: 'Portugal', BR: 'Brazil', US: 'United States' },
  cities: [
    [3448439, 'São Paulo', 'BR', -23.5475, -46.6361, 10021295, 1],
    [3452925, 'Porto Alegre', 'BR', -30.0328, -51.2302, 1372741, 1],
    [2267057, 'Lisbon', 'PT', 38.7167, -9.1333, 517802, 0],
    [2735943, 'Porto', 'PT', 41.1496, -8.611, 249633, 0],
    [4720039, 'Portage', 'US', 41.5759, -87.1762, 36828, 3],
    [2262963, 'Setúbal', 'PT', 38.5244, -8.8882, 117110, 0],
  ],
  airports: [
    ['LIS', 'Lisbon Portela Airport', 'Lisbon', 'PT', 38.77, -9.1282, 0, 1],
    ['OPO', 'Francisco de Sá Carneiro Airport', 'Porto', 'PT', 41.2481, -8.6814, 0, 1],
    ['JFK', 'John F. Kennedy International Airport', 'New York', 'US', 40.6423, -73.7882, 2, 1],
  ],
});
const index = buildPlaceIndex(small);
const labels = (query: string, options?: Parameters<typeof searchPlaces>[2]) =>
  searchPlaces(index, query, options).map((m) => m.label);

describe('searchPlaces', () => {
  it('ignores case and accents', () => {
    expect(labels('Sao')[0]).toBe('São Paulo, Brazil');
    expect(labels('SÃO P')).toEqual(['São Paulo, Brazil']);
    expect(labels('setub')).toEqual(['Setúbal, Portugal']);
  });

  it('ranks a word starting with the query above the query inside a word', () => {
    // 'alegre' starts the second word of Porto Alegre; 'bon' is inside Lisbon.
    expect(labels('alegre')).toEqual(['Porto Alegre, Brazil']);
    expect(labels('bon')).toEqual(['Lisbon, Portugal']);
    // Not every airport for the 'ort' in 'Airport'.
    expect(labels('ort')).toEqual([
      'Porto Alegre, Brazil',
      'Porto, Portugal',
      'Portage, United States',
    ]);
    // Two letters inside a word mean nothing yet.
    expect(labels('rt')).toEqual([]);
  });

  it('puts the airport first for its exact IATA code', () => {
    const [first] = searchPlaces(index, 'jfk');
    expect(first).toMatchObject({
      kind: 'airport',
      label: 'John F. Kennedy International Airport (JFK)',
      place: {
        name: 'John F. Kennedy International Airport',
        country: 'United States',
        source: 'airport',
        sourceId: 'JFK',
        timeZone: 'America/New_York',
      },
    });
    expect(labels('lis')[0]).toBe('Lisbon Portela Airport (LIS)');
    expect(labels('LIS')[0]).toBe('Lisbon Portela Airport (LIS)');
    // Capitalised like a name, it is the start of one: Lisbon, the city, comes first.
    expect(labels('Lis')[0]).toBe('Lisbon, Portugal');
  });

  it("looks for airports only when the traveller writes 'airport'", () => {
    expect(labels('lisbon airport')).toEqual(['Lisbon Portela Airport (LIS)']);
    expect(labels('Airport Porto')).toEqual(['Francisco de Sá Carneiro Airport (OPO)']);
  });

  it('ranks a city above its own airport', () => {
    expect(labels('lisb')).toEqual(['Lisbon, Portugal', 'Lisbon Portela Airport (LIS)']);
    expect(labels('porto')[0]).toBe('Porto, Portugal');
  });

  it('ranks larger places first, or the nearest when told where', () => {
    expect(labels('port', { kinds: ['city'] })).toEqual([
      'Porto Alegre, Brazil',
      'Porto, Portugal',
      'Portage, United States',
    ]);
    const chicago = { latitude: 41.85, longitude: -87.65 };
    expect(labels('port', { kinds: ['city'], near: chicago })[0]).toBe('Portage, United States');
    const lisbon = { latitude: 38.72, longitude: -9.14 };
    expect(labels('port', { kinds: ['city'], near: lisbon })[0]).toBe('Porto, Portugal');
  });

  it('counts a name typed in full above a larger place that only starts with it', () => {
    expect(labels('porto', { kinds: ['city'] })).toEqual([
      'Porto, Portugal',
      'Porto Alegre, Brazil',
    ]);
  });

  it('narrows by country after a comma', () => {
    expect(labels('port, portugal', { kinds: ['city'] })).toEqual(['Porto, Portugal']);
    expect(labels('port, us', { kinds: ['city'] })).toEqual(['Portage, United States']);
  });

  it('answers cities as places with their gn- id, zone and country', () => {
    const [match] = searchPlaces(index, 'Porto', { kinds: ['city'] });
    expect(match).toEqual({
      kind: 'city',
      label: 'Porto, Portugal',
      city: small.cities[3],
      place: {
        name: 'Porto',
        country: 'Portugal',
        address: null,
        latitude: 41.1496,
        longitude: -8.611,
        timeZone: 'Europe/Lisbon',
        source: 'gazetteer',
        sourceId: 'gn-2735943',
      },
    });
    expect(cityInIndex(index, 'gn-2735943')).toBe(small.cities[3]);
  });

  it("ranks the caller's own places above gazetteer rows that match as well", () => {
    const stop: Place = {
      name: 'Portas do Sol viewpoint',
      country: 'Portugal',
      address: null,
      latitude: 38.712,
      longitude: -9.13,
      timeZone: 'Europe/Lisbon',
      source: 'activity',
      sourceId: null,
    };
    const found = searchPlaces(index, 'port', { candidates: [stop], limit: 3 });
    expect(found.map((m) => m.label)).toEqual([
      'Portas do Sol viewpoint, Portugal',
      'Porto Alegre, Brazil',
      'Porto, Portugal',
    ]);
    expect(found[0]).toEqual({
      kind: 'candidate',
      label: 'Portas do Sol viewpoint, Portugal',
      place: stop,
    });
    expect(labels('sol', { candidates: [stop] })).toEqual(['Portas do Sol viewpoint, Portugal']);
  });

  it('keeps to the limit and answers nothing for an empty query', () => {
    expect(labels('p', { limit: 2 })).toHaveLength(2);
    expect(labels('   ')).toEqual([]);
    expect(labels('p', { limit: 0 })).toEqual([]);
  });
});

describe('searchPlaces over the built-in gazetteer', () => {
  const world = buildPlaceIndex(loadGazetteer());

  it('finds what travellers type', () => {
    const first = (q: string, options?: Parameters<typeof searchPlaces>[2]) =>
      searchPlaces(world, q, options)[0]?.label;
    expect(first('Lisb')).toBe('Lisbon, Portugal');
    expect(first('São P')).toBe('São Paulo, Brazil');
    expect(first('Sao Paulo')).toBe('São Paulo, Brazil');
    expect(first('New Y')).toBe('New York City, United States');
    expect(first('Kyo')).toBe('Kyoto, Japan');
    expect(first('JFK')).toBe('John F. Kennedy International Airport (JFK)');
    expect(first('Porto', { near: { latitude: 38.72, longitude: -9.14 } })).toBe('Porto, Portugal');
    expect(first('Zurich')).toBe('Zürich, Switzerland');
    expect(searchPlaces(world, 'L')).toHaveLength(8);
  });
});
