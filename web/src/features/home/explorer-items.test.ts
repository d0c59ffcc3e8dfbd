import { describe, expect, it } from 'vitest';
import type { Destination } from '@shared/schemas/destination';
import {
  filterByCategory,
  fromDestination,
  isDatabaseItem,
  itemKey,
  newTripPath,
} from './explorer-items';
import type { ExplorerItem } from './explorer-items';

const destination: Destination = {
  id: 'kyoto',
  name: 'Kyoto',
  country: 'Japan',
  description: 'Temples and gardens',
  imageUrl: '/images/destinations/kyoto.svg',
  category: 'cultural',
  featured: true,
  latitude: '35.0',
  longitude: '135.7',
  visaRequirements: null,
  travelDocuments: 'Passport',
  climate: 'Four seasons',
  bestMonths: 'April, November',
  createdAt: '2024-01-01T00:00:00.000Z',
};

const external: ExplorerItem = {
  source: 'geonames',
  id: 'kyotango',
  name: 'Kyotango',
  country: 'Japan',
  geoCode: { latitude: 35.6, longitude: 135.0 },
};

describe('explorer items', () => {
  it('turns a destination into a database item keeping the detail fields', () => {
    const item = fromDestination(destination);
    expect(item).toMatchObject({ source: 'database', id: 'kyoto', category: 'cultural' });
    expect(item.travelDocuments).toBe('Passport');
    expect(isDatabaseItem(item)).toBe(true);
    expect(isDatabaseItem(external)).toBe(false);
  });

  it('filters by exact category and drops global results under a category', () => {
    const beach = fromDestination({ ...destination, id: 'bali', category: 'beach' });
    const items = [fromDestination(destination), beach, external];
    expect(filterByCategory(items, 'all')).toHaveLength(3);
    expect(filterByCategory(items, 'beach')).toEqual([beach]);
    expect(filterByCategory(items, 'mountain')).toEqual([]);
  });

  it('keys items by source and id so equal ids of two sources stay apart', () => {
    expect(itemKey(external)).toBe('geonames:kyotango');
    expect(itemKey(fromDestination(destination))).toBe('database:kyoto');
  });

  it('leads to the new-trip form with the destination chosen', () => {
    expect(newTripPath('kyoto')).toBe('/trips/new?destination=kyoto');
    expect(newTripPath('gn-2735943')).toBe('/trips/new?destination=gn-2735943');
  });
});
