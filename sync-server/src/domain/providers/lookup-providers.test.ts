import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { placeSearchFromConfig, providersFromConfig } from './lookup-providers';

const fixture = fileURLToPath(
  new URL('./visa-csv/fixtures/passport-index-sample.csv', import.meta.url),
);

describe('provider selection', () => {
  it('uses the embedded data when nothing is configured', () => {
    const { providers, warnings } = providersFromConfig({});
    expect([
      providers.places.name,
      providers.visa.name,
      providers.airports.name,
      providers.flights.name,
    ]).toEqual(['city-timezones', 'embedded', 'embedded', 'embedded']);
    expect(warnings).toEqual([]);
  });

  it('switches places, airports and flights to Amadeus when keys are set', () => {
    const { providers } = providersFromConfig({
      amadeus: { clientId: 'id', clientSecret: 'secret', baseUrl: 'https://test.api.amadeus.com' },
    });
    expect([providers.places.name, providers.airports.name, providers.flights.name]).toEqual([
      'amadeus',
      'amadeus',
      'amadeus',
    ]);
    expect(providers.visa.name).toBe('embedded');
  });

  it('reads a visa CSV and reports the lines it skipped', () => {
    const { providers, warnings } = providersFromConfig({ visaCsv: { path: fixture } });
    expect(providers.visa.name).toBe('passport-index-csv');
    expect(warnings).toEqual([
      'Visa CSV line 13: unknown country "XX"',
      'Visa CSV line 14: unknown requirement "covid ban"',
    ]);
  });

  it('prefers the visa API when its address is set', () => {
    const { providers } = providersFromConfig({ visaApiBaseUrl: 'http://127.0.0.1:9' });
    expect(providers.visa.name).toBe('passport-visa-api');
  });

  it('searches places live only when PLACES_PROVIDER names a geocoder', () => {
    expect(providersFromConfig({}).providers.placeSearch).toMatchObject({
      name: 'embedded',
      searchOnline: false,
    });
    const urls = { photonUrl: 'http://127.0.0.1:9', nominatimUrl: 'http://127.0.0.1:9' };
    const contact = 'ops@trips.example.org';
    const chosen = (['photon', 'nominatim', 'both'] as const).map((provider) => {
      const { name, searchOnline } = placeSearchFromConfig({
        provider,
        ...urls,
        nominatimContact: contact,
      });
      return { name, searchOnline };
    });
    expect(chosen).toEqual([
      { name: 'photon', searchOnline: false },
      { name: 'nominatim', searchOnline: true },
      { name: 'photon+nominatim', searchOnline: true },
    ]);
  });

  it('refuses Nominatim without the operator contact its usage policy requires', () => {
    const urls = { photonUrl: 'http://127.0.0.1:9', nominatimUrl: 'http://127.0.0.1:9' };
    for (const provider of ['nominatim', 'both'] as const) {
      expect(() => providersFromConfig({ places: { provider, ...urls } })).toThrow(
        /NOMINATIM_USER_AGENT must name a contact/,
      );
    }
    expect(() => providersFromConfig({ places: { provider: 'photon', ...urls } })).not.toThrow();
  });
});
