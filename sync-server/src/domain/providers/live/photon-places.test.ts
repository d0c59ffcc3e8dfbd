import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeProviderServer } from '../../../testing/fake-provider-server';
import { photonFake } from '../../../testing/photon-fake';
import { ProviderError } from '../provider-error';
import { PHOTON_ATTRIBUTION, photonPlaces } from './photon-places';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await FakeProviderServer.start(photonFake());
});
beforeEach(() => {
  fake.requests.length = 0;
});
afterAll(() => fake.stop());

const photon = (timeoutMs = 2000) =>
  photonPlaces({ baseUrl: `${fake.baseUrl}/`, timeoutMs, userAgent: 'Wayfarer/1.0.0' });

describe('Photon places', () => {
  it('maps each feature to a place: name, street address, country, zone and OSM id', async () => {
    const answer = await photon().search({ q: 'rua augusta', near: null, mode: 'typeahead' });
    expect(answer.provider).toBe('photon');
    expect(answer.attribution).toBe(PHOTON_ATTRIBUTION);
    expect(answer.attribution).toBe('© OpenStreetMap contributors, Photon by Komoot');
    expect(answer.results).toEqual([
      {
        name: 'Rua Augusta',
        country: 'Portugal',
        address: 'Lisbon',
        latitude: 38.7101458,
        longitude: -9.1380215,
        timeZone: 'Europe/Lisbon',
        source: 'live',
        sourceId: 'osm:W4285925',
      },
      // A bare address is named by its street and number.
      expect.objectContaining({
        name: 'Rua Augusta 24',
        address: 'Lisbon',
        latitude: 38.7102012,
        longitude: -9.1379542,
        sourceId: 'osm:N4868301921',
      }),
      expect.objectContaining({
        name: 'Arco da Rua Augusta',
        address: 'Praça do Comércio, Lisbon',
        sourceId: 'osm:W48373128',
      }),
      // The feature with neither name nor street is left out.
    ]);
  });

  it('writes the house number first where the country does', async () => {
    const answer = await photon().search({ q: '5th avenue', near: null, mode: 'typeahead' });
    expect(answer.results[0]).toMatchObject({
      name: '725 5th Avenue',
      address: 'New York',
      country: 'United States',
      timeZone: 'America/New_York',
    });
  });

  it('asks for 8 results in English near the traveller, and says who is asking', async () => {
    await photon().search({
      q: 'rua augusta',
      near: { latitude: 38.7, longitude: -9.1 },
      mode: 'typeahead',
    });
    const [call] = fake.requests;
    expect(call?.path).toBe('/api/');
    expect(Object.fromEntries(call!.query)).toEqual({
      q: 'rua augusta',
      limit: '8',
      lang: 'en',
      lat: '38.7',
      lon: '-9.1',
    });
    expect(call?.headers['user-agent']).toBe('Wayfarer/1.0.0');
  });

  it('reports a failing service as unavailable and a silent one as a timeout', async () => {
    const broken = await photon()
      .search({ q: 'broken', near: null, mode: 'typeahead' })
      .catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(ProviderError);
    expect(broken).toMatchObject({ failure: 'unavailable', status: 500 });
    const slow = await photon(200)
      .search({ q: 'slow', near: null, mode: 'typeahead' })
      .catch((e: unknown) => e);
    expect(slow).toMatchObject({ failure: 'timeout' });
  });
});
