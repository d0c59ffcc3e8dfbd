import { describe, expect, it } from 'vitest';
import { destinationSchema } from '../schemas/destination';
import { findGazetteerCity } from '../reference/gazetteer';
import { gazetteerDestination } from './gazetteer-destination';
import { zoneAt } from './zone-at';

describe('gazetteerDestination', () => {
  it("builds Porto's row from the gazetteer", () => {
    const porto = findGazetteerCity('gn-2735943');
    expect(porto).toBeDefined();
    const row = gazetteerDestination(porto!, '2026-01-01T00:00:00.000Z');
    expect(destinationSchema.parse(row)).toEqual(row);
    expect(row).toEqual({
      id: 'gn-2735943',
      name: 'Porto',
      country: 'Portugal',
      description: 'A city in Portugal.',
      imageUrl: '/images/destinations/gn-2735943.svg',
      category: 'city',
      featured: false,
      latitude: '41.1496',
      longitude: '-8.6110',
      visaRequirements: null,
      travelDocuments: null,
      climate: null,
      bestMonths: null,
      timeZone: 'Europe/Lisbon',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it("has the zone the server finds at the row's own coordinates", () => {
    for (const id of ['gn-2735943', 'gn-3448439', 'gn-1857910', 'gn-5128581']) {
      const row = gazetteerDestination(findGazetteerCity(id)!, '2026-01-01T00:00:00.000Z');
      expect(zoneAt(Number(row.latitude), Number(row.longitude))).toBe(row.timeZone);
    }
  });
});
