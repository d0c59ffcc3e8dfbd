import { z } from 'zod';
import { photoCreditSchema } from '@shared/api/photos';

/**
 * The JSON sidecar stored beside a destination's photo files (`credit.json`): the credit the
 * licence asks for, and which sizes exist. A miss is stored too, so that a destination without a
 * usable photo is not asked about again on every start.
 */
export const photoRecordSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('photo'),
    /** Part of every file name: a new photo gets new URLs, so old ones may be cached forever. */
    version: z.string().regex(/^[a-f0-9]{12}$/),
    widths: z.array(z.number().int().positive()).min(1),
    height: z.number().int().positive(),
    credit: photoCreditSchema,
    provider: z.string(),
    storedAt: z.string(),
  }),
  z.object({
    status: z.literal('none'),
    /** Why: no photo, or a licence we may not use. Kept for whoever reads the data directory. */
    reason: z.string(),
    provider: z.string(),
    checkedAt: z.string(),
  }),
]);

export type PhotoRecord = z.infer<typeof photoRecordSchema>;
export type StoredPhoto = Extract<PhotoRecord, { status: 'photo' }>;
