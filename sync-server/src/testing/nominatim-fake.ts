import type { FakeHandler } from './fake-provider-server';

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** Answers, by query, the way Nominatim's /search?format=jsonv2&addressdetails=1 answered them. */
const ANSWERS: Record<string, unknown[]> = {
  'rua augusta 24 lisbon': [
    {
      place_id: 98765432,
      licence: LICENCE,
      osm_type: 'node',
      osm_id: 4868301921,
      lat: '38.7102012',
      lon: '-9.1379542',
      category: 'place',
      type: 'house',
      place_rank: 30,
      importance: 0.00000999,
      addresstype: 'place',
      name: '',
      display_name: '24, Rua Augusta, Baixa, Santa Maria Maior, Lisbon, 1100-048, Portugal',
      address: {
        house_number: '24',
        road: 'Rua Augusta',
        neighbourhood: 'Baixa',
        city_district: 'Santa Maria Maior',
        city: 'Lisbon',
        'ISO3166-2-lvl6': 'PT-11',
        postcode: '1100-048',
        country: 'Portugal',
        country_code: 'pt',
      },
      boundingbox: ['38.7101512', '38.7102512', '-9.1380042', '-9.1379042'],
    },
    {
      place_id: 12345678,
      licence: LICENCE,
      osm_type: 'way',
      osm_id: 48373128,
      lat: '38.7087',
      lon: '-9.1365',
      category: 'tourism',
      type: 'attraction',
      place_rank: 30,
      importance: 0.2401,
      addresstype: 'tourism',
      name: 'Arco da Rua Augusta',
      display_name: 'Arco da Rua Augusta, Praça do Comércio, Baixa, Lisbon, 1100-148, Portugal',
      address: {
        tourism: 'Arco da Rua Augusta',
        road: 'Praça do Comércio',
        neighbourhood: 'Baixa',
        city: 'Lisbon',
        postcode: '1100-148',
        country: 'Portugal',
        country_code: 'pt',
      },
      boundingbox: ['38.7085', '38.7089', '-9.1368', '-9.1362'],
    },
  ],
  'quinta da regaleira': [
    {
      place_id: 23456789,
      licence: LICENCE,
      osm_type: 'relation',
      osm_id: 5526751,
      lat: '38.7963',
      lon: '-9.3962',
      category: 'tourism',
      type: 'attraction',
      place_rank: 30,
      importance: 0.31,
      addresstype: 'tourism',
      name: 'Quinta da Regaleira',
      display_name:
        'Quinta da Regaleira, Rua Barbosa du Bocage, Sintra, Lisbon, 2710-567, Portugal',
      address: {
        tourism: 'Quinta da Regaleira',
        road: 'Rua Barbosa du Bocage',
        town: 'Sintra',
        postcode: '2710-567',
        country: 'Portugal',
        country_code: 'pt',
      },
      boundingbox: ['38.795', '38.798', '-9.398', '-9.394'],
    },
  ],
};

/**
 * Answers like Nominatim (`GET /search?q=&format=jsonv2&addressdetails=1`) for a few queries:
 * 'busy' is a 429 with Retry-After 30, 'broken' a server error, anything else finds nothing.
 * Like the real service, a request without a User-Agent of its own is refused with 403.
 */
export function nominatimFake(): FakeHandler {
  return (req) => {
    if (req.path !== '/search') return undefined;
    const agent = req.headers['user-agent'] ?? '';
    if (!agent.startsWith('Wayfarer/')) {
      return { status: 403, text: 'Access blocked', contentType: 'text/plain' };
    }
    const q = req.query.get('q') ?? '';
    if (q === 'busy') {
      return {
        status: 429,
        text: '<html><body>Too Many Requests</body></html>',
        contentType: 'text/html',
        headers: { 'Retry-After': '30' },
      };
    }
    if (q === 'broken') {
      return { status: 500, text: 'Internal Server Error', contentType: 'text/plain' };
    }
    return { json: ANSWERS[q] ?? [] };
  };
}
