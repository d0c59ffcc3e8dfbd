import { insertDestinationSchema } from '@shared/schemas/destination';
import type { Db } from '../../db/connection';
import { SEED_DESTINATIONS } from './seed-data';

/**
 * Inserts the reference destinations that are missing, leaving existing rows alone, so it is safe
 * to run at every start and a newer release can add destinations to an old database.
 */
export async function seedDestinations(db: Db): Promise<number> {
  const rows = SEED_DESTINATIONS.map((d) => insertDestinationSchema.parse(d));
  const createdAt = new Date().toISOString();
  const added = await db.write(async (tx) => {
    let count = 0;
    for (const row of rows) {
      const { changes } = await tx.$statements.insertDestination.run({
        id: row.id,
        name: row.name,
        country: row.country,
        description: row.description,
        imageUrl: row.imageUrl,
        category: row.category,
        featured: row.featured ? 1 : 0,
        latitude: row.latitude,
        longitude: row.longitude,
        visaRequirements: row.visaRequirements,
        travelDocuments: row.travelDocuments,
        climate: row.climate,
        bestMonths: row.bestMonths,
        createdAt,
      });
      count += changes;
    }
    return count;
  });
  // After the commit: the in-memory list (GET /api/destinations) is rebuilt on its next read.
  if (added > 0) db.$revisions.destinations += 1;
  return added;
}

export async function countDestinations(db: Db): Promise<number> {
  return Number((await db.$statements.countDestinations.get())?.n ?? 0);
}
