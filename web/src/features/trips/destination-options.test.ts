import { describe, expect, it } from 'vitest';
import type { Destination } from '@shared/schemas/destination';
import { matchingCurated } from './destination-options';

const destination = (id: string, name: string, country: string): Destination => ({
  id,
  name,
  country,
  description: '',
  imageUrl: '',
  category: 'city',
  featured: false,
  latitude: null,
  longitude: null,
  visaRequirements: null,
  travelDocuments: null,
  climate: null,
  bestMonths: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const ours = [
  destination('lisbon', 'Lisbon', 'Portugal'),
  destination('sao-paulo', 'São Paulo', 'Brazil'),
  destination('new-york', 'New York City', 'United States'),
  destination('gn-2735943', 'Porto', 'Portugal'),
];
const names = (list: Destination[]) => list.map((d) => d.name);

describe('matchingCurated', () => {
  it('finds our destinations by a word of their name, accents aside', () => {
    expect(names(matchingCurated(ours, 'lis').byName)).toEqual(['Lisbon']);
    expect(names(matchingCurated(ours, 'sao p').byName)).toEqual(['São Paulo']);
    expect(names(matchingCurated(ours, 'york').byName)).toEqual(['New York City']);
  });

  it('keeps those found by their country apart, and never lists a gazetteer city as ours', () => {
    const found = matchingCurated(ours, 'Por');
    expect(names(found.byName)).toEqual([]);
    expect(names(found.byCountry)).toEqual(['Lisbon']);
  });

  it('finds nothing for nothing typed', () => {
    expect(matchingCurated(ours, '  ')).toEqual({ byName: [], byCountry: [] });
  });
});
