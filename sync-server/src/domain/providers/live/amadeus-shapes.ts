import { z } from 'zod';

/** The parts of Amadeus Self-Service answers we read; unknown fields are ignored. */

export const locationSchema = z.object({
  id: z.string(),
  subType: z.string(),
  name: z.string(),
  iataCode: z.string(),
  timeZoneOffset: z.string().optional(),
  geoCode: z.object({ latitude: z.coerce.number(), longitude: z.coerce.number() }).optional(),
  address: z
    .object({
      cityName: z.string().optional(),
      countryName: z.string().optional(),
      countryCode: z.string().optional(),
    })
    .optional(),
});
export type AmadeusLocation = z.infer<typeof locationSchema>;
export const locationsAnswerSchema = z.object({ data: z.array(locationSchema) });

export const activitySchema = z.object({
  id: z.string(),
  name: z.string(),
  shortDescription: z.string().nullish(),
  description: z.string().nullish(),
  rating: z.coerce.number().nullish(),
  bookingLink: z.string().nullish(),
  price: z.object({ amount: z.string().optional(), currencyCode: z.string().optional() }).nullish(),
});
export const activitiesAnswerSchema = z.object({ data: z.array(activitySchema) });

/** Amadeus writes names in capitals ('NEW YORK'); cards read better in title case. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-/(])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
