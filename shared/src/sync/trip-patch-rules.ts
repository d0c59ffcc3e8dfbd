import { CURRENCY_FIXED_MESSAGE, type UpdateTrip } from '../schemas/trip';
import type { StopDates } from './stop-rules';

/**
 * New trip dates that would leave a further stop outside them: the stop rule (a stop lies within
 * the trip's dates) holds for the trip's edits too, so the traveller moves the stop first.
 */
export const STOPS_OUTSIDE_NEW_DATES_MESSAGE =
  "A stop would fall outside the trip's new dates: change or remove that stop first";

/** A cover from another trip would show one trip's photo to another trip's people. */
export const COVER_NOT_ON_TRIP_MESSAGE = "The cover must be one of the trip's documents";

/** What the rules need to know of the stored trip; each side answers from its own store. */
export interface TripFacts {
  /** The trip's home currency as stored, or undefined when the trip is not there. */
  currency(): Promise<string | undefined>;
  hasExpenses(): Promise<boolean>;
  /** The trip a document belongs to, or undefined when there is no such document. */
  tripOfDocument(documentId: string): Promise<string | undefined>;
  /** The trip's dates as stored, or undefined when the trip is not there. */
  dates(): Promise<StopDates | undefined>;
  /** The days of the trip's further stops. */
  stops(): Promise<StopDates[]>;
}

/**
 * Why a trip patch must be refused, or null. Checked on the device before the change is queued
 * and on the server before it is applied, so the device never shows what the server will undo.
 * Facts are asked only for the fields the patch sets.
 */
export async function tripPatchProblem(
  tripId: string,
  patch: UpdateTrip,
  facts: TripFacts,
): Promise<string | null> {
  if (patch.currency !== undefined) {
    // The expenses' rates were frozen against the old currency: every converted figure would
    // be wrong. Setting the same one is fine.
    const stored = await facts.currency();
    if (stored !== undefined && stored !== patch.currency && (await facts.hasExpenses())) {
      return CURRENCY_FIXED_MESSAGE;
    }
  }
  if (patch.coverDocumentId != null) {
    if ((await facts.tripOfDocument(patch.coverDocumentId)) !== tripId) {
      return COVER_NOT_ON_TRIP_MESSAGE;
    }
  }
  if (patch.startDate !== undefined || patch.endDate !== undefined) {
    const stored = await facts.dates();
    if (stored) {
      const startDate = patch.startDate ?? stored.startDate;
      const endDate = patch.endDate ?? stored.endDate;
      const outside = (await facts.stops()).some(
        (stop) => stop.startDate < startDate || stop.endDate > endDate,
      );
      if (outside) return STOPS_OUTSIDE_NEW_DATES_MESSAGE;
    }
  }
  return null;
}
