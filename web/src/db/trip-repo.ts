import { idSchema } from '@shared/schemas/common';
import { insertTripSchema, updateTripSchema, type UpdateTrip } from '@shared/schemas/trip';
import type { AppDb } from './app-db';
import { commitMutation, ifOwnTrip, requireTrip } from './commit-mutation';

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

/** Applies a field-level patch: only the changed fields travel, so other devices' edits survive. */
export async function updateTrip(db: AppDb, id: string, patch: UpdateTrip): Promise<void> {
  const args = { id: idSchema.parse(id), patch: updateTripSchema.parse(patch) };
  await commitMutation(db, { name: 'updateTrip', args }, requireTrip(db, args.id));
}

/** Deletes a trip with its itinerary items and expenses (the owner's alone). */
export async function deleteTrip(db: AppDb, id: string): Promise<void> {
  const tripId = idSchema.parse(id);
  await commitMutation(db, { name: 'deleteTrip', args: { id: tripId } }, ifOwnTrip(db, tripId));
}
