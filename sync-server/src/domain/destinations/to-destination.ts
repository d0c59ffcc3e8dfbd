import { destinationSchema, type Destination } from '@shared/schemas/destination';
import type { destinations } from '../../db/schema';
import { timeZoneOf } from './catalog/time-zones';

/**
 * Rows are parsed on the way out so that a bad seed can never reach a client unnoticed. The time
 * zone comes from the catalogue, not the row (see catalog/time-zones.ts).
 */
export function toDestination(row: typeof destinations.$inferSelect): Destination {
  return destinationSchema.parse({ ...row, timeZone: timeZoneOf(row.id) });
}
