import { describe, expect, it } from 'vitest';
import { boundsOf, MIN_SPAN_DEGREES } from './map-bounds';

describe('the box a map is fitted to', () => {
  it('is null for no points', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('holds every point, west-south to east-north', () => {
    expect(
      boundsOf([
        { latitude: 38.7, longitude: -9.1 },
        { latitude: 41.1, longitude: -8.6 },
        { latitude: 38.6, longitude: -9.4 },
      ]),
    ).toEqual([
      [-9.4, 38.6],
      [-8.6, 41.1],
    ]);
  });

  it('widens a single place to a few kilometres around it', () => {
    const [[west, south], [east, north]] = boundsOf([{ latitude: 38.7, longitude: -9.1 }])!;
    expect(east - west).toBeCloseTo(MIN_SPAN_DEGREES);
    expect(north - south).toBeCloseTo(MIN_SPAN_DEGREES);
    expect((east + west) / 2).toBeCloseTo(-9.1);
    expect((north + south) / 2).toBeCloseTo(38.7);
  });

  it('goes the short way across the antimeridian', () => {
    // Fiji (178° E) and Samoa (172° W): 10° apart, not 350°.
    const bounds = boundsOf([
      { latitude: -18.1, longitude: 178.4 },
      { latitude: -13.8, longitude: -171.8 },
    ]);
    expect(bounds?.[0][0]).toBeCloseTo(178.4);
    expect(bounds?.[1][0]).toBeCloseTo(188.2);
  });

  it('keeps to the latitudes a Web Mercator map can show', () => {
    const bounds = boundsOf([
      { latitude: -89, longitude: 0 },
      { latitude: 60, longitude: 10 },
    ]);
    expect(bounds?.[0][1]).toBe(-85);
  });
});
