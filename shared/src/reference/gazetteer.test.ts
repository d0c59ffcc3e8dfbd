import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from '../schemas/common';
import { findGazetteerCity, loadGazetteer } from './gazetteer';
import { GAZETTEER_MIN_POPULATION, decodeGazetteer, geonamesIdOf } from './gazetteer-rows';

describe('the built-in gazetteer', () => {
  const gazetteer = loadGazetteer();

  it('holds the cities of 15,000 people or more, largest first, and the airports', () => {
    expect(gazetteer.cities.length).toBeGreaterThan(24_000);
    expect(gazetteer.cities.length).toBeLessThan(25_000);
    expect(gazetteer.cities.every((c) => c.population >= GAZETTEER_MIN_POPULATION)).toBe(true);
    expect(gazetteer.cities[0]!.population).toBeGreaterThan(gazetteer.cities[100]!.population);
    expect(gazetteer.airports.length).toBeGreaterThan(2_000);
    expect(gazetteer.airports.length).toBeLessThan(5_000);
    expect(gazetteer.credit).toMatch(/GeoNames/);
  });

  it('gives every row a zone Intl knows and coordinates in range', () => {
    for (const row of [...gazetteer.cities, ...gazetteer.airports]) {
      expect(isKnownTimeZone(row.timeZone)).toBe(true);
      expect(Math.abs(row.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(row.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('finds a city by its gn- id', () => {
    expect(findGazetteerCity('gn-2267057')).toMatchObject({
      name: 'Lisbon',
      countryCode: 'PT',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
    });
    expect(findGazetteerCity('gn-999999999')).toBeUndefined();
    expect(findGazetteerCity('lisbon')).toBeUndefined();
  });

  it('holds the airports with their code, city and zone', () => {
    expect(gazetteer.airports.find((a) => a.iataCode === 'JFK')).toMatchObject({
      city: 'New York',
      country: 'United States',
      timeZone: 'America/New_York',
      large: true,
    });
  });
});

describe('gn- ids', () => {
  it('read the GeoNames id and nothing else', () => {
    expect(geonamesIdOf('gn-2735943')).toBe(2735943);
    expect(geonamesIdOf('porto')).toBeNull();
    expect(geonamesIdOf('gn-')).toBeNull();
    expect(geonamesIdOf('gn-012')).toBeNull();
    expect(geonamesIdOf('gn-12x')).toBeNull();
  });
});

describe('decodeGazetteer', () => {
  it('refuses a damaged file', () => {
    const good = {
      credit: 'x',
      zones: ['Europe/Lisbon'],
      countries: { PT: 'Portugal' },
      cities: [[2735943, 'Porto', 'PT', 41.1496, -8.611, 249633, 0]],
      airports: [],
    };
    expect(decodeGazetteer(good).cities[0]).toMatchObject({ id: 'gn-2735943', altName: null });
    expect(() => decodeGazetteer({ ...good, cities: [[1, 'X', 'PT', 0, 0, 1, 7]] })).toThrow(
      /city row 0/,
    );
    expect(() => decodeGazetteer({ ...good, cities: [[1, 'X', 'ZZ', 0, 0, 1, 0]] })).toThrow();
    expect(() => decodeGazetteer(null)).toThrow();
  });
});
