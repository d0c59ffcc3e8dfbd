import { idSchema } from '@shared/schemas/common';
import { insertTripSchema, updateTripSchema, type UpdateTrip } from '@shared/schemas/trip';
import { tripPatchProblem } from '@shared/sync/trip-patch-rules';
import type { AppDb } from './app-db';
import { commitMutation, ifOwnTrip, InvalidChangeError, requireTrip } from './commit-mutation';

export interface TripInput {
  destinationId: string;
  title: string;
  startDate: string;
  endDate: string;
  notes?: string;
  /** The home currency (ISO 4217); the server reads a trip without one as USD. */
  currency?: string;
  /** Integer minor units of `currency`. */
  budget?: number;
}

/** Creates a trip on this device and queues it for the server; answers the new id. */
export async function createTrip(db: AppDb, input: TripInput): Promise<string> {
  const parsed = insertTripSchema.parse(input);
  // Blank notes are no notes, on this device and on the server alike.
  if (!parsed.notes) delete parsed.notes;
  const id = crypto.randomUUID();
  await commitMutation(db, { name: 'createTrip', args: { ...parsed, id } });
  return id;
}

/**
 * Guard for a trip patch: this user may edit the trip, and the server's own rules hold, checked
 * here too so the screen never shows what it will undo.
 */
export function guardTripEdit(db: AppDb, { id, patch }: { id: string; patch: UpdateTrip }) {
  return async () => {
    await requireTrip(db, id)();
    const problem = await tripPatchProblem(id, patch, {
      currency: async () => (await db.trips.get(id))?.currency,
      hasExpenses: async () => (await db.expenses.where('tripId').equals(id).count()) > 0,
      tripOfDocument: async (documentId) => (await db.documents.get(documentId))?.tripId,
      dates: async () => db.trips.get(id),
      stops: async () => db.stops.where('tripId').equals(id).toArray(),
    });
    if (problem) throw new InvalidChangeError(problem);
    return true;
  };
}

/** Applies a field-level patch: only the changed fields travel, so other devices' edits survive. */
export async function updateTrip(db: AppDb, id: string, patch: UpdateTrip): Promise<void> {
  const args = { id: idSchema.parse(id), patch: updateTripSchema.parse(patch) };
  await commitMutation(db, { name: 'updateTrip', args }, guardTripEdit(db, args));
}

/** Deletes a trip with its itinerary items and expenses (the owner's alone). */
export async function deleteTrip(db: AppDb, id: string): Promise<void> {
  const tripId = idSchema.parse(id);
  await commitMutation(db, { name: 'deleteTrip', args: { id: tripId } }, ifOwnTrip(db, tripId));
}
