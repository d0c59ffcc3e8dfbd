import { z } from 'zod';
import { timeZoneSchema } from './common';

/**
 * Where a place came from, so a screen can credit it and a later lookup can find it again:
 * the built-in gazetteer of the world's cities, the built-in airports, one of our curated
 * destinations, one of a destination's suggested activities, a live geocoder, or the traveller's
 * own pin.
 */
export const PLACE_SOURCES = [
  'gazetteer',
  'airport',
  'destination',
  'activity',
  'live',
  'manual',
] as const;
export const placeSourceSchema = z.enum(PLACE_SOURCES);
export type PlaceSource = z.infer<typeof placeSourceSchema>;

export const latitudeSchema = z
  .number()
  .finite()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
export const longitudeSchema = z
  .number()
  .finite()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

/**
 * A point on earth with a name: where a plan item happens or a stop is. Travels as one value
 * (a patch replaces the whole place), so a name never pairs with another place's coordinates.
 */
export const placeSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'A place needs a name')
    .max(200, 'Place names are 200 characters at most'),
  /** The country's name in English ('Portugal'), where known. */
  country: z.string().trim().max(100).nullable().default(null),
  /** A street address or a line describing where ('Rua Augusta 24, Lisbon'). */
  address: z
    .string()
    .trim()
    .max(300, 'Addresses are 300 characters at most')
    .nullable()
    .default(null),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** The IANA zone at the coordinates; null when not known. */
  timeZone: timeZoneSchema.nullable().default(null),
  source: placeSourceSchema,
  /** The id of the place in its source ('gn-2267057', 'LIS'), to find it again. */
  sourceId: z.string().trim().max(100).nullable().default(null),
});
export type Place = z.infer<typeof placeSchema>;
export type PlaceInput = z.input<typeof placeSchema>;
