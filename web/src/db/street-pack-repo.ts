import type { AppDb } from './app-db';

/**
 * Drops a trip's street pack and any part of one being downloaded: the traveller turned
 * 'Available offline' off, or the trip left this device. Run inside the caller's transaction
 * when it has one (its tables are among `mutationTables`).
 */
export async function forgetStreetPack(db: AppDb, tripId: string): Promise<void> {
  await db.streetPacks.delete(tripId);
  await db.streetPackParts.where('tripId').equals(tripId).delete();
}
