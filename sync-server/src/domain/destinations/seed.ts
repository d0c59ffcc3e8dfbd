import { sql } from 'drizzle-orm';
import { insertDestinationSchema } from '@shared/schemas/destination';
import type { Db } from '../../db/connection';
import { destinations } from '../../db/schema';
import { SEED_DESTINATIONS } from './seed-data';

/**
 * Inserts the reference destinations that are missing, leaving existing rows alone, so it is safe
 * to run at every start and a newer release can add destinations to an old database.
 */
export function seedDestinations(db: Db): number {
  const rows = SEED_DESTINATIONS.map((d) => insertDestinationSchema.parse(d));
  let added = 0;
  db.transaction((tx) => {
    for (const row of rows) {
      added += tx.insert(destinations).values(row).onConflictDoNothing().run().changes;
    }
  });
  // After the commit: the in-memory list (GET /api/destinations) is rebuilt on its next read.
  if (added > 0) db.$revisions.destinations += 1;
  return added;
}

export function countDestinations(db: Db): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(destinations)
      .get()?.n ?? 0
  );
}
