import { z } from 'zod';
import { latitudeSchema, longitudeSchema, placeSchema } from '../schemas/place';

/**
 * GET /api/places/search?q=&lat=&lng=&mode= : places from a live geocoder the server is
 * configured with (issue 24). The device searches its own gazetteer offline first; this adds
 * streets, addresses and points of interest when online.
 *
 * `typeahead` is asked while the traveller types (Photon); `search` only when they press
 * 'Search online' (Nominatim, whose usage policy forbids type-ahead).
 */
export const PLACE_SEARCH_MODES = ['typeahead', 'search'] as const;
export type PlaceSearchMode = (typeof PLACE_SEARCH_MODES)[number];

export const LIVE_PLACE_PROVIDERS = ['photon', 'nominatim'] as const;
export type LivePlaceProvider = (typeof LIVE_PLACE_PROVIDERS)[number];

export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 200;

/** A number in a query string: '38.7', '-9.14'; an empty value is not 0. */
const queryNumber = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`)
    .transform(Number);

export const placeSearchQuerySchema = z
  .object({
    q: z
      .string({ error: `q must be at least ${PLACE_QUERY_MIN} characters` })
      .trim()
      .min(PLACE_QUERY_MIN, `q must be at least ${PLACE_QUERY_MIN} characters`)
      .max(PLACE_QUERY_MAX, `q must be at most ${PLACE_QUERY_MAX} characters`),
    lat: queryNumber('lat').pipe(latitudeSchema).optional(),
    lng: queryNumber('lng').pipe(longitudeSchema).optional(),
    mode: z.enum(PLACE_SEARCH_MODES).default('typeahead'),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Give both lat and lng, or neither',
    path: ['lat'],
  })
  .transform(({ q, lat, lng, mode }) => ({
    q,
    near: lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null,
    mode,
  }));
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** A place a live geocoder found: its source id names the OpenStreetMap object ('osm:N123'). */
export const livePlaceSchema = placeSchema.extend({ source: z.literal('live') });
export type LivePlace = z.infer<typeof livePlaceSchema>;

export const placeSearchResponseSchema = z.object({
  results: z.array(livePlaceSchema),
  /** The credit the geocoder's licence asks to show with its results; null with none. */
  attribution: z.string().nullable(),
  /** Which geocoder answered; null when none did (no live geocoder for this mode). */
  provider: z.enum(LIVE_PLACE_PROVIDERS).nullable(),
  /**
   * Whether `mode=search` reaches a geocoder of its own (Nominatim), so the web offers
   * 'Search online' only when pressing it can find more than the type-ahead did.
   */
  searchOnline: z.boolean(),
});
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
