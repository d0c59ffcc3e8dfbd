import { describe, expect, it } from 'vitest';
import { searchPlaces } from '@shared/domain/place-search';
import { loadPlaceIndex } from './gazetteer-loader';

describe('loadPlaceIndex', () => {
  it('loads the gazetteer once and answers the same index every time', async () => {
    const first = loadPlaceIndex();
    expect(loadPlaceIndex()).toBe(first);
    const index = await first;
    expect(await loadPlaceIndex()).toBe(index);
    expect(searchPlaces(index, 'Porto', { kinds: ['city'] })[0]?.place.sourceId).toBe('gn-2735943');
  });
});
