import { describe, expect, it } from 'vitest';
import { buildPlaceIndex } from '@shared/domain/place-search';
import { loadGazetteer } from '@shared/reference/gazetteer';
import { decodeGazetteer } from '@shared/reference/gazetteer-rows';
import { gazetteerCityFor } from './global-city';

/** A few rows in the stored form: two towns of one name, an accent, an alternate name. */
const small = buildPlaceIndex(
  decodeGazetteer({
    credit: 'test',
    zones: ['America/Chicago', 'America/New_York', 'Europe/Lisbon', 'America/Sao_Paulo'],
    countries: { US: 'United States', PT: 'Portugal', BR: 'Brazil' },
    cities: [
      [4250542, 'Springfield', 'US', 39.8017, -89.6437, 114394, 0],
      [4951788, 'Springfield', 'US', 42.1015, -72.5898, 155929, 1],
      [4409896, 'Springfield Gardens', 'US', 39.81, -89.64, 20000, 0],
      [3448439, 'São Paulo', 'BR', -23.5475, -46.6361, 10021295, 3],
      [2735943, 'Porto', 'PT', 41.1496, -8.611, 249633, 2, 'Oporto'],
    ],
    airports: [],
  }),
);

describe('gazetteerCityFor', () => {
  it('picks the town of the same name nearest to the global point', () => {
    const illinois = { name: 'Springfield', geoCode: { latitude: 39.82, longitude: -89.65 } };
    const massachusetts = { name: 'Springfield', geoCode: { latitude: 42.12, longitude: -72.6 } };
    expect(gazetteerCityFor(small, illinois)?.id).toBe('gn-4250542');
    expect(gazetteerCityFor(small, massachusetts)?.id).toBe('gn-4951788');
  });

  it('ignores case and accents, and knows a city by its alternate name', () => {
    const saoPaulo = { name: 'SAO PAULO', geoCode: { latitude: -23.55, longitude: -46.63 } };
    expect(gazetteerCityFor(small, saoPaulo)?.name).toBe('São Paulo');
    const oporto = { name: 'Oporto', geoCode: { latitude: 41.15, longitude: -8.62 } };
    expect(gazetteerCityFor(small, oporto)?.id).toBe('gn-2735943');
  });

  it('does not take a longer name that only starts the same', () => {
    // Springfield Gardens is a few hundred metres away, but it is another town.
    const gardens = { name: 'Springfield Garden', geoCode: { latitude: 39.81, longitude: -89.64 } };
    expect(gazetteerCityFor(small, gardens)).toBeNull();
  });

  it('is null for a town of that name more than 30 km away, or without coordinates', () => {
    // About 45 km north of Springfield, Illinois.
    const far = { name: 'Springfield', geoCode: { latitude: 40.2, longitude: -89.64 } };
    expect(gazetteerCityFor(small, far)).toBeNull();
    expect(gazetteerCityFor(small, { name: 'Springfield' })).toBeNull();
    expect(gazetteerCityFor(small, { name: ' ', geoCode: { latitude: 0, longitude: 0 } })).toBe(
      null,
    );
  });

  it("finds the server's global cities in the whole gazetteer", () => {
    const index = buildPlaceIndex(loadGazetteer());
    // What the server's global provider (city-timezones) answers for these searches.
    const cases = [
      { name: 'Porto', geoCode: { latitude: 41.15000633, longitude: -8.620001263 } },
      { name: 'Vienna', geoCode: { latitude: 48.20001528, longitude: 16.36663896 } },
      { name: 'Hamburg', geoCode: { latitude: 53.55002464, longitude: 9.999999144 } },
    ];
    expect(
      cases.map((c) => gazetteerCityFor(index, c)).map((c) => c && `${c.name}, ${c.country}`),
    ).toEqual(['Porto, Portugal', 'Vienna, Austria', 'Hamburg, Germany']);
  });
});
