import { describe, expect, it } from 'vitest';
import { pickCityLabels, type LabelCity, type LabelView } from './city-labels';

const city = (name: string, latitude: number, longitude: number): LabelCity => ({
  id: name,
  name,
  latitude,
  longitude,
});

/** A plate carrée view of `bounds` on a width x height screen (enough to test the rules). */
function view(bounds: LabelView['bounds'], width = 400, height = 400): LabelView {
  const [[west, south], [east, north]] = bounds;
  return {
    bounds,
    width,
    height,
    project: (lng, lat) => ({
      x: ((lng - west) / (east - west)) * width,
      y: ((north - lat) / (north - south)) * height,
    }),
  };
}

// Largest first, as the gazetteer stores them.
const LISBON = city('Lisbon', 38.72, -9.13);
const PORTO = city('Porto', 41.15, -8.61);
const AMADORA = city('Amadora', 38.75, -9.23);
const MADRID = city('Madrid', 40.42, -3.7);
const FARO = city('Faro', 37.02, -7.93);
const cities = [MADRID, LISBON, PORTO, AMADORA, FARO];
const portugal = view([
  [-10, 36.5],
  [-6, 42.5],
]);

describe('the cities named on the map', () => {
  it('names the cities in view, largest first', () => {
    expect(pickCityLabels(cities, portugal).map((c) => c.name)).toEqual([
      'Lisbon',
      'Porto',
      'Faro',
    ]);
  });

  it('leaves out a city whose label would cover a larger one’s', () => {
    // Amadora is 9 km from Lisbon: at this scale its label would sit on Lisbon's.
    expect(pickCityLabels(cities, portugal).map((c) => c.name)).not.toContain('Amadora');
    const closeUp = view([
      [-9.4, 38.6],
      [-9.0, 38.9],
    ]);
    expect(pickCityLabels(cities, closeUp).map((c) => c.name)).toEqual(['Lisbon', 'Amadora']);
  });

  it('keeps the pins clear', () => {
    const lisbonPin = portugal.project(LISBON.longitude, LISBON.latitude);
    const names = pickCityLabels(cities, portugal, { keepClear: [lisbonPin] }).map((c) => c.name);
    expect(names).toEqual(['Porto', 'Faro']);
  });

  it('stops at the limit', () => {
    expect(pickCityLabels(cities, portugal, { limit: 1 }).map((c) => c.name)).toEqual(['Lisbon']);
  });

  it('leaves out a label the map’s edge would cut', () => {
    const edge = view([
      [-9.14, 36.5],
      [-6, 42.5],
    ]);
    expect(pickCityLabels([LISBON], edge)).toEqual([]);
  });

  it('finds cities across the antimeridian', () => {
    const suva = city('Suva', -18.14, 178.44);
    const apia = city('Apia', -13.83, -171.77);
    const pacific = view(
      [
        [170, -25],
        [195, -5],
      ],
      800,
      400,
    );
    expect(pickCityLabels([suva, apia], pacific).map((c) => c.name)).toEqual(['Suva', 'Apia']);
  });
});
