import type { FakeAnswer, FakeHandler } from './fake-provider-server';

/** One Photon feature as photon.komoot.io writes it: a GeoJSON point, [lon, lat]. */
function feature(coordinates: [number, number], properties: Record<string, unknown>) {
  return { type: 'Feature', geometry: { type: 'Point', coordinates }, properties };
}

const collection = (features: unknown[]): FakeAnswer => ({
  json: { type: 'FeatureCollection', features },
});

/** Answers, by query, the way Photon answered them (trimmed to the fields it always sends). */
const ANSWERS: Record<string, unknown[]> = {
  'rua augusta': [
    feature([-9.1380215, 38.7101458], {
      osm_type: 'W',
      osm_id: 4285925,
      osm_key: 'highway',
      osm_value: 'pedestrian',
      type: 'street',
      name: 'Rua Augusta',
      postcode: '1100-053',
      district: 'Santa Maria Maior',
      city: 'Lisbon',
      state: 'Lisbon',
      country: 'Portugal',
      countrycode: 'PT',
      extent: [-9.1386, 38.7129, -9.1372, 38.7083],
    }),
    // A bare address: no name, the street and number say where.
    feature([-9.1379542, 38.7102012], {
      osm_type: 'N',
      osm_id: 4868301921,
      osm_key: 'place',
      osm_value: 'house',
      type: 'house',
      housenumber: '24',
      street: 'Rua Augusta',
      postcode: '1100-048',
      city: 'Lisbon',
      country: 'Portugal',
      countrycode: 'PT',
    }),
    feature([-9.1365, 38.7087], {
      osm_type: 'W',
      osm_id: 48373128,
      osm_key: 'tourism',
      osm_value: 'attraction',
      type: 'house',
      name: 'Arco da Rua Augusta',
      street: 'Praça do Comércio',
      city: 'Lisbon',
      country: 'Portugal',
      countrycode: 'PT',
    }),
    // Nothing a place can be made of: dropped, the rest kept.
    feature([-9.13, 38.71], { osm_type: 'N', osm_id: 1, osm_key: 'place', type: 'house' }),
  ],
  '5th avenue': [
    feature([-73.9654, 40.7829], {
      osm_type: 'N',
      osm_id: 2708421120,
      osm_key: 'place',
      osm_value: 'house',
      type: 'house',
      housenumber: '725',
      street: '5th Avenue',
      city: 'New York',
      state: 'New York',
      country: 'United States',
      countrycode: 'US',
    }),
  ],
  lisbon: [
    feature([-9.1365919, 38.7077507], {
      osm_type: 'R',
      osm_id: 5400890,
      osm_key: 'place',
      osm_value: 'city',
      type: 'city',
      name: 'Lisbon',
      state: 'Lisbon',
      country: 'Portugal',
      countrycode: 'PT',
    }),
  ],
};

/**
 * Answers like Photon (`GET /api/?q=&lat=&lon=&limit=&lang=`) for a few queries; 'broken' is a
 * server error, 'slow' never answers, anything else finds nothing.
 */
export function photonFake(): FakeHandler {
  return (req) => {
    if (req.path !== '/api/' && req.path !== '/api') return undefined;
    const q = req.query.get('q') ?? '';
    if (q === 'broken') {
      return {
        status: 500,
        text: '<html><body>Internal error</body></html>',
        contentType: 'text/html',
      };
    }
    if (q === 'slow') return { hang: true };
    return collection(ANSWERS[q] ?? []);
  };
}
