import { describe, expect, it } from 'vitest';
import { greatCircleMetres, travelTime } from './travel-time';

const lisbon = { latitude: 38.7223, longitude: -9.1393 };
const porto = { latitude: 41.1496, longitude: -8.611 };

describe('greatCircleMetres', () => {
  it('measures known distances', () => {
    // Lisbon to Porto is about 274 km as the crow flies.
    expect(greatCircleMetres(lisbon, porto) / 1000).toBeCloseTo(274, -1);
    // A quarter of the equator.
    const quarter = greatCircleMetres(
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 90 },
    );
    expect(quarter).toBeCloseTo((Math.PI / 2) * 6_371_008.8, 3);
    expect(greatCircleMetres(lisbon, lisbon)).toBe(0);
  });

  it('goes the short way across the antimeridian', () => {
    const a = { latitude: 0, longitude: 179.5 };
    const b = { latitude: 0, longitude: -179.5 };
    expect(greatCircleMetres(a, b) / 1000).toBeCloseTo(111.2, 0);
  });
});

describe('travelTime', () => {
  it('suggests walking a short way, with a detour for the streets', () => {
    // About 1 km east along a parallel at Lisbon's latitude.
    const t = travelTime(lisbon, { latitude: 38.7223, longitude: -9.1278 });
    expect(t.metres).toBeGreaterThan(950);
    expect(t.metres).toBeLessThan(1050);
    expect(t.suggested).toBe('walk');
    // 1.3 km of streets at 4.8 km/h: about 16 minutes.
    expect(t.minutes.walk).toBeGreaterThanOrEqual(15);
    expect(t.minutes.walk).toBeLessThanOrEqual(17);
    // Transit and the car pay their overhead even for a short hop.
    expect(t.minutes.transit).toBeGreaterThan(10);
    expect(t.minutes.car).toBeGreaterThan(5);
  });

  it('suggests transit across a city and the car between cities', () => {
    const acrossTown = travelTime(lisbon, { latitude: 38.7, longitude: -9.2 });
    expect(acrossTown.suggested).toBe('transit');
    expect(acrossTown.minutes.transit).toBeLessThan(acrossTown.minutes.walk);

    const t = travelTime(lisbon, porto);
    expect(t.suggested).toBe('car');
    // Beyond the city the road is faster: about 4 hours by car, not 14.
    expect(t.minutes.car).toBeGreaterThan(200);
    expect(t.minutes.car).toBeLessThan(280);
    expect(t.minutes.car).toBeLessThan(t.minutes.transit);
  });

  it('is zero metres and only overhead for the same point', () => {
    expect(travelTime(porto, porto)).toEqual({
      metres: 0,
      minutes: { walk: 0, transit: 10, car: 5 },
      suggested: 'walk',
    });
  });
});
