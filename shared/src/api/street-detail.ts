import { z } from 'zod';

/**
 * GET /api/street-detail (decision 012): whether this server keeps trips' street maps offline,
 * so a traveller knows before turning 'Available offline' on. `message` is the server's own
 * words when it cannot (the same as a street pack's 404), else null.
 */
export const streetDetailResponseSchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
});
export type StreetDetailResponse = z.infer<typeof streetDetailResponseSchema>;
