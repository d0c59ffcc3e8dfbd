import { z } from 'zod';
import { centsToDollarInput, dollarsToCents } from '@shared/domain/money';
import type { Trip, UpdateTrip } from '@shared/schemas/trip';
import type { TripInput } from '../../db/trip-repo';

/** What the New and Edit trip form holds: text as typed, money in dollars. */
export const tripFormSchema = z.object({
  destinationId: z.string().min(1, 'Please choose a destination'),
  title: z.string().trim().min(1, 'Trip title is required').max(200),
  startDate: z.iso.date({ message: 'Start date is required' }),
  endDate: z.iso.date({ message: 'End date is required' }),
  notes: z.string().max(5000),
  // Optional, but when given it follows the expense amount rule (SPEC 5).
  budget: z
    .string()
    .refine((v) => v.trim() === '' || dollarsToCents(v) !== null, 'Please enter a valid amount'),
});
export type TripFormValues = z.infer<typeof tripFormSchema>;

export const emptyTripForm = (destinationId = ''): TripFormValues => ({
  destinationId,
  title: '',
  startDate: '',
  endDate: '',
  notes: '',
  budget: '',
});

export function tripToFormValues(trip: Trip): TripFormValues {
  return {
    destinationId: trip.destinationId ?? '',
    title: trip.title,
    startDate: trip.startDate,
    endDate: trip.endDate,
    notes: trip.notes ?? '',
    budget: trip.budget === null ? '' : centsToDollarInput(trip.budget),
  };
}

const budgetCents = (budget: string) => (budget.trim() === '' ? null : dollarsToCents(budget));

/** A new trip; notes and budget are omitted when empty (SPEC 5). */
export function toTripInput(values: TripFormValues): TripInput {
  const notes = values.notes.trim();
  const budget = budgetCents(values.budget);
  return {
    destinationId: values.destinationId,
    title: values.title.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    ...(notes ? { notes } : {}),
    ...(budget !== null ? { budget } : {}),
  };
}

/**
 * Only the fields that changed, so an edit made on another device to a different field survives
 * the sync. Emptied notes or budget become null, which clears them.
 */
export function tripPatch(trip: Trip, values: TripFormValues): UpdateTrip {
  const next = toTripInput(values);
  const patch: UpdateTrip = {};
  if (next.destinationId !== trip.destinationId) patch.destinationId = next.destinationId;
  if (next.title !== trip.title) patch.title = next.title;
  if (next.startDate !== trip.startDate) patch.startDate = next.startDate;
  if (next.endDate !== trip.endDate) patch.endDate = next.endDate;
  const notes = next.notes ?? null;
  if (notes !== (trip.notes || null)) patch.notes = notes;
  const budget = next.budget ?? null;
  if (budget !== trip.budget) patch.budget = budget;
  return patch;
}
