import { destinationSchema, type Destination } from '@shared/schemas/destination';
import type { destinations } from '../../db/schema';

/** Rows are parsed on the way out so that a bad seed can never reach a client unnoticed. */
export function toDestination(row: typeof destinations.$inferSelect): Destination {
  return destinationSchema.parse(row);
}
