import { describe, expect, it } from 'vitest';
import { airportSearchResponseSchema } from '@shared/api/lookups';
import { testApp } from '../testing/test-app';

describe('GET /api/airports/search', () => {
  it('puts the exact IATA code first and answers the Airport shape', async () => {
    const res = await testApp().client().get('/api/airports/search?keyword=cdg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { data } = airportSearchResponseSchema.parse(await res.json());
    expect(data[0]).toEqual({
      id: 'ACDG',
      name: 'Paris-Charles De Gaulle Airport',
      iataCode: 'CDG',
      address: { cityName: 'Paris', countryName: 'France' },
    });
  });

  it('matches city and airport names by prefix, at most 10', async () => {
    const res = await testApp().client().get('/api/airports/search?keyword=%20London%20');
    const { data } = airportSearchResponseSchema.parse(await res.json());
    expect(data.length).toBeLessThanOrEqual(10);
    expect(data.map((a) => a.iataCode)).toEqual(
      expect.arrayContaining(['LHR', 'LGW', 'LCY', 'STN']),
    );
    const heathrow = await testApp().client().get('/api/airports/search?keyword=heathrow');
    expect(airportSearchResponseSchema.parse(await heathrow.json()).data[0]?.iataCode).toBe('LHR');
  });

  it('leaves out heliports and airports without a code', async () => {
    const res = await testApp().client().get('/api/airports/search?keyword=new%20york');
    const { data } = airportSearchResponseSchema.parse(await res.json());
    expect(data.map((a) => a.iataCode)).toEqual(expect.arrayContaining(['JFK', 'LGA']));
    for (const a of data) expect(a.name).not.toMatch(/heliport|seaplane/i);
  });

  it.each(['', '?keyword=', '?keyword=a', '?keyword=%20a%20'])(
    'needs 2 characters: %s',
    async (query) => {
      const res = await testApp().client().get(`/api/airports/search${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'keyword must be at least 2 characters' });
    },
  );
});
