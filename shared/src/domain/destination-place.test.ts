import { describe, expect, it } from 'vitest';
import { destinationPlace } from './destination-place';

const lisbon = {
  id: 'lisbon',
  name: 'Lisbon',
  country: 'Portugal',
  latitude: '38.7223',
  longitude: '-9.1393',
  timeZone: 'Europe/Lisbon',
};

describe('destinationPlace', () => {
  it('reads the stored text coordinates as a place', () => {
    expect(destinationPlace(lisbon)).toEqual({
      name: 'Lisbon',
      country: 'Portugal',
      address: null,
      latitude: 38.7223,
      longitude: -9.1393,
      timeZone: 'Europe/Lisbon',
      source: 'destination',
      sourceId: 'lisbon',
    });
  });

  it('has no place without readable coordinates in range', () => {
    expect(destinationPlace({ ...lisbon, latitude: null })).toBeNull();
    expect(destinationPlace({ ...lisbon, longitude: ' ' })).toBeNull();
    expect(destinationPlace({ ...lisbon, latitude: 'north' })).toBeNull();
    expect(destinationPlace({ ...lisbon, latitude: '123' })).toBeNull();
  });
});
