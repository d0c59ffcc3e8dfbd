import type { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import type { PlaceInput } from '@shared/schemas/place';
import {
  insertTripStopSchema,
  updateTripStopSchema,
  type UpdateTripStop,
} from '@shared/schemas/trip-stop';
import type { MutationArgs } from '@shared/sync/mutations';
import { mergeStopDates, stopDatesProblem, type StopDates } from '@shared/sync/stop-rules';
import type { AppDb } from './app-db';
import {
  commitMutation,
  ifChildExists,
  InvalidChangeError,
  LocalNotFoundError,
  requireTrip,
} from './commit-mutation';

/** A further stop of a trip, as a screen gives it (the place's optional fields may be left out). */
export interface StopInput {
  tripId: string;
  place: PlaceInput;
  /** 'yyyy-MM-dd': the day one arrives. */
  startDate: string;
  /** 'yyyy-MM-dd': the day one leaves, on or after `startDate`. */
  endDate: string;
  /** Its order among stops arriving the same day; absent puts it after them. */
  position?: number;
}

/** The fields of a stop an edit changes (at least one); a place replaces the whole place. */
export type StopPatch = z.input<typeof updateTripStopSchema>;

/**
 * Parses with the contract's schema; a refusal is an InvalidChangeError with the schema's own
 * words ('Latitude must be between -90 and 90', 'Unknown time zone'), which a screen can show.
 */
function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InvalidChangeError(parsed.error.issues[0]?.message ?? 'Invalid stop');
}

/** The stop rules (shared/src/sync/stop-rules.ts) against the trip as this device has it. */
async function requireDatesWithinTrip(db: AppDb, tripId: string, dates: StopDates) {
  const trip = await db.trips.get(tripId);
  if (!trip) throw new LocalNotFoundError('Trip');
  const problem = stopDatesProblem(dates, trip);
  if (problem) throw new InvalidChangeError(problem);
}

/** Guard for adding a stop: this user may edit the trip, and its days fit the trip's. */
export function guardStopAdd(db: AppDb, args: MutationArgs<'addStop'>) {
  return async () => {
    await requireTrip(db, args.tripId)();
    await requireDatesWithinTrip(db, args.tripId, args);
    return true;
  };
}

/**
 * Guard for a stop edit: the row is on this device, this user may edit its trip, and the stored
 * stop with the patch still fits the trip's days.
 */
export function guardStopEdit(db: AppDb, id: string, patch: UpdateTripStop) {
  return async () => {
    const row = await db.stops.get(id);
    if (!row) throw new LocalNotFoundError('Stop');
    await requireTrip(db, row.tripId)();
    await requireDatesWithinTrip(db, row.tripId, mergeStopDates(row, patch));
    return true;
  };
}

/**
 * Adds a further stop to a trip on this device (the destination stays its first) and queues it;
 * answers the new id. Refused before anything is queued, with an InvalidChangeError whose message
 * a screen can show, when the place is not valid, the stop ends before it starts, or it is not
 * within the trip's dates; with a ReadOnlyTripError for a viewer.
 */
export async function addStop(db: AppDb, input: StopInput): Promise<string> {
  const parsed = parseOrRefuse(insertTripStopSchema, input);
  const id = crypto.randomUUID();
  await db.transaction('rw', db.mutationTables, async () => {
    const sameDay = (await db.stops.where('tripId').equals(parsed.tripId).toArray()).filter(
      (s) => s.startDate === parsed.startDate,
    );
    const position =
      parsed.position ?? (sameDay.length ? Math.max(...sameDay.map((s) => s.position)) + 1 : 0);
    const args = { ...parsed, position, id };
    await commitMutation(db, { name: 'addStop', args }, guardStopAdd(db, args));
  });
  return id;
}

/** Applies a field-level patch to a stop (only the changed fields travel), refused as addStop is. */
export async function updateStop(db: AppDb, id: string, patch: StopPatch): Promise<void> {
  const stopId = idSchema.parse(id);
  const parsed = parseOrRefuse(updateTripStopSchema, patch);
  await db.transaction('rw', db.mutationTables, async () => {
    const row = await db.stops.get(stopId);
    if (!row) throw new LocalNotFoundError('Stop');
    await commitMutation(
      db,
      { name: 'updateStop', args: { id: stopId, patch: parsed, label: row.place.name } },
      guardStopEdit(db, stopId, parsed),
    );
  });
}

/** Deletes a stop; deleting one that is already gone queues nothing. */
export async function deleteStop(db: AppDb, id: string): Promise<void> {
  const stopId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteStop', args: { id: stopId } },
    ifChildExists(db, db.stops, stopId),
  );
}
