import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { providersFromConfig } from './lookup-providers';

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
});
