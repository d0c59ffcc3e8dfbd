import { destinationSchema, type Destination } from '@shared/schemas/destination';
import type { DestinationRowRaw } from '../../db/destination-statements';
import { timeZoneOf } from './catalog/time-zones';

/**
 * Rows are parsed on the way out so that a bad seed can never reach a client unnoticed. The time
 * zone comes from the catalogue, not the row (see catalog/time-zones.ts); `featured` comes back
 * 0/1 from SQLite and a boolean from PostgreSQL.
 */
export function toDestination(row: DestinationRowRaw): Destination {
  return destinationSchema.parse({
    ...row,
    featured: Boolean(row.featured),
    timeZone: timeZoneOf(row.id, row.latitude, row.longitude),
  });
}
