import { z } from 'zod';

/**
 * GET /api/destinations/photos and GET /api/destinations/:id/photo: openly licensed photographs
 * the server has stored for our destinations (decision 007). Every URL is on our own origin.
 */
export const photoCreditSchema = z.object({
  /** As the licence asks to name them; plain text. */
  author: z.string(),
  /** Short name, e.g. 'CC BY-SA 4.0' or 'Public domain'. */
  licence: z.string(),
  licenceUrl: z.string().nullable(),
  /** The file's page, where its licence can be checked. */
  sourcePage: z.string(),
});

export const photoSourceSchema = z.object({ url: z.string(), width: z.number().int().positive() });

export const destinationPhotoSchema = z.object({
  destinationId: z.string(),
  /** Of the largest stored size; every size has the same aspect ratio. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Smallest first. WebP for browsers that take it, JPEG for the rest. */
  webp: z.array(photoSourceSchema).min(1),
  jpeg: z.array(photoSourceSchema).min(1),
  credit: photoCreditSchema,
});

export const destinationPhotosResponseSchema = z.object({
  photos: z.array(destinationPhotoSchema),
});

export type PhotoCredit = z.infer<typeof photoCreditSchema>;
export type DestinationPhoto = z.infer<typeof destinationPhotoSchema>;
export type DestinationPhotosResponse = z.infer<typeof destinationPhotosResponseSchema>;
