import { describe, expect, it } from 'vitest';
import { searchPlaces } from '@shared/domain/place-search';
import { loadGazetteerCities, loadPlaceIndex } from './gazetteer-loader';

describe('loadPlaceIndex', () => {
  it('loads the gazetteer once and answers the same index every time', async () => {
    const first = loadPlaceIndex();
    expect(loadPlaceIndex()).toBe(first);
    const index = await first;
    expect(await loadPlaceIndex()).toBe(index);
    expect(searchPlaces(index, 'Porto', { kinds: ['city'] })[0]?.place.sourceId).toBe('gn-2735943');
  });
});

describe('loadGazetteerCities', () => {
  it('answers the cities largest first, without the search index', async () => {
    const cities = await loadGazetteerCities();
    expect(cities.length).toBeGreaterThan(20_000);
    expect(cities[0]!.population).toBeGreaterThanOrEqual(cities[1]!.population);
    expect(cities.find((c) => c.id === 'gn-2267057')?.name).toBe('Lisbon');
  });
});
