import { z } from 'zod';
import { DEFAULT_CURRENCY, isCurrencyCode } from '@shared/money/currencies';
import { minorUnitsToInput, parseMinorUnits } from '@shared/money/minor-units';
import type { Trip, UpdateTrip } from '@shared/schemas/trip';
import type { TripInput } from '../../db/trip-repo';

/** What the New and Edit trip form holds: text as typed, money in the trip's currency. */
export const tripFormSchema = z
  .object({
    destinationId: z.string().min(1, 'Please choose a destination'),
    title: z.string().trim().min(1, 'Trip title is required').max(200),
    startDate: z.iso.date({ message: 'Start date is required' }),
    endDate: z.iso.date({ message: 'End date is required' }),
    notes: z.string().max(5000),
    /** The home currency (ISO 4217): the budget is in it, and every expense counts in it. */
    currency: z.string().refine(isCurrencyCode, 'Choose a currency from the list'),
    budget: z.string(),
  })
  // Optional, but when given it follows the expense amount rule (SPEC 5), in the trip's currency:
  // '1500.5' is a valid budget in dollars, not in yen.
  .superRefine((values, ctx) => {
    const budget = values.budget.trim();
    if (budget !== '' && parseMinorUnits(budget, currencyOf(values)) === null) {
      ctx.addIssue({ code: 'custom', path: ['budget'], message: 'Please enter a valid amount' });
    }
  });
export type TripFormValues = z.infer<typeof tripFormSchema>;

const currencyOf = (values: Pick<TripFormValues, 'currency'>) =>
  isCurrencyCode(values.currency) ? values.currency : DEFAULT_CURRENCY;

/** `currency` is the traveller's default: `currencyFromLocales(navigator.languages)`. */
export const emptyTripForm = (destinationId = '', currency = DEFAULT_CURRENCY): TripFormValues => ({
  destinationId,
  title: '',
  startDate: '',
  endDate: '',
  notes: '',
  currency,
  budget: '',
});

export function tripToFormValues(trip: Trip): TripFormValues {
  return {
    destinationId: trip.destinationId ?? '',
    title: trip.title,
    startDate: trip.startDate,
    endDate: trip.endDate,
    notes: trip.notes ?? '',
    currency: trip.currency,
    budget: trip.budget === null ? '' : minorUnitsToInput(trip.budget, trip.currency),
  };
}

/** The budget in minor units of the form's currency, or null when none (or not valid). */
const budgetMinorUnits = (values: TripFormValues) =>
  values.budget.trim() === '' ? null : parseMinorUnits(values.budget, currencyOf(values));

/** A new trip; notes and budget are omitted when empty (SPEC 5). */
export function toTripInput(values: TripFormValues): TripInput {
  const notes = values.notes.trim();
  const budget = budgetMinorUnits(values);
  return {
    destinationId: values.destinationId,
    title: values.title.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    ...(notes ? { notes } : {}),
    currency: currencyOf(values),
    ...(budget !== null ? { budget } : {}),
  };
}

/**
 * Only the fields that changed, so an edit made on another device to a different field survives
 * the sync. Emptied notes or budget become null, which clears them. A new currency travels with
 * the budget re-read in it, since the same digits mean another amount.
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
  if (next.currency !== undefined && next.currency !== trip.currency) {
    patch.currency = next.currency;
  }
  const budget = next.budget ?? null;
  if (budget !== trip.budget || (patch.currency && budget !== null)) patch.budget = budget;
  return patch;
}
