import { z } from 'zod';
import type { LivePlace } from '@shared/api/places';
import { fetchJson } from '../http-json';
import type { PlaceSearchProvider } from '../place-search-provider';
import { OSM_CREDIT, toLivePlace } from './osm-place';

export const PHOTON = 'photon';
export const DEFAULT_PHOTON_URL = 'https://photon.komoot.io';
export const PHOTON_ATTRIBUTION = `${OSM_CREDIT}, Photon by Komoot`;
/** Results asked of the geocoder per search. */
export const LIVE_PLACE_LIMIT = 8;

export interface PhotonOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
}

/**
 * Photon's answer: a GeoJSON FeatureCollection of points, [lon, lat], with the OpenStreetMap
 * object and its address in `properties`. Every property but the coordinates is optional here:
 * a feature missing something is dropped by `toLivePlace`, not the whole answer.
 */
const photonAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
      properties: z.object({
        osm_type: z.string().optional(),
        osm_id: z.number().optional(),
        name: z.string().optional(),
        street: z.string().optional(),
        housenumber: z.string().optional(),
        city: z.string().optional(),
        country: z.string().optional(),
        countrycode: z.string().optional(),
      }),
    }),
  ),
});

/**
 * Komoot's Photon (`GET {base}/api/?q=&lat=&lon=&limit=&lang=en`), an OpenStreetMap geocoder
 * built for search-as-you-type: the Location field's type-ahead when the server is configured
 * with it. Near a point, results close to it rank higher. Both modes ask it when it is the only
 * geocoder, so `searchOnline` stays false: a second button would find the same.
 */
export function photonPlaces(options: PhotonOptions): PlaceSearchProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: PHOTON,
    searchOnline: false,
    async search({ q, near }) {
      const params = new URLSearchParams({ q, limit: String(LIVE_PLACE_LIMIT), lang: 'en' });
      if (near) {
        params.set('lat', String(near.latitude));
        params.set('lon', String(near.longitude));
      }
      const answer = await fetchJson({
        provider: PHOTON,
        url: `${base}/api/?${params}`,
        init: { headers: { 'User-Agent': options.userAgent, Accept: 'application/json' } },
        timeoutMs: options.timeoutMs,
        schema: photonAnswerSchema,
      });
      const results = (answer?.features ?? [])
        .map(({ geometry, properties: p }) =>
          toLivePlace({
            name: p.name,
            street: p.street,
            housenumber: p.housenumber,
            city: p.city,
            country: p.country,
            countryCode: p.countrycode,
            longitude: geometry.coordinates[0] ?? Number.NaN,
            latitude: geometry.coordinates[1] ?? Number.NaN,
            osmType: p.osm_type ?? '',
            osmId: p.osm_id ?? 0,
          }),
        )
        .filter((place): place is LivePlace => place !== null);
      return { results, attribution: PHOTON_ATTRIBUTION, provider: PHOTON };
    },
  };
}
