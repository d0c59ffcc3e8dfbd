import { z } from 'zod';
import { destinationCategorySchema } from '../schemas/destination';

/** GET /api/destinations/search?query= : database items first, then the external provider's. */
export const databaseSearchResultSchema = z.object({
  source: z.literal('database'),
  id: z.string(),
  name: z.string(),
  country: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  category: destinationCategorySchema,
  climate: z.string().nullable(),
  bestMonths: z.string().nullable(),
  visaRequirements: z.string().nullable(),
  travelDocuments: z.string().nullable(),
});

export const externalSearchResultSchema = z.object({
  /** The external provider's lowercase name, e.g. 'geonames' or 'amadeus'. */
  source: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .refine((s) => s !== 'database'),
  id: z.string(),
  name: z.string(),
  country: z.string(),
  imageUrl: z.string().optional(),
  iataCode: z.string().optional(),
  geoCode: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});

export const searchResultSchema = z.union([databaseSearchResultSchema, externalSearchResultSchema]);
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/destinations/{id}/activities and /api/destinations/{provider}/activities?latitude&longitude */
export const activitySchema = z.object({
  id: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  rating: z.number().nullable(),
  price: z.object({ amount: z.string(), currencyCode: z.string() }).nullable(),
  bookingLink: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activitiesResponseSchema = z.object({ data: z.array(activitySchema) });
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;

export const VISA_CATEGORY_CODES = ['VF', 'VOA', 'eVisa', 'eTA', 'VR', 'NA'] as const;

/** GET /api/visa/{passport}/{destinationIso}. No category means the home country. */
export const visaResponseSchema = z.object({
  category: z.object({ code: z.string(), name: z.string() }).optional(),
  /** Days of stay permitted, when known. */
  dur: z.number().int().nullable().optional(),
  /** Where the rule comes from, for the card's official-source link. */
  source: z.string().optional(),
  asOf: z.string().optional(),
});
export type VisaResponse = z.infer<typeof visaResponseSchema>;

/** GET /api/airports/search?keyword= */
export const airportSchema = z.object({
  id: z.string(),
  name: z.string(),
  iataCode: z.string(),
  address: z.object({ cityName: z.string(), countryName: z.string() }),
});
export type Airport = z.infer<typeof airportSchema>;
export const airportSearchResponseSchema = z.object({ data: z.array(airportSchema) });

const endpointSchema = z.object({
  iataCode: z.string(),
  /** Local time at the airport, without offset (as Amadeus writes it). */
  at: z.string(),
  /** The airport's IANA zone, when the provider knows it: the plan's calendar reads `at` in it. */
  timeZone: z.string().optional(),
});
export const segmentSchema = z.object({
  departure: endpointSchema,
  arrival: endpointSchema,
  carrierCode: z.string(),
  number: z.string(),
  duration: z.string(),
  aircraft: z.object({ code: z.string() }),
});
export type FlightSegment = z.infer<typeof segmentSchema>;
/** Where and when a leg starts or ends: the airport, its local time and, when known, its zone. */
export type FlightEndpoint = FlightSegment['departure'];
export const flightOfferSchema = z.object({
  id: z.string(),
  price: z.object({ total: z.string(), currency: z.string() }),
  validatingAirlineCodes: z.array(z.string()),
  itineraries: z.array(z.object({ duration: z.string(), segments: z.array(segmentSchema) })),
});
export type FlightOffer = z.infer<typeof flightOfferSchema>;

/** GET /api/flights/search?origin&destination&departureDate&adults[&returnDate] */
export const flightSearchQuerySchema = z.object({
  origin: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'origin must be a 3-letter airport code')
    .transform((s) => s.toUpperCase()),
  destination: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'destination must be a 3-letter airport code')
    .transform((s) => s.toUpperCase()),
  departureDate: z.iso.date(),
  returnDate: z.iso.date().optional(),
  adults: z.coerce.number().int().min(1).max(9),
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuerySchema>;

export const flightSearchResponseSchema = z.object({
  data: z.array(flightOfferSchema),
  /** True when the offers are generated samples, not bookable fares. */
  sample: z.boolean(),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;
